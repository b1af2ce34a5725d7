/**
 * The Resistance: its core and its expansion modules, in the order of their steps at the same
 * moment (after a mission: the Hunter's accusation and investigation, then the Assassin's choice;
 * between two rounds: the Inquisitor's check, the loyalty card, the plot cards; in a mission's
 * counts: the Reverse cards before the Chief Fail cards, the face-up cards last).
 *
 * This is the game's manifest: one line per module. Each line is light (its `manifest.ts`); a
 * module's code loads only for games that use it (`loadModulesFor`, core/registry.ts). Adding a
 * module is a folder under `modules/` and one line here (docs/adding-a-module.md).
 */
import { registerManifest } from './core/registry.ts';
import type { ModuleManifest } from './core/module.ts';
import { trapperManifest } from './modules/trapper/manifest.ts';
import { reverserManifest } from './modules/reverser/manifest.ts';
import { hunterManifest } from './modules/hunter/manifest.ts';
import { assassinManifest } from './modules/assassin/manifest.ts';
import { inquisitorManifest } from './modules/inquisitor/manifest.ts';
import { defectorManifest } from './modules/defector/manifest.ts';
import { plotManifest } from './modules/plot/manifest.ts';

/** The modules of The Resistance, in order. */
export const MODULES: readonly ModuleManifest[] = [
  trapperManifest,
  reverserManifest,
  hunterManifest,
  assassinManifest,
  inquisitorManifest,
  defectorManifest,
  plotManifest,
];

registerManifest(MODULES);

export { loadModulesFor } from './core/registry.ts';
