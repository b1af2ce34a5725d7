/**
 * The setup screen (R-SET-1, R-SET-4, R-VAR-TGT): its accessibility in every state (default,
 * Targeting with the mission-5 radios, a name error shown) and its validation of names: empty and
 * duplicate names are refused with aria-invalid, an error linked by aria-describedby, an assertive
 * announcement and focus on the first bad field.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { RsSetup, StartDetail } from '../../../../src/games/resistance/ui/rs-setup.ts';
import '../../../../src/games/resistance/ui/rs-setup.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { setupField, buttonIn, choose, expectAccessibleScreen, fill, liveText, useAppTestPage } from '../../../helpers/app-driver.ts';

async function setupFixture(): Promise<{ setup: RsSetup; starts: StartDetail[] }> {
  const setup = await fixture<RsSetup>(html`<rs-setup></rs-setup>`);
  const starts: StartDetail[] = [];
  setup.addEventListener('rs-start', (e) => starts.push(e.detail));
  return { setup, starts };
}

function nameField(setup: RsSetup, seat: number): HTMLInputElement {
  return setup.querySelector<HTMLInputElement>(`#setup-name-${seat}`)!;
}

/** The text of the elements `el` points at with aria-describedby. */
function description(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`)
    .join(' ');
}

/** Submits the form with its "Start game" button, as a user does, and waits for the result. */
async function submit(setup: RsSetup): Promise<void> {
  buttonIn(setup, 'Start game').click();
  await setup.updateComplete;
  await announcer.whenIdle();
}

describe('rs-setup', () => {
  useAppTestPage();

  describe('accessibility', () => {
    it('default state', async () => {
      const { setup } = await setupFixture();
      expect(setup.querySelectorAll('input[type="text"]')).to.have.length(5);
      await expectAccessibleScreen(setup);
    });

    it('with Targeting checked, the mission-5 radios show in their own group', async () => {
      const { setup } = await setupFixture();
      expect(setup.querySelectorAll('input[name="setup-mission5"]')).to.have.length(0);
      (await setupField(setup, 'targeting')).click();
      await setup.updateComplete;
      const radios = [...setup.querySelectorAll<HTMLInputElement>('input[name="setup-mission5"]')];
      expect(radios).to.have.length(2);
      expect(radios[0]!.checked, 'English rules are the default').to.equal(true);
      expect(radios[0]!.closest('fieldset')!.querySelector('legend')!.textContent!.trim()).to.equal(
        'Mission 5 may be chosen after',
      );
      await expectAccessibleScreen(setup);
    });

    it('with 10 players and a name error shown', async () => {
      const { setup } = await setupFixture();
      choose(setup.querySelector<HTMLSelectElement>('#setup-count')!, '10');
      await setup.updateComplete;
      fill(nameField(setup, 3), '');
      await setup.updateComplete;
      await submit(setup);
      expect(nameField(setup, 3).getAttribute('aria-invalid')).to.equal('true');
      await expectAccessibleScreen(setup);
    });
  });

  it('says how many spies the table has when the count changes', async () => {
    const { setup } = await setupFixture();
    expect(setup.querySelector('#setup-count-hint')!.textContent!.trim()).to.equal('5 players: 3 resistance and 2 spies.');
    choose(setup.querySelector<HTMLSelectElement>('#setup-count')!, '7');
    await setup.updateComplete;
    expect(setup.querySelectorAll('input[type="text"]')).to.have.length(7);
    expect(description(setup.querySelector('#setup-count')!)).to.equal('7 players: 4 resistance and 3 spies.');
  });

  it('refuses an empty name: aria-invalid, error linked by aria-describedby, announced, focus on the field', async () => {
    const { setup, starts } = await setupFixture();
    fill(nameField(setup, 1), '   ');
    await setup.updateComplete;
    await submit(setup);
    expect(starts, 'no rs-start').to.have.length(0);
    const field = nameField(setup, 1);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(description(field)).to.equal('Seat 2 needs a name.');
    expect(document.activeElement).to.equal(field);
    expect(liveText('assertive')).to.equal('Seat 2 needs a name.');
    for (const seat of [0, 2, 3, 4]) expect(nameField(setup, seat).getAttribute('aria-invalid'), `seat ${seat + 1}`).to.equal('false');
  });

  it('refuses a duplicate name (case-insensitive) on the later seat', async () => {
    const { setup, starts } = await setupFixture();
    fill(nameField(setup, 1), 'Ann');
    fill(nameField(setup, 3), ' ann ');
    await setup.updateComplete;
    await submit(setup);
    expect(starts).to.have.length(0);
    expect(nameField(setup, 1).getAttribute('aria-invalid')).to.equal('false');
    const field = nameField(setup, 3);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(description(field)).to.equal('Seats 2 and 4 are both called ann: give each player a different name.');
    expect(document.activeElement).to.equal(field);
    expect(liveText('assertive')).to.equal(description(field));
  });

  it('with several bad names, marks each and moves focus to the first bad field', async () => {
    const { setup, starts } = await setupFixture();
    fill(nameField(setup, 4), 'Player 1');
    fill(nameField(setup, 2), '');
    await setup.updateComplete;
    await submit(setup);
    expect(starts).to.have.length(0);
    expect(nameField(setup, 2).getAttribute('aria-invalid')).to.equal('true');
    expect(nameField(setup, 4).getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement).to.equal(nameField(setup, 2));
    expect(liveText('assertive')).to.equal('Seat 3 needs a name.');
  });

  it('clears a field\'s error as soon as it is corrected, then starts the game', async () => {
    const { setup, starts } = await setupFixture();
    fill(nameField(setup, 0), '');
    await setup.updateComplete;
    await submit(setup);
    expect(nameField(setup, 0).getAttribute('aria-invalid')).to.equal('true');
    fill(nameField(setup, 0), '  Zoë ');
    await setup.updateComplete;
    expect(nameField(setup, 0).getAttribute('aria-invalid')).to.equal('false');
    expect(description(nameField(setup, 0))).to.equal('');
    choose(setup.querySelector<HTMLSelectElement>('#setup-leader')!, '2');
    await submit(setup);
    expect(starts).to.deep.equal([
      {
        players: ['Zoë', 'Player 2', 'Player 3', 'Player 4', 'Player 5'],
        firstLeader: 2,
        variants: [],
        mission5Rule: 'two-successes',
        cards: 'physical',
        secretVotes: false,
        modules: null,
        roles: null,
      },
    ]);
  });

  it('passes Targeting with the Polish reading of mission 5 and Blind spies', async () => {
    const { setup, starts } = await setupFixture();
    (await setupField(setup, 'targeting')).click();
    (await setupField(setup, 'blind')).click();
    await setup.updateComplete;
    setup.querySelectorAll<HTMLInputElement>('input[name="setup-mission5"]')[1]!.click();
    await setup.updateComplete;
    await submit(setup);
    expect(starts).to.have.length(1);
    expect(starts[0]!.firstLeader).to.equal('random');
    expect(starts[0]!.variants).to.deep.equal(['targeting', 'blind-spies']);
    expect(starts[0]!.mission5Rule).to.equal('two-done');
  });
});
