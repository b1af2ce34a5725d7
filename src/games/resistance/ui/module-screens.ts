/**
 * The modules' screens (ui/module-ui.ts `ModuleScreens`, each in `modules/<id>/ui/screens.ts`),
 * loaded with the game screen and the room pages, never at start-up: this file waits for them when
 * it is first loaded (a top-level await), so the shared screens that import it draw them
 * synchronously. A module's screens import no shared screen (no import circle).
 */
import type { MissionView, PublicView, SeatView } from '../core/view.ts';
import type { MissionCard, Phase, Seat } from '../core/types.ts';
import type { MissionCount, ModuleFlow, ModuleLook, ModuleScreens, ModuleSecretPick } from './module-ui.ts';
import { MODULE_UIS } from './modules.ts';

/** Every module's screens, in the UI list's order. */
export const MODULE_SCREENS: readonly ModuleScreens[] = (
  await Promise.all(MODULE_UIS.map((m) => (m.screens ? m.screens() : null)))
).filter((s): s is ModuleScreens => s !== null);

/** The module's step in `phase` on the one-device app, if a module owns the phase. */
export function appStep(phase: Phase): NonNullable<ModuleScreens['appSteps']>[Phase] | undefined {
  return MODULE_SCREENS.map((m) => m.appSteps?.[phase]).find((step) => step !== undefined);
}

/** The module's look turn of flow kind `kind`, if a module has one. */
export function moduleLook(kind: string): ModuleLook | undefined {
  return MODULE_SCREENS.map((m) => (m.looks as Record<string, ModuleLook> | undefined)?.[kind]).find((look) => look !== undefined);
}

/** The module's secret pick of ask kind `kind` (its screens' `secretPicks`), if a module has one. */
export function secretPick(kind: string): ModuleSecretPick | undefined {
  return MODULE_SCREENS.map((m) => m.secretPicks?.[kind]).find((pick) => pick !== undefined);
}

/** Whether `flow` is a module's private-turn flow (one of its looks). */
export function isModuleFlow(flow: { kind: string }): flow is ModuleFlow {
  return moduleLook(flow.kind) !== undefined;
}

/** The modules' lines on the board under the leader's, from the public view. */
export function boardStatus(view: PublicView): unknown[] {
  return MODULE_SCREENS.map((m) => m.boardStatus?.(view));
}

/** The modules' sections of the board after the modules' line (the plot cards'), from the public view. */
export function boardSections(view: PublicView): unknown[] {
  return MODULE_SCREENS.map((m) => m.board?.(view));
}

/** The modules' counts of their own mission cards on the mission's recorder, in the UI list's order. */
export function missionCounts(view: PublicView, counted: number): MissionCount[] {
  return MODULE_SCREENS.flatMap((m) => m.missionCounts?.(view, counted) ?? []);
}

/** The modules' cards among a played mission's revealed cards ("1 Reverse card"), in the UI list's order. */
export function playedCards(m: MissionView): string[] {
  return MODULE_SCREENS.flatMap((s) => s.playedCards?.(m) ?? []);
}

/** The name of a mission card a module adds ("Reverse"), or `undefined` when no module names it. */
export function moduleCardName(card: MissionCard): string | undefined {
  return MODULE_SCREENS.map((m) => m.missionCardNames?.[card]).find((name) => name !== undefined)?.();
}

/** What the modules tell a seat of itself after its own card in its private reveal, from its own view: `''` when nothing. */
export function revealLines(view: SeatView): string {
  return MODULE_SCREENS.map((m) => m.revealLine?.(view) ?? '')
    .filter((line) => line !== '')
    .join(' ');
}

/** The team members whose card is played face up this mission, with their legends (ModuleScreens `faceUpCards`), in the UI list's order. */
export function faceUpCards(view: PublicView): { seat: Seat; legend: string }[] {
  return MODULE_SCREENS.flatMap((m) => m.faceUpCards?.(view) ?? []);
}

/** The modules' notes on the vote recorder (ModuleScreens `voteNote`), in the UI list's order. */
export function voteNotes(view: PublicView): unknown[] {
  return MODULE_SCREENS.map((m) => m.voteNote?.(view));
}
