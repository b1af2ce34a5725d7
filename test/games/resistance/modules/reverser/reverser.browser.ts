/**
 * The Reverser's screens through the shared screens' hooks (ModuleScreens `missionCounts`,
 * `playedCards`, `missionCardNames`, `revealLine`): the Reverse cards on the mission's
 * recorder with physical cards (R-REVS-2, R-REVS-3), with the Hunter's Chief Fail cards
 * (R-HUN-MIS) beside them, the draft an undo gives back, the board's result, the cards' names,
 * and the Reverser line of a player's own card in the private reveal (R-REVS-1).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { apply, createGame, viewFor } from '../../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameSetupInput, GameState, MissionEvent } from '../../../../../src/games/resistance/engine.ts';
import type { MissionDetail, RsMissionRecorder } from '../../../../../src/games/resistance/ui/rs-mission-recorder.ts';
import type { RsBoard } from '../../../../../src/games/resistance/ui/rs-board.ts';
import type { RsPrivateTurns } from '../../../../../src/games/resistance/ui/rs-private-turns.ts';
import '../../../../../src/games/resistance/ui/rs-mission-recorder.ts';
import '../../../../../src/games/resistance/ui/rs-board.ts';
import '../../../../../src/games/resistance/ui/rs-private-turns.ts';
import { missionCardName } from '../../../../../src/games/resistance/ui/secret-choice.ts';
import { missionDraftOf } from '../../../../../src/games/resistance/ui/undo-drafts.ts';
import { expectAccessibleScreen, useAppTestPage } from '../../../../helpers/app-driver.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];

function game(setup: Partial<GameSetupInput>, events: GameEvent[] = []): GameState {
  return events.reduce(apply, createGame({ players: PLAYERS, firstLeader: 0, ...setup }));
}

/** 7 players with both Reversers and the Hunter (Chief Fail cards at 7+, R-HUN-MIS), mission 1's team approved. */
function missionOne(): GameState {
  return game({ modules: { reverser: { resistance: true, spy: true } }, roles: { hunter: {} } }, [
    { type: 'proposal', team: [0, 1], investigator: 2 },
    { type: 'vote', approve: [0, 1, 2, 3] },
  ]);
}

const text = (el: Element, selector: string) => el.querySelector(selector)!.textContent!.trim().replace(/\s+/g, ' ');
const radio = (el: Element, name: string, value: string) => el.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;

describe('the Reverser through the shared screens', () => {
  useAppTestPage();

  it('the recorder counts Chief Fail then Reverse cards; one Reverse flips the result (R-HUN-MIS, R-REVS-3)', async () => {
    const recorder = await fixture<RsMissionRecorder>(html`<rs-mission-recorder .view=${viewFor(missionOne(), 'public')}></rs-mission-recorder>`);
    const sent: MissionDetail[] = [];
    recorder.addEventListener('rs-mission', (e) => sent.push(e.detail));
    const groups = [...recorder.querySelectorAll('fieldset')].map((f) => f.querySelector('legend')!.textContent!.trim());
    expect(groups).to.deep.equal(['Fail cards revealed', 'Chief Fail cards revealed', 'Reverse cards revealed']);
    expect([...recorder.querySelectorAll<HTMLInputElement>('input[name="reverses"]')].map((r) => r.closest('label')!.textContent!.trim())).to.deep.equal([
      'No Reverse cards',
      '1 Reverse card',
      '2 Reverse cards',
    ]);
    radio(recorder, 'fails', '0').click();
    radio(recorder, 'chief-fails', '1').click();
    await recorder.updateComplete;
    expect(text(recorder, '#mission-outcome')).to.equal('With no Fail cards, 0 Reverse cards, mission 1 fails.');
    radio(recorder, 'reverses', '1').click();
    await recorder.updateComplete;
    expect(text(recorder, '#mission-outcome')).to.equal('With no Fail cards, 1 Reverse card, mission 1 succeeds.');
    radio(recorder, 'reverses', '2').click();
    await recorder.updateComplete;
    expect(text(recorder, '#mission-outcome'), 'two Reverse cards leave the result').to.equal('With no Fail cards, 2 Reverse cards, mission 1 fails.');
    await expectAccessibleScreen(recorder);
    recorder.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await recorder.updateComplete;
    expect(sent, 'nothing sent with too many cards').to.deep.equal([]);
    expect(text(recorder, '#mission-error')).to.equal('Only 2 cards are revealed: too many Fail and Reverse cards.');
    radio(recorder, 'reverses', '1').click();
    await recorder.updateComplete;
    recorder.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(sent).to.deep.equal([{ fails: 0, chiefFails: 1, reverses: 1 }]);
  });

  it('an undone mission gives its counts back to the recorder (undo-drafts.ts)', async () => {
    const event: MissionEvent = { type: 'mission', fails: 1, reverses: 1, chiefFails: 0 };
    const draft = missionDraftOf(event);
    expect(draft).to.deep.equal({ fails: 1, reverses: 1, chiefFails: 0 });
    const recorder = await fixture<RsMissionRecorder>(html`<rs-mission-recorder .view=${viewFor(missionOne(), 'public')} .draft=${draft}></rs-mission-recorder>`);
    expect(radio(recorder, 'fails', '1').checked).to.equal(true);
    expect(radio(recorder, 'reverses', '1').checked).to.equal(true);
    expect(radio(recorder, 'chief-fails', '0').checked).to.equal(true);
    expect(text(recorder, '#mission-outcome')).to.equal('With 1 Fail card, 1 Reverse card, mission 1 succeeds.');
  });

  it('the board says the Reverse cards of a played mission; the cards have their names', async () => {
    const state = apply(missionOne(), { type: 'mission', fails: 0, chiefFails: 0, reverses: 1 });
    const board = await fixture<RsBoard>(html`<rs-board .view=${viewFor(state, 'public')}></rs-board>`);
    expect(text(board, '.mission')).to.include('Fail, no Fail cards, 1 Reverse card.');
    expect(['success', 'fail', 'reverse', 'chief-fail'].map((card) => missionCardName(card as 'success'))).to.deep.equal(['Success', 'Fail', 'Reverse', 'Chief Fail']);
  });

  it('a player hears whether they are a Reverser after their own card, from their own view (R-REVS-1)', async () => {
    const state = game({ spies: [2, 5, 6], modules: { reverser: { resistance: true, spy: true } }, reversers: { resistance: 0, spy: 5 } });
    for (const [seat, line] of [
      [0, 'You are a Reverser.'],
      [1, "You're no Reverser."],
    ] as const) {
      const turns = await fixture<RsPrivateTurns>(html`<rs-private-turns .state=${state} kind="reveal" .seats=${[seat]}></rs-private-turns>`);
      turns.querySelector<HTMLButtonElement>('#turn-open')!.click();
      await turns.updateComplete;
      const phrase = text(turns, '#private-phrase');
      expect(phrase.endsWith(line), phrase).to.equal(true);
      const others = [...turns.querySelectorAll('#private-reveal li')].slice(1).map((li) => li.textContent!);
      expect(others, 'every other card').to.have.length(6);
      for (const other of others) expect(other, 'only the own card').to.not.include('Reverser');
      turns.remove();
    }
  });
});
