/**
 * A module's secret pick (ui/module-ui.ts `ModuleSecretPick`) as a passed phone's private turn
 * draws it (rs-private-turns `'pick'`, ui/flow.ts `PickTurn`). Types only besides: it imports no
 * sentence file, so a module's own flows may use it without an import circle.
 */
import type { Ask } from '../core/step-types.ts';
import type { PickTurn } from './flow.ts';
import type { ModuleSecretPick } from './module-ui.ts';

/**
 * A module's secret pick as a passed phone's private turn draws it (rs-private-turns `'pick'`),
 * from the holder's ask: the module's words and options; `shown` says what the pick of the option
 * at `index` (labelled `label`) shows the holder until Hide.
 */
export function pickTurn(pick: ModuleSecretPick, ask: Ask, shown: (index: number, label: string) => string): PickTurn {
  const options = pick.options(ask);
  return {
    ...(pick.handover ? { handover: (who: string) => pick.handover!(who) } : {}),
    legend: pick.legend(),
    context: pick.context(ask),
    options,
    shown: (index) => shown(index, options[index]?.[1] ?? ''),
  };
}
