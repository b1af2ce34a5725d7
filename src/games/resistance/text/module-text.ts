/**
 * The modules' sentences (ui/module-ui.ts `ModuleSentences`, each in `modules/<id>/text.ts`),
 * loaded with the game's sentences: this file waits for them when it is first loaded (a top-level
 * await), so the sentence files that import it call them synchronously. It imports no sentence
 * file of the game (a module's sentences import none either: no import circle).
 */
import type { Phase } from '../core/types.ts';
import type { GameEvent, Winner } from '../core/types.ts';
import type { PublicView } from '../core/view.ts';
import type { Progress } from '../room/protocol.ts';
import type { ErrorParams } from '../../../platform/engine/errors.ts';
import type { AnyConsequence, ModuleSentences, PlayPlace } from '../ui/module-ui.ts';
import { MODULE_UIS } from '../ui/modules.ts';

/** Every module's sentences, in the UI list's order. */
export const MODULE_SENTENCES: readonly ModuleSentences[] = (
  await Promise.all(MODULE_UIS.map((m) => (m.text ? m.text() : null)))
).filter((s): s is ModuleSentences => s !== null);

/** The hooks of `ModuleSentences` that hold a sentence per key (a consequence's kind, a phase, a card…). */
type KeyedSentences = 'consequences' | 'progressCount' | 'phaseLead' | 'nextStep' | 'undone' | 'errors' | 'roleNames' | 'seenAs' | 'scriptLines' | 'missionWait' | 'winners' | 'loyaltyNames';

/** The sentence of one key in such a hook (what `moduleSentence` finds). */
type KeyedSentence<K extends KeyedSentences> = Exclude<NonNullable<ModuleSentences[K]>[keyof NonNullable<ModuleSentences[K]>], undefined>;

/**
 * The first module's sentence of `key` in its hook `hook` (`moduleSentence('phaseLead', 'inquisition')`),
 * in the UI list's order, or `undefined` when no module has one: how the game's sentence files
 * find what a module says of its own consequence kinds, phases, events, codes, cards and lines.
 */
export function moduleSentence<K extends KeyedSentences>(hook: K, key: string): KeyedSentence<K> | undefined {
  for (const m of MODULE_SENTENCES) {
    const say = (m[hook] as Record<string, KeyedSentence<K> | undefined> | undefined)?.[key];
    if (say !== undefined) return say;
  }
  return undefined;
}

/** A module's sentence of consequence `c`, or `null` when no module adds its kind. */
export function moduleConsequenceText(c: AnyConsequence, view: PublicView, brief: boolean, place: PlayPlace): string | null {
  return moduleSentence('consequences', c.kind)?.(c, view, brief, place) ?? null;
}

/** What the module's phase `view.phase` asks first ("First Dee, the Inquisitor, checks a player."); `''` for another phase. */
export function modulePhaseLead(view: PublicView): string {
  return moduleSentence('phaseLead', view.phase)?.(view) ?? '';
}

/** What happens next in the module's phase `view.phase`, or `null` when no module owns it. */
export function moduleNextStep(view: PublicView, phase: Phase = view.phase): string | null {
  return moduleSentence('nextStep', phase)?.(view) ?? null;
}

/** What undoing a module's event did, or `null` when no module adds its type. */
export function moduleUndoneText(undone: GameEvent, view: PublicView): string | null {
  return moduleSentence('undone', undone.type)?.(undone, view) ?? null;
}

/**
 * A module's sentence of error `code` raised for `rule`: its sentence of that code for that rule
 * (`'code RULE'`), else, unless `qualifiedOnly`, of that code; `null` when no module has one.
 */
export function moduleErrorText(code: string, rule: string, params: ErrorParams, qualifiedOnly = false): string | null {
  for (const key of qualifiedOnly ? [`${code} ${rule}`] : [`${code} ${rule}`, code]) {
    const say = moduleSentence('errors', key);
    if (say) return say(params);
  }
  return null;
}

/** The error codes the modules have sentences for, without their rules (test/node/error-codes.test.ts). */
export function moduleErrorCodes(): string[] {
  return [...new Set(MODULE_SENTENCES.flatMap((m) => Object.keys(m.errors ?? {}).map((key) => key.split(' ')[0]!)))];
}

/** What the modules say of a mission's revealed cards before its result (the cards played face up, R-PLOT-3); `''` when nothing. */
export function moduleMissionCards(c: Extract<AnyConsequence, { kind: 'mission' }>, view: PublicView): string {
  return MODULE_SENTENCES.map((m) => m.missionCards?.(c, view) ?? '')
    .filter((said) => said !== '')
    .join(' ');
}

/** How many of a mission's played cards the modules set aside unrevealed (R-TRP-2). */
export function cardsSetAside(view: PublicView): number {
  return MODULE_SENTENCES.reduce((n, m) => n + (m.setAside?.(view) ?? 0), 0);
}

/** A module's wording of the eyes-closed reveal's spies' line (`spiesRevealLine`), or `null` for the core's. */
export function spiesRevealLine(view: PublicView): string | null {
  return MODULE_SENTENCES.map((m) => m.spiesRevealLine?.(view) ?? '').find((line) => line !== '') ?? null;
}

/** What the modules say on the mission's recorder about counting the cards. */
export function missionNotes(view: PublicView): string[] {
  return MODULE_SENTENCES.map((m) => m.missionNote?.(view) ?? '').filter((note) => note !== '');
}

// roles:
/** Whether the sentence of a module's consequence `kind` says itself what comes next (its `ownLead`): no phase lead after it. */
export function ownsLead(kind: string): boolean {
  return MODULE_SENTENCES.some((m) => m.ownLead?.includes(kind) === true);
}

/**
 * What a mission's sentence says after its result when the game waits in the module's phase
 * `view.phase` before it can end (the Assassin, R-ASN-END), or `null` when no module's phase waits.
 */
export function missionWaitText(view: PublicView): string | null {
  return moduleSentence('missionWait', view.phase)?.(view) ?? null;
}

/** A module's ending (R-ASN-END, R-HUN-ACC…: its `winners`), `''` when no module has `winner.reason`. */
export function moduleWinnerText(winner: Winner): string {
  return moduleSentence('winners', winner.reason)?.(winner) ?? '';
}

/** The count of a module's own secret step in a room ("Every card is played: …", R-TRP-2), by its progress kind; `''` when none says it. */
export function moduleProgressCount(progress: Progress, view: Pick<PublicView, 'players' | 'leader'>): string {
  return moduleSentence('progressCount', progress.kind)?.(progress, view) ?? '';
}

/** What the modules say of their fields of a room's public progress (the Opinion Makers' face-up votes, R-PLOT-3); `''` when nothing. */
export function moduleProgressText(progress: Progress, view: Pick<PublicView, 'players'>): string {
  return MODULE_SENTENCES.map((m) => m.progress?.(progress, view) ?? '')
    .filter((said) => said !== '')
    .join(' ');
}
