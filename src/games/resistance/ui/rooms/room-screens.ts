/**
 * The modules' parts of the room pages: each module's screens (ui/module-screens.ts) and its room
 * part (its UI line's `room`, ui/module-ui.ts), in the UI list's order, loaded with the room pages
 * only (a top-level await, so the pages draw them synchronously), never at start-up nor with the
 * one-device game screen. The pages look their hooks up here, so they name no module.
 */
import { MODULE_SCREENS } from '../module-screens.ts';
import { MODULE_UIS } from '../modules.ts';
import type { ModuleScreens, PhoneTurnKind } from '../module-ui.ts';

/** Every module's screens and room part, in the UI list's order (a module's screens before its room part). */
export const ROOM_SCREENS: readonly Partial<ModuleScreens>[] = (
  await Promise.all(
    MODULE_UIS.map(async (ui) => [MODULE_SCREENS.find((screens) => screens.id === ui.id), ui.room ? await ui.room() : undefined]),
  )
)
  .flat()
  .filter((part): part is Partial<ModuleScreens> => part !== undefined);

/** The modules' hooks of one name, in order (`hooks('phoneTurns')`). */
export function roomHooks<K extends keyof ModuleScreens>(key: K): NonNullable<ModuleScreens[K]>[] {
  return ROOM_SCREENS.flatMap((part) => (part[key] === undefined ? [] : [part[key] as NonNullable<ModuleScreens[K]>]));
}

/** The module's entry of kind `kind` in the record hooks named `key` (`phoneRoleSteps`), if a module has one. */
export function roomHook<K extends 'phoneSteps' | 'phoneRoleSteps' | 'phoneOptional' | 'phoneTurns' | 'secretPicks' | 'tableRoleSteps' | 'tableActions' | 'roomWaits'>(
  key: K,
  kind: string,
): NonNullable<ModuleScreens[K]>[string] | undefined {
  return roomHooks(key)
    .map((record) => (record as Record<string, NonNullable<ModuleScreens[K]>[string]>)[kind])
    .find((hook) => hook !== undefined);
}

/** The modules' turns on a phone (their `phoneTurnKinds`), in order. */
export const PHONE_TURN_KINDS: readonly PhoneTurnKind[] = roomHooks('phoneTurnKinds').flat();

/** The module's part of the step key of the phone's turn `turn` (its `phoneStepKey`), `''` when none. */
export function phoneTurnOwner(turn: string): Partial<ModuleScreens> | undefined {
  return ROOM_SCREENS.find((part) => part.phoneTurnKinds?.some((t) => t.turn === turn));
}
