/**
 * The game's UI list: one line per expansion module with screens, sentences or rules text of its
 * own (ui/module-ui.ts `ModuleUi`, each in `modules/<id>/ui/manifest.ts`), in the order of the
 * setup form, which is also the order of the summaries and of the rules reference's parts.
 *
 * It is apart from the engine's manifest (game.ts) because that one is engine code: the room
 * server and the engine tests load it in Node, and engine code imports no UI (the architecture's
 * `engine-is-pure`, even through a lazy import, which would also bring Lit into the server's type
 * check). Adding a module is its folder, its line in game.ts and its line here
 * (docs/adding-a-module.md); the shared screens, sentence files and rules reference iterate over
 * this list instead of naming modules (what they still name is listed in that document's
 * introduction and, for imports, in .dependency-cruiser-known-violations.json).
 */
import type { ModuleUi } from './module-ui.ts';
import { plotUi } from '../modules/plot/ui/manifest.ts';
import { trapperUi } from '../modules/trapper/ui/manifest.ts';
import { inquisitorUi } from '../modules/inquisitor/ui/manifest.ts';
import { reverserUi } from '../modules/reverser/ui/manifest.ts';
import { assassinUi } from '../modules/assassin/ui/manifest.ts';
import { defectorUi } from '../modules/defector/ui/manifest.ts';
import { hunterUi } from '../modules/hunter/ui/manifest.ts';

/** The UI lines of The Resistance's modules, in the setup form's order. */
export const MODULE_UIS: readonly ModuleUi[] = [plotUi, trapperUi, inquisitorUi, reverserUi, assassinUi, defectorUi, hunterUi];
