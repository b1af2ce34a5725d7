/**
 * The modules' options in the setup form (each UI line's `setup`, ui/module-ui.ts
 * `ModuleSetupUi`), loaded together on first need, not at start-up (start-up JavaScript budget,
 * docs/performance.md): when the app's setup form opens its "Expansion modules" part (rs-setup.ts),
 * or with a room's setup (rooms/rs-room-setup.ts, which awaits them before it is defined). Until
 * they are loaded no module's option can be on, so a form whose modules part was never opened
 * starts a game without modules (table-fields.ts).
 */
import { MODULE_UIS } from './modules.ts';
import type { ModuleSetupUi } from './module-ui.ts';

/** A module's setup part, loaded. */
export interface LoadedSetup {
  /** The module's id (`'trapper'`). */
  readonly id: string;
  readonly part: ModuleSetupUi<unknown>;
}

let loaded: readonly LoadedSetup[] | null = null;
let loading: Promise<readonly LoadedSetup[]> | null = null;

/** The modules' setup parts in the UI list's order, or `null` before {@link loadModuleSetups} has resolved. */
export function moduleSetups(): readonly LoadedSetup[] | null {
  return loaded;
}

/** Loads every module's setup part (once); resolves with them in the UI list's order. */
export function loadModuleSetups(): Promise<readonly LoadedSetup[]> {
  loading ??= Promise.all(MODULE_UIS.flatMap((m) => (m.setup ? [m.setup().then((part): LoadedSetup => ({ id: m.id, part }))] : []))).then(
    (list) => (loaded = list),
  );
  return loading;
}
