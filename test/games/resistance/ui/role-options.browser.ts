/**
 * The role modules' part of the setup form: the button names the role modules
 * from their UI lines (`roleSetup.name`), and the part draws each module's own fields
 * (`roleSetup.load`, modules/<id>/ui/role-setup.ts) in one "Role modules" fieldset, with the same
 * ids, order and values as before the move: the Assassin's optional roles (R-ASN-OPT), the
 * Defector's variant (R-DEF-V1, R-DEF-V2), the Hunter's optional roles and Branding (R-HUN-OPT,
 * R-HUN-BRAND). The game starts with the options chosen (`rs-start`'s `roles`).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { RsSetup, StartDetail } from '../../../../src/games/resistance/ui/rs-setup.ts';
import '../../../../src/games/resistance/ui/rs-setup.ts';
import type { RoleOptions } from '../../../../src/games/resistance/engine.ts';
import { buttonIn, expectAccessibleScreen, useAppTestPage } from '../../../helpers/app-driver.ts';

async function openRoles(): Promise<{ setup: RsSetup; starts: StartDetail[] }> {
  const setup = await fixture<RsSetup>(html`<rs-setup></rs-setup>`);
  const starts: StartDetail[] = [];
  setup.addEventListener('rs-start', (e) => starts.push(e.detail));
  const open = setup.querySelector<HTMLButtonElement>('#setup-roles-open')!;
  expect(open.textContent!.trim()).to.equal('Role modules: none');
  expect(setup.querySelector(`#${open.getAttribute('aria-describedby')}`)!.textContent!.trim()).to.equal('Offered: Assassin, Defector, Hunter.');
  open.click();
  await waitUntil(() => document.activeElement?.id === 'setup-assassin', 'focus on the first role module');
  return { setup, starts };
}

/** The ids of the checkboxes and radios of the role modules' part, in the order of the page. */
function controls(setup: RsSetup): string[] {
  return [...setup.querySelectorAll<HTMLInputElement>('rs-role-options input')].map((input) => input.id);
}

async function click(setup: RsSetup, id: string): Promise<void> {
  setup.querySelector<HTMLInputElement>(`#${id}`)!.click();
  await setup.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>('rs-role-options')!.updateComplete;
  await setup.updateComplete;
}

async function start(setup: RsSetup, starts: StartDetail[]): Promise<RoleOptions | null> {
  buttonIn(setup, 'Start game').click();
  await waitUntil(() => starts.length > 0, 'the game starts');
  return starts[starts.length - 1]!.roles;
}

describe('the role modules in the setup form (their fields from their UI lines)', () => {
  useAppTestPage();

  it('one fieldset with each role module, its hint linked, focus on the first', async () => {
    const { setup } = await openRoles();
    const legend = setup.querySelector('rs-role-options fieldset > legend')!;
    expect(legend.textContent!.trim()).to.equal('Role modules');
    expect(controls(setup)).to.deep.equal(['setup-assassin', 'setup-defector', 'setup-hunter']);
    for (const id of controls(setup)) {
      const hint = document.getElementById(setup.querySelector(`#${id}`)!.getAttribute('aria-describedby')!);
      expect(hint?.textContent?.trim(), id).to.not.equal('');
    }
    await expectAccessibleScreen(setup);
  });

  it('R-ASN-OPT: the Assassin shows its optional roles; a role ticked is in the game started', async () => {
    const { setup, starts } = await openRoles();
    await click(setup, 'setup-assassin');
    expect(controls(setup)).to.deep.equal([
      'setup-assassin',
      'setup-body-guard',
      'setup-blind-spy',
      'setup-deep-cover',
      'setup-false-commander',
      'setup-defector',
      'setup-hunter',
    ]);
    expect(setup.querySelector('#setup-body-guard')!.closest('fieldset')!.querySelector('legend')!.textContent!.trim()).to.equal(
      'Optional roles of the Assassin module',
    );
    await click(setup, 'setup-deep-cover');
    await expectAccessibleScreen(setup);
    expect(await start(setup, starts)).to.deep.equal({ assassin: { deepCover: true } });
  });

  it('R-DEF-V1, R-DEF-V2: the Defector starts in variant I; variant II is a radio away', async () => {
    const { setup, starts } = await openRoles();
    await click(setup, 'setup-defector');
    const first = setup.querySelector<HTMLInputElement>('#setup-defector-1')!;
    expect(first.checked).to.equal(true);
    expect(first.closest('fieldset')!.querySelector('legend')!.textContent!.trim()).to.equal('Defector variant');
    await click(setup, 'setup-defector-2');
    expect(await start(setup, starts)).to.deep.equal({ defector: 'II' });
  });

  it('R-HUN-OPT: the Hunter with the Coordinator, and a module ticked off again leaves no role module', async () => {
    const { setup, starts } = await openRoles();
    await click(setup, 'setup-hunter');
    expect(controls(setup).slice(2)).to.deep.equal(['setup-hunter', 'setup-dummy-agent', 'setup-coordinator', 'setup-deep-agent', 'setup-pretender', 'setup-branding']);
    await click(setup, 'setup-coordinator');
    await click(setup, 'setup-assassin');
    await click(setup, 'setup-assassin');
    expect(await start(setup, starts)).to.deep.equal({ hunter: { coordinator: true }, assassin: null });
  });

  it('every module ticked off: no role module at all', async () => {
    const { setup, starts } = await openRoles();
    await click(setup, 'setup-defector');
    await click(setup, 'setup-defector');
    expect(await start(setup, starts)).to.equal(null);
  });
});
