/**
 * The keyboard shortcuts of Rebellion vs Empire's page, listed by the platform's help dialog
 * (`<rs-shortcuts-help .shortcuts=…>`) and handled by `<rve-app>`. As The Resistance's: few, each
 * with a modifier but `?`, so none takes a screen reader's single-letter browse keys; none acts
 * while typing in a text field or while the Rebellion's private screen shows.
 */
import { msg } from '@lit/localize';
import type { Shortcut } from '../../../platform/ui/rs-shortcuts-help.ts';

/** This page's shortcuts. */
export const RVE_SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Alt+W', label: 'Alt+W', what: () => msg("Say where we are: round, what comes next, districts liberated, the Empire's tokens, the cards.") },
  { keys: 'Alt+N', label: 'Alt+N', what: () => msg('Go to the current step (the action to take now).') },
  { keys: 'Control+Z', label: 'Ctrl+Z', what: () => msg("Undo the last move (never the deal; the Rebellion's cards only until the Empire acts).") },
  { keys: 'Control+Shift+Z Control+Y', label: 'Ctrl+Shift+Z, Ctrl+Y', what: () => msg('Redo.') },
  { keys: 'Shift+?', label: '?', what: () => msg('Show this list of shortcuts.') },
];
