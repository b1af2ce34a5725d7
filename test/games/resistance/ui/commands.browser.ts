/**
 * The command field on the one-device game screen: a 5-player round with physical cards recorded
 * by typing, in at most 10 key presses (counted: a chord such as Alt+K is one press, each typed
 * character one), focus staying in the field; questions answered in one sentence, announced (heard
 * by the virtual screen reader) and shown; unknown input says what is accepted; no command
 * over a private screen; axe on the open field.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { expectAccessibleScreen, gameFixture, liveText, useAppTestPage } from '../../../helpers/app-driver.ts';
import { press, type } from '../../../helpers/keyboard.ts';

/** Key presses made through {@link key} and {@link typed}. */
let presses = 0;

async function key(name: string): Promise<void> {
  presses += 1;
  await press(name);
}

async function typed(text: string): Promise<void> {
  presses += text.length;
  await type(text);
}

/** Sends the field's line with Enter and waits until the app has recorded, rendered and spoken. */
async function enter(app: RsApp): Promise<void> {
  const before = announcer.log.length;
  await key('Enter');
  await waitUntil(() => announcer.log.length > before, 'an answer was announced');
  await app.whenIdle();
  await announcer.whenIdle();
}

function answer(app: RsApp): string {
  return app.querySelector('#command-answer')?.textContent?.trim() ?? '';
}

describe('typed commands and questions (Alt+K)', () => {
  useAppTestPage();

  it('records a 5-player round with physical cards in at most 10 key presses, focus staying in the field', async () => {
    const app = await gameFixture({ players: 5 });
    presses = 0;
    await key('Alt+KeyK');
    const input = app.querySelector<HTMLInputElement>('#command-input');
    expect(input, 'the field opened').to.not.equal(null);
    expect(document.activeElement).to.equal(input);

    await typed('t13');
    await enter(app);
    expect(app.view!.phase).to.equal('vote');
    expect(app.view!.proposals[0]!.team).to.deep.equal([0, 2]);
    expect(document.activeElement, 'focus stays in the field').to.equal(input);
    expect(answer(app)).to.equal(announcer.last);
    expect(answer(app)).to.match(/^Player 1 proposes Player 1 and Player 3 for mission 1/);

    await typed('a');
    await enter(app);
    expect(app.view!.phase).to.equal('mission');

    await typed('s');
    await enter(app);
    expect(app.view!.missions[0]!.result).to.equal('success');
    expect(app.view!.phase).to.equal('proposal');
    expect(document.activeElement).to.equal(input);
    expect(input!.value, 'the field empties after each command').to.equal('');
    expect(presses, 'key presses for one round').to.be.at.most(10);
    expect(presses).to.equal(9);
    await expectAccessibleScreen(app);
  });

  it('answers questions in one sentence, heard by a screen reader and shown; unknown input says what it accepts', async () => {
    const app = await gameFixture({ players: 5 });
    await key('Alt+KeyK');
    await typed('team 1 2');
    await enter(app);
    await typed('approve all but 2 4 5');
    await enter(app);
    expect(app.view!.voteTrack).to.equal(1);
    await virtual.start({ container: document.body });
    await typed('who rejected mission 1');
    await enter(app);
    const said = "Mission 1: proposal 1, Player 1's team: rejected by Player 2, Player 4, and Player 5.";
    expect(answer(app)).to.equal(said);
    expect(liveText('polite')).to.equal(said);
    await waitUntil(async () => (await virtual.spokenPhraseLog()).some((p) => p.includes(said)), 'the answer was spoken');

    await typed('vote track');
    await enter(app);
    expect(answer(app)).to.match(/^Vote track: 1 of 5 rejected in a row\./);

    await typed('banana');
    await enter(app);
    expect(answer(app)).to.match(/^Not understood: "banana"\. Commands: team 1 3/);
    expect(app.querySelector<HTMLInputElement>('#command-input')!.value, 'kept to be corrected').to.equal('banana');
    await virtual.stop();

    // Escape closes the field; focus goes back where it was.
    await key('Escape');
    expect(app.querySelector('#command-input')).to.equal(null);
    expect(document.activeElement?.id === 'command-open' || app.querySelector('#step')!.contains(document.activeElement)).to.equal(true);
  });

  it('takes Polish words', async () => {
    const app = await gameFixture({ players: 5 });
    await key('Alt+KeyK');
    await typed('drużyna 2 3');
    await enter(app);
    await typed('za wszyscy');
    await enter(app);
    await typed('porażki 1');
    await enter(app);
    expect(app.view!.missions[0]!.result).to.equal('fail');
    await typed('kto był na nieudanych misjach');
    await enter(app);
    expect(answer(app)).to.equal('On failed missions: mission 1: Player 2 and Player 3.');
  });

  it('a refused command says the rule and records nothing', async () => {
    const app = await gameFixture({ players: 5 });
    await key('Alt+KeyK');
    await typed('team 1 2 3');
    await enter(app);
    expect(app.view!.phase).to.equal('proposal');
    expect(app.view!.proposals).to.have.length(0);
    expect(answer(app)).to.not.equal('');
    expect(liveText('assertive')).to.equal(answer(app));
  });
});
