/**
 * The Reverser module's UI line (ui/module-ui.ts `ModuleUi`; the game's list: ui/modules.ts): light
 * and always loaded, as the setup form is on the home screen. Its options in the setup form (the
 * Resistance Reverser, the Spy Reverser, R-REVS-1; the Spy Reverser hidden, R-REVS-OPT) and its
 * names in the summaries; its sentences (../text.ts), its screens (./screens.ts: the Reverse
 * cards on the mission's recorder, the board and the secret card choices, the Reverser line of
 * the private reveal) and its part of the rules reference (../rules/) load in chunks of their own.
 *
 * The sealed code's byte format carries the Reverser flag (sealed/sealed-card.ts): codes already
 * handed out must still read (docs/adding-a-module.md).
 */
import { html, nothing } from 'lit';
import { msg } from '@lit/localize';
import { setupPart } from '../../../ui/module-ui.ts';
import type { ModuleSetupUi, ModuleUi } from '../../../ui/module-ui.ts';

/** The setup form's values (R-REVS-1, R-REVS-OPT). */
interface ReverserValues {
  resistance: boolean;
  spy: boolean;
  /** R-REVS-OPT: the Spy Reverser is hidden from the other spies at the reveal. */
  spyHidden: boolean;
}

const setup: ModuleSetupUi<ReverserValues> = {
  initial: () => ({ resistance: false, spy: false, spyHidden: false }),
  render: (fields, v, update) =>
    html`${fields.box(
        'reverser-resistance',
        msg('Resistance Reverser'),
        msg('Reverser module: a Reverse card flips a mission result when exactly one is revealed.'),
        v.resistance,
        (on) => update((current) => ({ ...current, resistance: on })),
      )}
      ${fields.box('reverser-spy', msg('Spy Reverser'), msg("Reverser module: the spies' Reverser, who may play Success or Reverse, never Fail."), v.spy, (on) =>
        update((current) => ({ ...current, spy: on })),
      )}
      ${v.spy
        ? fields.box(
            'reverser-hidden',
            msg('Hide the Spy Reverser from the other spies'),
            msg('Optional rule: at the reveal the Spy Reverser keeps their eyes closed; the spies do not learn each other fully.'),
            v.spyHidden,
            (on) => update((current) => ({ ...current, spyHidden: on })),
          )
        : nothing}`,
  on: (v) => v.resistance || v.spy,
  input: (v) => ({
    reverser: v.resistance || v.spy ? { resistance: v.resistance, spy: v.spy, ...(v.spy && v.spyHidden ? { spyHidden: true } : {}) } : null,
  }),
  summary: (v) => [...(v.resistance ? [msg('Resistance Reverser')] : []), ...(v.spy ? [msg('Spy Reverser')] : [])],
};

/** The Reverser's UI line. */
export const reverserUi: ModuleUi = {
  id: 'reverser',
  setup: setupPart(setup),
  // "Reverser (Resistance and Spy Reversers)" in the board's modules line, and R-REVS-OPT when on.
  names: (modules) => {
    if (!modules.reverser) return [];
    const { resistance, spy } = modules.reverser;
    const names = [
      resistance && spy
        ? msg('Reverser (Resistance and Spy Reversers)')
        : resistance
          ? msg('Reverser (Resistance Reverser)')
          : msg('Reverser (Spy Reverser)'),
    ];
    if (modules.reverser.spyHidden) names.push(msg('the Spy Reverser hidden from the other spies'));
    return names;
  },
  text: () => import('../text.ts').then((m) => m.reverserSentences),
  screens: () => import('./screens.ts').then((m) => m.reverserScreens),
  rules: (locale) => (locale === 'pl' ? import('../rules/pl.ts') : import('../rules/en.ts')).then((m) => m.rules),
};
