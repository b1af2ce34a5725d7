/**
 * The steps of a game: team picker (R-TEAM-1, R-TEAM-2, R-VAR-TGT), vote recorder (R-VOTE-1,
 * R-VOTE-2), mission recorder (R-MIS-1, R-MIS-3, R-MIS-4) and game over (R-END-1, R-VOTE-4):
 * what they say, what they refuse, and where focus goes after every action in <rs-app>.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { apply, availableMissions, createGame, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameSetupInput, GameState } from '../../../../src/games/resistance/engine.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsMissionRecorder } from '../../../../src/games/resistance/ui/rs-mission-recorder.ts';
import type { ProposeDetail, RsTeamPicker } from '../../../../src/games/resistance/ui/rs-team-picker.ts';
import type { RsVoteRecorder } from '../../../../src/games/resistance/ui/rs-vote-recorder.ts';
import '../../../../src/games/resistance/ui/rs-mission-recorder.ts';
import '../../../../src/games/resistance/ui/rs-team-picker.ts';
import '../../../../src/games/resistance/ui/rs-vote-recorder.ts';
import {
  buttonIn,
  expectAccessibleScreen,
  gameFixture,
  liveText,
  mission,
  playMission,
  propose,
  stepOf,
  useAppTestPage,
  vote,
} from '../../../helpers/app-driver.ts';
import { press } from '../../../helpers/keyboard.ts';

function players(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
}

function game(setup: Partial<GameSetupInput> & { count: number }, events: GameEvent[] = []): GameState {
  const { count, ...rest } = setup;
  return events.reduce(apply, createGame({ players: players(count), firstLeader: 0, ...rest }));
}

function statusText(el: Element, id: string): string {
  return el.querySelector(`#${id}`)!.textContent!.trim().replace(/\s+/g, ' ');
}

function checkbox(el: Element, name: string, value: number): HTMLInputElement {
  return el.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
}

describe('game steps', () => {
  useAppTestPage();

  describe('rs-team-picker', () => {
    async function pickerFixture(state: GameState): Promise<{ picker: RsTeamPicker; proposed: ProposeDetail[] }> {
      const picker = await fixture<RsTeamPicker>(
        html`<rs-team-picker .view=${viewFor(state, 'public')} .missions=${availableMissions(state)}></rs-team-picker>`,
      );
      const proposed: ProposeDetail[] = [];
      picker.addEventListener('rs-propose', (e) => proposed.push(e.detail));
      return { picker, proposed };
    }

    async function toggle(picker: RsTeamPicker, seat: number): Promise<void> {
      checkbox(picker, 'team', seat).click();
      await picker.updateComplete;
      await announcer.whenIdle();
    }

    it('says "N of M chosen" after each change and refuses a wrong team size', async () => {
      const { picker, proposed } = await pickerFixture(game({ count: 5 }));
      // The leader (seat 0) starts on the team (R-TEAM-2): one tap leaves them off.
      expect(checkbox(picker, 'team', 0).checked, 'the leader starts checked').to.equal(true);
      expect([1, 2, 3, 4].map((seat) => checkbox(picker, 'team', seat).checked)).to.deep.equal([false, false, false, false]);
      expect(picker.textContent).to.include('The leader starts on the team: uncheck them to leave them off.');
      expect(statusText(picker, 'team-count')).to.equal('1 of 2 chosen.');
      await toggle(picker, 0);
      expect(statusText(picker, 'team-count')).to.equal('0 of 2 chosen.');
      expect(announcer.last).to.equal('0 of 2 chosen.');
      await toggle(picker, 0);
      expect(statusText(picker, 'team-count')).to.equal('1 of 2 chosen.');
      expect(announcer.last).to.equal('1 of 2 chosen.');
      await toggle(picker, 3);
      expect(statusText(picker, 'team-count')).to.equal('2 of 2 chosen.');
      await toggle(picker, 4);
      expect(statusText(picker, 'team-count')).to.equal('3 chosen, 2 needed: remove 1.');
      expect(liveText('polite')).to.equal('3 chosen, 2 needed: remove 1.');

      buttonIn(picker, 'Propose team').click();
      await picker.updateComplete;
      await announcer.whenIdle();
      const error = 'Mission 1 needs a team of exactly 2; 3 chosen.';
      expect(proposed, 'no rs-propose for a wrong size').to.have.length(0);
      expect(statusText(picker, 'team-error')).to.equal(error);
      expect(liveText('assertive')).to.equal(error);
      expect(document.activeElement).to.equal(checkbox(picker, 'team', 0));
      expect(buttonIn(picker, 'Propose team').getAttribute('aria-describedby')).to.equal('team-error');
      await expectAccessibleScreen(picker);

      await toggle(picker, 4);
      expect(statusText(picker, 'team-error'), 'a change clears the error').to.equal('');
      buttonIn(picker, 'Propose team').click();
      expect(proposed).to.deep.equal([{ team: [0, 3], mission: 1 }]);
    });

    it('refuses a team that is too small', async () => {
      const { picker, proposed } = await pickerFixture(game({ count: 10 }));
      await toggle(picker, 2);
      buttonIn(picker, 'Propose team').click();
      await picker.updateComplete;
      await announcer.whenIdle();
      expect(proposed).to.have.length(0);
      expect(liveText('assertive')).to.equal('Mission 1 needs a team of exactly 3; 2 chosen.');
      expect(document.activeElement).to.equal(checkbox(picker, 'team', 0));
    });

    it('Enter on a player proposes the team once it is complete, and keeps focus on that player before', async () => {
      const { picker, proposed } = await pickerFixture(game({ count: 5 }));
      expect(picker.querySelector('form')!.getAttribute('role'), 'the form is not announced as a form').to.equal('none');
      expect(picker.querySelector('.hint')!.textContent).to.include('Enter on a player proposes the team once it is complete.');
      picker.focusFirst();
      expect(document.activeElement, 'focus on the leader').to.equal(checkbox(picker, 'team', 0));
      await press('Tab');
      await press('Tab');
      await press('Enter');
      await picker.updateComplete;
      await announcer.whenIdle();
      expect(proposed, 'nothing proposed with 1 of 2').to.have.length(0);
      expect(liveText('assertive')).to.equal('Mission 1 needs a team of exactly 2; 1 chosen.');
      expect(document.activeElement, 'focus stays where Enter was pressed').to.equal(checkbox(picker, 'team', 2));
      await press('Space');
      await press('Enter');
      expect(proposed).to.deep.equal([{ team: [0, 2], mission: 1 }]);
    });

    it('marks the leader and asks for a mission first with Targeting', async () => {
      const { picker, proposed } = await pickerFixture(game({ count: 7, variants: ['targeting'], firstLeader: 2 }));
      expect(checkbox(picker, 'team', 2).closest('label')!.textContent!.trim()).to.equal('Player 3 (leader)');
      const missions = [...picker.querySelectorAll<HTMLInputElement>('input[name="mission"]')].map((r) => r.value);
      expect(missions).to.deep.equal(['1', '2', '3', '4']);
      expect(picker.querySelector('input[name="mission"][value="4"]')!.closest('label')!.textContent).to.include(
        'Needs two Fail cards to fail.',
      );
      expect(picker.textContent).to.include('Mission 5 opens after two other missions succeed.');
      expect(statusText(picker, 'team-count')).to.equal('1 chosen. Choose a mission to know the team size.');
      await toggle(picker, 0);
      buttonIn(picker, 'Propose team').click();
      await picker.updateComplete;
      await announcer.whenIdle();
      expect(proposed).to.have.length(0);
      expect(liveText('assertive')).to.equal('Choose the mission the team goes on (Targeting).');
      expect(document.activeElement).to.equal(checkbox(picker, 'mission', 1));
      checkbox(picker, 'mission', 3).click();
      await picker.updateComplete;
      await announcer.whenIdle();
      expect(announcer.last).to.equal('Mission 3: team of 3. 2 of 3 chosen.');
      await toggle(picker, 1);
      buttonIn(picker, 'Propose team').click();
      expect(proposed).to.deep.equal([{ team: [0, 1, 2], mission: 3 }]);
    });

    it('with Targeting in the app, offers only open missions and mission 5 only after two successes', async () => {
      const app = await gameFixture({ players: 7, targeting: true });
      const offered = () => [...stepOf(app).querySelectorAll<HTMLInputElement>('input[name="mission"]')].map((r) => Number(r.value));
      expect(offered()).to.deep.equal([1, 2, 3, 4]);
      await playMission(app, 0, 2); // mission 2 succeeds
      expect(offered()).to.deep.equal([1, 3, 4]);
      await playMission(app, 1, 1); // mission 1 fails
      expect(offered(), 'two done but one success: mission 5 stays closed').to.deep.equal([3, 4]);
      expect(stepOf(app).textContent).to.include('Mission 5 opens after two other missions succeed.');
      await playMission(app, 1, 4); // one Fail card on mission 4 at 7 players: success (R-MIS-4)
      expect(app.view!.missions[3]!.result).to.equal('success');
      expect(offered()).to.deep.equal([3, 5]);
      expect(stepOf(app).textContent).not.to.include('Mission 5 opens');
      await expectAccessibleScreen(app);
    });

    it('with Targeting and the Polish reading, mission 5 opens after any two missions are done', async () => {
      const app = await gameFixture({ players: 5, targeting: true, mission5Rule: 'two-done' });
      const offered = () => [...stepOf(app).querySelectorAll<HTMLInputElement>('input[name="mission"]')].map((r) => Number(r.value));
      await playMission(app, 1, 1);
      expect(offered()).to.deep.equal([2, 3, 4]);
      expect(stepOf(app).textContent).to.include('Mission 5 opens after two other missions are done.');
      await playMission(app, 1, 3);
      expect(offered()).to.deep.equal([2, 4, 5]);
    });
  });

  describe('rs-vote-recorder', () => {
    async function recorderFixture(count: number): Promise<{ recorder: RsVoteRecorder; votes: number[][] }> {
      const state = game({ count }, [{ type: 'proposal', team: [0, 1] }]);
      const recorder = await fixture<RsVoteRecorder>(html`<rs-vote-recorder .view=${viewFor(state, 'public')}></rs-vote-recorder>`);
      const votes: number[][] = [];
      recorder.addEventListener('rs-vote', (e) => votes.push(e.detail.approve));
      return { recorder, votes };
    }

    async function click(recorder: RsVoteRecorder, el: HTMLElement): Promise<void> {
      el.click();
      await recorder.updateComplete;
      await announcer.whenIdle();
    }

    const checked = (recorder: RsVoteRecorder) =>
      [...recorder.querySelectorAll<HTMLInputElement>('input[name="approve"]')].map((c) => c.checked);

    it('everyone starts approved; "All reject" and "All approve" set every box and say the tally', async () => {
      const { recorder } = await recorderFixture(7);
      expect(checked(recorder)).to.deep.equal(Array(7).fill(true));
      expect(statusText(recorder, 'vote-tally')).to.equal('7 approve, 0 reject: the team will be approved.');
      await click(recorder, buttonIn(recorder, 'All reject'));
      expect(checked(recorder)).to.deep.equal(Array(7).fill(false));
      expect(liveText('polite')).to.equal('0 approve, 7 reject: the team will be rejected.');
      await click(recorder, buttonIn(recorder, 'All approve'));
      expect(checked(recorder)).to.deep.equal(Array(7).fill(true));
      expect(statusText(recorder, 'vote-tally')).to.equal('7 approve, 0 reject: the team will be approved.');
      expect(liveText('polite')).to.equal('7 approve, 0 reject: the team will be approved.');
    });

    it('"All reject" (one Shift+Tab before the first player) and "All approve" (after "Record vote") move focus to "Record vote" and say the tally once', async () => {
      const { recorder, votes } = await recorderFixture(5);
      const record = buttonIn(recorder, 'Record vote');
      for (const [label, sentence] of [
        ['All reject', '0 approve, 5 reject: the team will be rejected.'],
        ['All approve', '5 approve, 0 reject: the team will be approved.'],
      ] as const) {
        if (label === 'All reject') {
          recorder.focusFirst();
          await press('Shift+Tab');
        } else {
          await press('Tab');
        }
        expect(document.activeElement, `"${label}" one key away`).to.equal(buttonIn(recorder, label));
        const before = announcer.log.length;
        await press('Enter');
        await recorder.updateComplete;
        await announcer.whenIdle();
        expect(document.activeElement, `focus after "${label}"`).to.equal(record);
        expect(announcer.log.slice(before), `said once after "${label}"`).to.deep.equal([sentence]);
      }
      await press('Shift+Tab');
      expect(document.activeElement, 'the exceptions are a Shift+Tab away').to.equal(checkbox(recorder, 'approve', 4));
      await expectAccessibleScreen(recorder);
      await press('Tab');
      await press('Enter');
      expect(votes).to.deep.equal([[0, 1, 2, 3, 4]]);
    });

    it('tallies as the moderator marks: 4 approve, 3 reject at 7 players is approved (R-VOTE-2)', async () => {
      const { recorder, votes } = await recorderFixture(7);
      await click(recorder, buttonIn(recorder, 'All approve'));
      for (const seat of [1, 4, 6]) await click(recorder, checkbox(recorder, 'approve', seat));
      expect(statusText(recorder, 'vote-tally')).to.equal('4 approve, 3 reject: the team will be approved.');
      expect(announcer.last).to.equal('4 approve, 3 reject: the team will be approved.');
      expect(recorder.querySelector('fieldset')!.getAttribute('aria-describedby')).to.equal('vote-tally');
      await expectAccessibleScreen(recorder);
      buttonIn(recorder, 'Record vote').click();
      expect(votes).to.deep.equal([[0, 2, 3, 5]]);
    });

    it('a tie at 6 players is a rejection (R-VOTE-2)', async () => {
      const { recorder } = await recorderFixture(6);
      for (const seat of [1, 3, 5]) await click(recorder, checkbox(recorder, 'approve', seat));
      expect(statusText(recorder, 'vote-tally')).to.equal('3 approve, 3 reject: the team will be rejected.');
      await click(recorder, checkbox(recorder, 'approve', 5));
      expect(statusText(recorder, 'vote-tally')).to.equal('4 approve, 2 reject: the team will be approved.');
    });

    it('Enter on a player records the vote as it stands', async () => {
      const { recorder, votes } = await recorderFixture(5);
      expect(recorder.querySelector('form')!.getAttribute('role'), 'the form is not announced as a form').to.equal('none');
      expect(recorder.querySelector('.hint')!.textContent).to.include('Enter on a player records the vote.');
      recorder.focusFirst();
      await press('Tab');
      await press('Space');
      await press('Enter');
      expect(votes).to.deep.equal([[0, 2, 3, 4]]);
    });

    it('in the app, recording a 3–3 tie rejects the team, moves the vote track and the leader', async () => {
      const app = await gameFixture({ players: 6 });
      await propose(app);
      await vote(app, [0, 2, 4]);
      expect(app.view!.phase).to.equal('proposal');
      expect(app.view!.voteTrack).to.equal(1);
      expect(app.view!.leader).to.equal(1);
      expect(liveText('polite')).to.equal(
        'Team rejected, 3 approve, 3 reject. Vote track: 1 of 5 rejected in a row. Next leader: Player 2.',
      );
      expect(app.querySelector('rs-vote-history tbody td:nth-of-type(' + (4 + 6 + 1) + ')')!.textContent!.trim()).to.equal(
        'Rejected, 3 to 3',
      );
    });
  });

  describe('rs-mission-recorder', () => {
    async function recorderFixture(count: number, events: GameEvent[]): Promise<{ recorder: RsMissionRecorder; results: number[] }> {
      const state = game({ count }, events);
      const recorder = await fixture<RsMissionRecorder>(
        html`<rs-mission-recorder .view=${viewFor(state, 'public')}></rs-mission-recorder>`,
      );
      const results: number[] = [];
      recorder.addEventListener('rs-mission', (e) => results.push(e.detail.fails));
      return { recorder, results };
    }

    const radios = (recorder: RsMissionRecorder) =>
      [...recorder.querySelectorAll<HTMLInputElement>('input[name="fails"]')].map((r) => [
        r.value,
        r.closest('label')!.textContent!.trim(),
      ]);

    it('offers 0 to the team size and refuses to record with nothing chosen', async () => {
      const { recorder, results } = await recorderFixture(5, [
        { type: 'proposal', team: [0, 1] },
        { type: 'vote', approve: [0, 1, 2] },
        { type: 'mission', fails: 0 },
        { type: 'proposal', team: [1, 2, 3] },
        { type: 'vote', approve: [0, 1, 2] },
      ]);
      expect(radios(recorder)).to.deep.equal([
        ['0', 'No Fail cards'],
        ['1', '1 Fail card'],
        ['2', '2 Fail cards'],
        ['3', '3 Fail cards'],
      ]);
      // No Fail card is chosen at first, and the outcome says so: a mission without one is one tap.
      expect(checkbox(recorder, 'fails', 0).checked).to.equal(true);
      expect(statusText(recorder, 'mission-outcome')).to.equal('With no Fail cards, mission 2 succeeds.');
      await expectAccessibleScreen(recorder);

      checkbox(recorder, 'fails', 1).click();
      await recorder.updateComplete;
      expect(statusText(recorder, 'mission-error')).to.equal('');
      expect(statusText(recorder, 'mission-outcome')).to.equal('With 1 Fail card, mission 2 fails.');
      buttonIn(recorder, 'Record mission result').click();
      expect(results).to.deep.equal([1]);
    });

    it('Enter on a choice records the result', async () => {
      const { recorder, results } = await recorderFixture(5, [
        { type: 'proposal', team: [0, 1] },
        { type: 'vote', approve: [0, 1, 2] },
      ]);
      expect(recorder.querySelector('form')!.getAttribute('role'), 'the form is not announced as a form').to.equal('none');
      expect(recorder.querySelector('.hint')!.textContent).to.include('Enter on a choice records the result.');
      recorder.focusFirst();
      await press('ArrowDown');
      await press('Enter');
      expect(results).to.deep.equal([1]);
    });

    it('announces the outcome when a number of Fail cards is chosen (status message, WCAG 4.1.3)', async () => {
      const { recorder } = await recorderFixture(5, [
        { type: 'proposal', team: [0, 1] },
        { type: 'vote', approve: [0, 1, 2] },
      ]);
      const before = announcer.log.length;
      checkbox(recorder, 'fails', 1).click();
      await recorder.updateComplete;
      await announcer.whenIdle();
      expect(statusText(recorder, 'mission-outcome')).to.equal('With 1 Fail card, mission 1 fails.');
      // The team picker and the vote recorder announce their status after every change; the
      // mission recorder's outcome must reach a screen reader too, without moving focus.
      const status = recorder.querySelector('#mission-outcome')!;
      const isLive = status.getAttribute('role') === 'status' || status.hasAttribute('aria-live');
      expect(
        isLive || announcer.log.slice(before).includes('With 1 Fail card, mission 1 fails.'),
        'the outcome is announced (announcer) or in a status region',
      ).to.equal(true);
    });

    it('mission 4 at 7 players needs two Fail cards (R-MIS-4)', async () => {
      const events: GameEvent[] = [];
      for (const team of [[0, 1], [0, 1, 2], [0, 1, 2]]) {
        events.push({ type: 'proposal', team }, { type: 'vote', approve: [0, 1, 2, 3] }, { type: 'mission', fails: 0 });
      }
      // Two successes and... the third would end the game: make mission 3 fail instead.
      events[8] = { type: 'mission', fails: 1 };
      events.push({ type: 'proposal', team: [0, 1, 2, 3] }, { type: 'vote', approve: [0, 1, 2, 3] });
      const { recorder } = await recorderFixture(7, events);
      expect(radios(recorder).map(([v]) => v)).to.deep.equal(['0', '1', '2', '3', '4']);
      expect(recorder.querySelector('strong')!.textContent!.trim()).to.equal('Needs two Fail cards to fail.');
      checkbox(recorder, 'fails', 1).click();
      await recorder.updateComplete;
      expect(statusText(recorder, 'mission-outcome')).to.equal('With 1 Fail card, mission 4 succeeds.');
      checkbox(recorder, 'fails', 2).click();
      await recorder.updateComplete;
      expect(statusText(recorder, 'mission-outcome')).to.equal('With 2 Fail cards, mission 4 fails.');
    });
  });

  describe('focus after every action in the app', () => {
    it('after the game starts, focus is on the first team checkbox', async () => {
      const app = await gameFixture({ players: 5 });
      expect(document.activeElement).to.equal(checkbox(stepOf(app), 'team', 0));
      // The next step names the leader chosen at setup: "First leader" is not said too.
      expect(liveText('polite')).to.equal('Game started with 5 players. Player 1 proposes a team of 2 for mission 1.');
    });

    it('after proposing, focus is on the first player\'s box: everyone starts approved', async () => {
      const app = await gameFixture({ players: 5 });
      await propose(app);
      expect(document.activeElement).to.equal(checkbox(stepOf(app), 'approve', 0));
      expect([0, 1, 2, 3, 4].every((seat) => checkbox(stepOf(app), 'approve', seat).checked)).to.equal(true);
      expect(liveText('polite')).to.equal('Player 1 proposes Player 1 and Player 2 for mission 1. Record the vote.');
    });

    it('after a vote that approves, focus is on the first Fail-card radio', async () => {
      const app = await gameFixture({ players: 8 });
      await propose(app);
      await vote(app, [0, 1, 2, 3, 4]);
      expect(document.activeElement).to.equal(checkbox(stepOf(app), 'fails', 0));
    });

    it('after a rejection, focus is on the new leader\'s box', async () => {
      const app = await gameFixture({ players: 10 });
      await propose(app);
      await vote(app, 'reject');
      expect(stepOf(app).localName).to.equal('rs-team-picker');
      expect(document.activeElement).to.equal(checkbox(stepOf(app), 'team', 1));
      expect(checkbox(stepOf(app), 'team', 1).checked, 'the leader starts on the team').to.equal(true);
    });

    it('with Targeting, after a rejection focus is on the first mission radio', async () => {
      const app = await gameFixture({ players: 7, targeting: true });
      await propose(app);
      await vote(app, 'reject');
      expect(document.activeElement).to.equal(stepOf(app).querySelector('input[name="mission"]'));
    });

    it('after a mission, focus is on the next leader\'s box', async () => {
      const app = await gameFixture({ players: 5 });
      await playMission(app, 0);
      expect(document.activeElement).to.equal(checkbox(stepOf(app), 'team', 1));
    });

    it('when the resistance wins, focus is on the "Game over" heading and the end is announced assertively', async () => {
      const app = await gameFixture({ players: 5 });
      await playMission(app, 0);
      await playMission(app, 0);
      await playMission(app, 0);
      const heading = stepOf(app).querySelector('h2')!;
      expect(heading.textContent!.trim()).to.equal('Game over');
      expect(document.activeElement).to.equal(heading);
      expect(liveText('assertive')).to.equal('Mission 3 succeeded: no Fail cards. The resistance wins: three missions succeeded.');
      expect(document.title).to.match(/^Game over/);
      await expectAccessibleScreen(app);
    });

    it('when five teams in a row are rejected, the spies win and focus is on "Game over"', async () => {
      const app = await gameFixture({ players: 10 });
      for (let i = 0; i < 5; i++) {
        await propose(app);
        await vote(app, 'reject');
      }
      expect(app.view!.winner).to.deep.equal({ side: 'spies', reason: 'five-rejections' });
      const heading = stepOf(app).querySelector('h2')!;
      expect(heading.textContent!.trim()).to.equal('Game over');
      expect(document.activeElement).to.equal(heading);
      expect(liveText('assertive')).to.include('The spies win: five teams in a row were rejected.');
      // The game is over: nothing speaks of more rejections.
      expect(app.textContent).to.not.include('more rejections');
      expect(app.querySelector('#vote-track-text')!.textContent!.trim()).to.equal('Vote track: 5 of 5 rejected in a row: the spies won.');
    });

    it('when three missions fail, the spies win and focus is on "Game over"; "New game" goes back to the setup', async () => {
      const app = await gameFixture({ players: 6 });
      await playMission(app, 1);
      await playMission(app, 2);
      await propose(app);
      await vote(app, 'approve');
      await mission(app, 1);
      const heading = stepOf(app).querySelector('h2')!;
      expect(heading.textContent!.trim()).to.equal('Game over');
      expect(document.activeElement).to.equal(heading);
      expect(liveText('assertive')).to.include('The spies win: three missions failed.');

      buttonIn(stepOf(app), 'New game').click();
      await app.whenIdle();
      await app.querySelector('rs-setup')!.updateComplete;
      expect(app.view).to.equal(null);
      expect(document.activeElement?.id).to.equal('setup-count');
      // The saved games are above the form (it used to say "below").
      await announcer.whenIdle();
      expect(liveText('polite')).to.equal('New game: set up the table. The saved games, the one just played included, are above.');
    });

    it('after a refused proposal, focus stays in the step (never on the body)', async () => {
      const app = await gameFixture({ players: 5 });
      const picker = stepOf(app);
      // The leader alone (checked from the start) is one too few.
      buttonIn(picker, 'Propose team').click();
      await picker.updateComplete;
      await announcer.whenIdle();
      expect(app.view!.proposals).to.have.length(0);
      expect(document.activeElement).to.equal(checkbox(picker, 'team', 0));
      expect(liveText('assertive')).to.equal('Mission 1 needs a team of exactly 2; 1 chosen.');
    });
  });
});
