/**
 * The Inquisitor module's line in the game's manifest (rules §4.5, R-INQ-1 … R-INQ-3; Hostile
 * Intent): light and always loaded; its code (engine.ts) loads only for games that use it.
 */
import type { ModuleManifest } from '../../core/module.ts';
import { isOn, optionOf } from '../../core/options.ts';

export const inquisitorManifest: ModuleManifest = {
  id: 'inquisitor',
  uses: (setup) => isOn(optionOf(setup, 'modules', 'inquisitor')),
  setupKeys: { modules: ['inquisitor'] },
  off: { modules: { inquisitor: false }, state: { inquisitor: null }, view: { inquisitor: null }, seat: { inquisitions: [] } },
  events: {
    inquisition: { rule: 'R-INQ-2', code: 'inquisition-not-now', message: 'the Inquisitor checks a player only right after missions 2, 3 and 4' },
  },
  // R-INQ-2: the holder's phone or the table names whom the Inquisitor checks (`game:inquire`).
  roomRequests: { inquire: { event: 'inquisition', seats: ['target'] } },
  room: {
    // R-INQ-2: the side of each player this seat checked; who checked whom is public (`view.inquisitor.checks`).
    secretBound: ({ board, seat }) => {
      const checks = (board['inquisitor'] as { checks: { by: number; target: number }[] } | null)?.checks ?? [];
      return { view: { inquisitions: checks.filter((c) => c.by === seat).map((c) => ({ target: c.target, side: 'resistance' })) }, changes: { inquisitions: 'inquisitor' } };
    },
  },
  load: () => import('./engine.ts').then((m) => m.inquisitor),
};
