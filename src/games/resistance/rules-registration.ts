/**
 * Registers The Resistance's rules reference with the platform (its Rules dialog loads it on first
 * use, one chunk per language). Imported by every page of the game (the app, the room pages) and
 * by app.ts; registering twice is harmless.
 */
import { registerRules } from '../../platform/ui/rules-types.ts';

registerRules(async (locale) => (locale === 'pl' ? (await import('./rules/pl.ts')).rules : (await import('./rules/en.ts')).rules));
