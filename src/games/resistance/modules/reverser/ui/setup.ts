/**
 * The Reverser module's options in the setup form (the app's and a room's; ui/table-fields.ts), loaded
 * when the form's modules part opens or a room's setup is shown (ui/module-setups.ts), not at
 * start-up (start-up JavaScript budget, docs/performance.md).
 */
import { html, nothing } from 'lit';
import { msg } from '@lit/localize';
import type { ModuleSetupUi } from '../../../ui/module-ui.ts';
import { avalon } from '../../../text/table-names.ts';

/** The setup form's values (R-REVS-1, R-REVS-OPT). */
interface ReverserValues {
  resistance: boolean;
  spy: boolean;
  /** R-REVS-OPT: the Spy Reverser is hidden from the other spies at the reveal. */
  spyHidden: boolean;
}

export const reverserSetup: ModuleSetupUi<ReverserValues> = {
  initial: () => ({ resistance: false, spy: false, spyHidden: false }),
  // Under Avalon's names the Good Reverser and the Evil Reverser (docs/avalon.md).
  render: (fields, v, update) =>
    html`${fields.box(
        'reverser-resistance',
        avalon() ? msg('Good Reverser') : msg('Resistance Reverser'),
        msg('Reverser module: a Reverse card flips a mission result when exactly one is revealed.'),
        v.resistance,
        (on) => update((current) => ({ ...current, resistance: on })),
      )}
      ${fields.box(
        'reverser-spy',
        avalon() ? msg('Evil Reverser') : msg('Spy Reverser'),
        avalon()
          ? msg("Reverser module: the minions of Mordred's Reverser, who may play Success or Reverse, never Fail.")
          : msg("Reverser module: the spies' Reverser, who may play Success or Reverse, never Fail."),
        v.spy,
        (on) => update((current) => ({ ...current, spy: on })),
      )}
      ${v.spy
        ? fields.box(
            'reverser-hidden',
            avalon() ? msg('Hide the Evil Reverser from the other minions of Mordred') : msg('Hide the Spy Reverser from the other spies'),
            avalon()
              ? msg('Optional rule: at the reveal the Evil Reverser keeps their eyes closed; the minions of Mordred do not learn each other fully.')
              : msg('Optional rule: at the reveal the Spy Reverser keeps their eyes closed; the spies do not learn each other fully.'),
            v.spyHidden,
            (on) => update((current) => ({ ...current, spyHidden: on })),
          )
        : nothing}`,
  on: (v) => v.resistance || v.spy,
  input: (v) => ({
    reverser: v.resistance || v.spy ? { resistance: v.resistance, spy: v.spy, ...(v.spy && v.spyHidden ? { spyHidden: true } : {}) } : null,
  }),
  summary: (v) => [...(v.resistance ? [avalon() ? msg('Good Reverser') : msg('Resistance Reverser')] : []), ...(v.spy ? [avalon() ? msg('Evil Reverser') : msg('Spy Reverser')] : [])],
};
