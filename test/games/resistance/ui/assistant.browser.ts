/**
 * The notes memory aid in the app: closed by default and labelled as a memory aid; when
 * opened, each player's notes in words from the public record; the spy-set deduction only when
 * asked, with each player's share. axe clean.
 */
import { expect } from '@open-wc/testing';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { expectAccessibleScreen, gameFixture, mission, propose, useAppTestPage, vote } from '../../../helpers/app-driver.ts';

describe('notes memory aid', () => {
  useAppTestPage();
  let app: RsApp;
  afterEach(() => app?.remove());

  it('shows each player\'s notes on request, and the spy sets only when asked', async () => {
    app = await gameFixture({ players: 5 });
    // Mission 1: Player 1's team [0, 1] is approved by Players 1, 2, 3 and fails with one Fail card.
    await propose(app, [0, 1]);
    await vote(app, [0, 1, 2]);
    await mission(app, 1);

    const toggle = app.querySelector<HTMLButtonElement>('#assistant-toggle')!;
    expect(app.querySelector('#assistant-heading')!.textContent).to.include('memory aid');
    expect(toggle.getAttribute('aria-expanded'), 'closed by default').to.equal('false');
    expect(app.querySelector('#assistant-notes')!.hasAttribute('hidden')).to.equal(true);

    toggle.click();
    await app.whenIdle();
    await app.querySelector('rs-assistant')!.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const notes = app.querySelector('#assistant-notes')!;
    const byPlayer = [...notes.querySelectorAll('h3')].map((h) => [h.textContent!.trim(), h.nextElementSibling!.textContent!.replace(/\s+/g, ' ').trim()]);
    expect(byPlayer).to.have.length(5);
    expect(byPlayer[0]![1]).to.include('On mission 1 (failed, 1 Fail card).');
    expect(byPlayer[0]![1]).to.include('Approved the team of mission 1 (failed, 1 Fail card).');
    expect(byPlayer[0]![1]).to.include('Led proposals: 1, approved: 1.');
    expect(byPlayer[3]![1]).to.include('Not on any mission yet.');
    expect(byPlayer[3]![1]).to.not.include('Approved the team');
    expect(notes.querySelector('#assistant-sets'), 'the deduction is opt-in').to.equal(null);
    await expectAccessibleScreen(app.querySelector('rs-assistant')!);

    notes.querySelector<HTMLInputElement>('#assistant-deduce')!.click();
    await app.querySelector('rs-assistant')!.updateComplete;
    // C(5, 2) = 10 sets; those with Player 1 or Player 2 fit: 10 − C(3, 2) = 7.
    expect(notes.querySelector('#assistant-sets')!.textContent).to.include('7 of the 10 possible sets of 2 spies');
    const shares = [...notes.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')!.textContent!.trim());
    expect(shares).to.deep.equal(['57%', '57%', '29%', '29%', '29%']);
    await expectAccessibleScreen(app.querySelector('rs-assistant')!);
  });
});
