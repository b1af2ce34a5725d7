/**
 * The spy reveal script (R-REV-1, R-VAR-BLIND) read aloud for tables with physical cards:
 * nothing is spoken until Read is pressed, only a local voice speaks, Stop cancels, a device
 * without an offline voice is told so, and the blind-spies script has no reveal.
 *
 * `window.speechSynthesis` and `window.SpeechSynthesisUtterance` are replaced by fakes that
 * record every utterance and fire `end` asynchronously (or when the test says so). No fixed
 * sleeps: tests wait on the fake's promises, the component's events and `updateComplete`.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { spyCount } from '../../../../src/games/resistance/engine.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { revealScriptLines } from '../../../../src/games/resistance/ui/rs-reveal-script.ts';
import type { RsRevealScript, ScriptEndDetail } from '../../../../src/games/resistance/ui/rs-reveal-script.ts';
import '../../../../src/games/resistance/ui/rs-reveal-script.ts';
import { pickLocalVoice } from '../../../../src/platform/settings/speech.ts';
import { expectNoAxeViolations, expectTargets } from '../../../helpers/a11y.ts';
import { FakeSynth, FakeUtterance, installSpeech, voice } from '../../../helpers/fake-speech.ts';
import { useAppTestPage } from '../../../helpers/app-driver.ts';

const LOCAL_EN = voice('Local English', 'en-US', true);
const REMOTE_EN = voice('Cloud English', 'en-US', false, true);


function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').trim().replace(/\s+/g, ' ');
}

function items(el: RsRevealScript): HTMLLIElement[] {
  return [...el.querySelectorAll<HTMLLIElement>('#reveal-script-lines > li')];
}

function readButton(el: RsRevealScript): HTMLButtonElement {
  return el.querySelector<HTMLButtonElement>('#reveal-script-read')!;
}

function stopButton(el: RsRevealScript): HTMLButtonElement | null {
  return el.querySelector<HTMLButtonElement>('#reveal-script-stop');
}

async function expectAccessible(el: HTMLElement): Promise<void> {
  await expect(el).to.be.accessible();
  await expectNoAxeViolations(el);
  expectTargets(el);
}

/** Presses Read the way a user does (focus, then click) and returns the end event's promise. */
function pressRead(el: RsRevealScript): Promise<CustomEvent<ScriptEndDetail>> {
  const ended = oneEvent<CustomEvent<ScriptEndDetail>>(el, 'rs-script-end');
  readButton(el).focus();
  readButton(el).click();
  return ended;
}

const STANDARD = [
  'Everyone close your eyes.',
  'Spies, open your eyes and look around to learn the other spies.',
  "Spies, close your eyes. Everyone's eyes should be closed.",
  'Everyone open your eyes.',
];

describe('rs-reveal-script (R-REV-1, R-VAR-BLIND)', () => {
  let restore: (() => void) | null = null;
  useAppTestPage();
  afterEach(() => {
    restore?.();
    restore = null;
    expect(window.SpeechSynthesisUtterance, 'the real speech API is back').not.to.equal(FakeUtterance);
    expect(window.speechSynthesis).not.to.be.instanceOf(FakeSynth);
  });

  function useSpeech(synth: FakeSynth | undefined): void {
    restore = installSpeech(synth);
  }

  it('shows the R-REV-1 script as an ordered list and speaks nothing on render', async () => {
    const synth = new FakeSynth([LOCAL_EN, REMOTE_EN]);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script></rs-reveal-script>`);
    const section = el.querySelector('section')!;
    const heading = document.getElementById(section.getAttribute('aria-labelledby')!)!;
    expect(heading.tagName).to.equal('H2');
    expect(heading.id).to.match(/^reveal-script-/);
    expect(text(heading)).to.equal('Spy reveal script');
    expect(items(el).map(text)).to.deep.equal(STANDARD);
    expect(el.lines).to.deep.equal(STANDARD);
    expect(el.querySelector('[aria-current]')).to.equal(null);
    expect(text(readButton(el))).to.equal('Read the script aloud');
    expect(stopButton(el)).to.equal(null);
    expect(synth.spoken).to.have.length(0);
    expect(el.reading).to.equal(false);
    await expectAccessible(el);
    expect(synth.spoken, 'still nothing spoken').to.have.length(0);
  });

  it('offers a labelled pause of 2, 5 (default), 10 or 15 seconds', async () => {
    useSpeech(new FakeSynth([LOCAL_EN]));
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script></rs-reveal-script>`);
    // Radios in a fieldset, not a <select>: a select drawn after the game starts makes Chromium
    // report its selection, and Orca moves its focus there, away from the first step.
    expect(el.querySelector('select'), 'no select').to.equal(null);
    const radios = [...el.querySelectorAll<HTMLInputElement>('input[type="radio"][name="reveal-script-pause"]')];
    expect(text(radios[0]!.closest('fieldset')!.querySelector('legend'))).to.equal('Pause between lines');
    expect(radios.map((r) => [r.value, text(r.closest('label'))])).to.deep.equal([
      ['2', '2 seconds'],
      ['5', '5 seconds'],
      ['10', '10 seconds'],
      ['15', '15 seconds'],
    ]);
    expect(radios.find((r) => r.checked)?.value).to.equal('5');
    expect(el.pauseSeconds).to.equal(5);
    radios[2]!.click();
    await el.updateComplete;
    expect(el.pauseSeconds).to.equal(10);
    expect(radios[2]!.checked).to.equal(true);
  });

  it('Read speaks the four lines in order with the local voice only, then announces the end', async () => {
    const synth = new FakeSynth([REMOTE_EN, LOCAL_EN]);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script .pauseSeconds=${0}></rs-reveal-script>`);
    const logBefore = announcer.log.length;
    const started = oneEvent(el, 'rs-script-start');
    const ended = pressRead(el);
    await started;
    const end = await ended;
    expect(end.detail.reason).to.equal('done');
    expect(synth.spoken.map((u) => u.text)).to.deep.equal(STANDARD);
    expect(synth.spoken.every((u) => u.voice === LOCAL_EN), 'every line in the local voice').to.equal(true);
    expect(synth.spoken.every((u) => u.lang === 'en-US')).to.equal(true);
    expect(synth.cancels).to.equal(0);

    await el.readingDone;
    await announcer.whenIdle();
    const said = announcer.log.slice(logBefore);
    expect(said).to.deep.equal([
      'Reading the spy reveal script aloud.',
      'The spy reveal script has been read to the end.',
    ]);
    for (const line of STANDARD) expect(said, 'script lines are spoken by the voice, not announced').not.to.include(line);
    expect(el.reading).to.equal(false);
    expect(el.querySelector('[aria-current]')).to.equal(null);
    expect(stopButton(el)).to.equal(null);
    expect(document.activeElement, 'focus back on Read').to.equal(readButton(el));
  });

  it('marks the line being spoken and keeps focus on Stop while reading', async () => {
    const synth = new FakeSynth([LOCAL_EN], false);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script .pauseSeconds=${0}></rs-reveal-script>`);
    const ended = pressRead(el);
    await synth.whenSpoken(1);
    await el.updateComplete;
    expect(el.reading).to.equal(true);
    expect(el.currentLine).to.equal(0);
    const current = el.querySelector('li[aria-current="step"]')!;
    expect(current).to.equal(items(el)[0]);
    expect(current.querySelector('[aria-hidden="true"]')!.textContent!.trim(), 'a visible marker').to.equal('▶');
    expect(el.querySelectorAll('[aria-current]')).to.have.length(1);
    expect(document.activeElement, 'focus on Stop').to.equal(stopButton(el));
    expect(text(readButton(el))).to.equal('Reading aloud…');
    expect(readButton(el).getAttribute('aria-disabled')).to.equal('true');
    expect(text(el.querySelector('#reveal-script-progress'))).to.equal('Reading line 1 of 4.');
    await expectAccessible(el);

    synth.endCurrent();
    await synth.whenSpoken(2);
    await el.updateComplete;
    expect(el.querySelector('li[aria-current="step"]')).to.equal(items(el)[1]);
    expect(text(el.querySelector('#reveal-script-progress'))).to.equal('Reading line 2 of 4.');

    readButton(el).click(); // pressing Read again while reading starts nothing new
    synth.endCurrent();
    await synth.whenSpoken(3);
    synth.endCurrent();
    await synth.whenSpoken(4);
    synth.endCurrent();
    expect((await ended).detail.reason).to.equal('done');
    expect(synth.spoken.map((u) => u.text)).to.deep.equal(STANDARD);
  });

  it('Stop cancels the voice, speaks no further line and puts focus back on Read', async () => {
    const synth = new FakeSynth([LOCAL_EN], false);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script .pauseSeconds=${0}></rs-reveal-script>`);
    const logBefore = announcer.log.length;
    const ended = pressRead(el);
    await synth.whenSpoken(1);
    await el.updateComplete;
    stopButton(el)!.click();
    const end = await ended;
    expect(end.detail.reason).to.equal('stopped');
    expect(synth.cancels).to.equal(1);
    expect(synth.spoken.map((u) => u.text)).to.deep.equal([STANDARD[0]]);
    expect(el.reading).to.equal(false);
    expect(el.querySelector('[aria-current]')).to.equal(null);
    expect(stopButton(el)).to.equal(null);
    expect(text(readButton(el))).to.equal('Read the script aloud');
    expect(readButton(el).getAttribute('aria-disabled')).to.equal('false');
    expect(document.activeElement).to.equal(readButton(el));
    await announcer.whenIdle();
    expect(announcer.log.slice(logBefore)).to.deep.equal(['Reading the spy reveal script aloud.', 'Stopped reading the script.']);
  });

  it('Stop during the pause between lines clears the timer: the next line is never spoken', async function () {
    this.timeout(5000); // the pause is 15 s: only a cleared timer ends this in time
    const synth = new FakeSynth([LOCAL_EN]);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script .pauseSeconds=${15}></rs-reveal-script>`);
    const ended = pressRead(el);
    await synth.whenEnded(1);
    await el.updateComplete;
    expect(el.currentLine, 'paused after line 1').to.equal(0);
    expect(synth.spoken).to.have.length(1);
    el.stop();
    expect((await ended).detail.reason).to.equal('stopped');
    expect(synth.spoken).to.have.length(1);
    expect(synth.cancels).to.equal(1);
  });

  it('stops speaking when it leaves the page', async () => {
    const synth = new FakeSynth([LOCAL_EN], false);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script .pauseSeconds=${0}></rs-reveal-script>`);
    const ended = pressRead(el);
    await synth.whenSpoken(1);
    el.remove();
    expect((await ended).detail.reason).to.equal('stopped');
    expect(synth.cancels).to.equal(1);
    expect(synth.spoken).to.have.length(1);
  });

  it('with no local voice: says so, shows it, and speaks nothing', async () => {
    const synth = new FakeSynth([REMOTE_EN, voice('Cloud Polish', 'pl-PL', false)]);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script .pauseSeconds=${0}></rs-reveal-script>`);
    const end = await pressRead(el);
    expect(end.detail.reason).to.equal('no-voice');
    const sentence = 'This device has no offline voice: read the script from the screen.';
    expect(text(el.querySelector('#reveal-script-notice'))).to.equal(sentence);
    await announcer.whenIdle();
    expect(announcer.last).to.equal(sentence);
    expect(synth.spoken).to.have.length(0);
    expect(synth.cancels).to.equal(0);
    expect(items(el).map(text), 'the script stays on screen').to.deep.equal(STANDARD);
    expect(document.activeElement).to.equal(readButton(el));
    await expectAccessible(el);
  });

  it('a synthesizer error part-way stops the reading and says to read from the screen', async () => {
    const synth = new FakeSynth([LOCAL_EN], false);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script .pauseSeconds=${0}></rs-reveal-script>`);
    const ended = pressRead(el);
    await synth.whenSpoken(1);
    synth.current!.dispatchEvent(Object.assign(new Event('error'), { error: 'synthesis-failed' }));
    expect((await ended).detail.reason).to.equal('error');
    expect(synth.spoken).to.have.length(1);
    const sentence = 'The voice stopped with an error: read the script from the screen.';
    expect(text(el.querySelector('#reveal-script-notice'))).to.equal(sentence);
    await announcer.whenIdle();
    expect(announcer.last).to.equal(sentence);
    expect(document.activeElement).to.equal(readButton(el));
  });

  it('without speech synthesis at all: the same sentence, nothing spoken', async () => {
    useSpeech(undefined);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script></rs-reveal-script>`);
    const end = await pressRead(el);
    expect(end.detail.reason).to.equal('no-voice');
    expect(text(el.querySelector('#reveal-script-notice'))).to.equal(
      'This device has no offline voice: read the script from the screen.',
    );
  });

  it('waits for voices that load late (voiceschanged), then speaks with the local one', async () => {
    const synth = new FakeSynth([]);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script .pauseSeconds=${0}></rs-reveal-script>`);
    el.voiceWaitMs = 60_000; // a deadline far away: only the event can end the wait in time
    const ended = pressRead(el);
    await synth.until(() => synth.listeners.has('voiceschanged'));
    await el.updateComplete;
    expect(text(readButton(el))).to.equal('Looking for an offline voice…');
    expect(synth.spoken).to.have.length(0);
    synth.voices = [REMOTE_EN, LOCAL_EN];
    synth.dispatchEvent(new Event('voiceschanged'));
    expect((await ended).detail.reason).to.equal('done');
    expect(synth.spoken.map((u) => u.text)).to.deep.equal(STANDARD);
    expect(synth.spoken.every((u) => u.voice === LOCAL_EN)).to.equal(true);
  });

  it('when no voice ever loads, gives up at the deadline and says so', async () => {
    const synth = new FakeSynth([]);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script></rs-reveal-script>`);
    el.voiceWaitMs = 0;
    expect((await pressRead(el)).detail.reason).to.equal('no-voice');
    expect(synth.spoken).to.have.length(0);
  });

  it('blind spies (R-VAR-BLIND): a script without the reveal, read the same way', async () => {
    const synth = new FakeSynth([LOCAL_EN]);
    useSpeech(synth);
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script blind-spies .pauseSeconds=${0}></rs-reveal-script>`);
    expect(el.blindSpies).to.equal(true);
    const lines = items(el).map(text);
    expect(lines).to.deep.equal(revealScriptLines(true));
    expect(lines).not.to.deep.equal(STANDARD);
    expect(lines.join(' ')).not.to.match(/open your eyes and look around/i);
    expect(lines.join(' ')).not.to.match(/learn the other spies/i);
    expect(lines.join(' ')).to.include('Spies do not open their eyes');
    expect(lines.join(' ')).to.include('in secret');
    await expectAccessible(el);

    expect((await pressRead(el)).detail.reason).to.equal('done');
    expect(synth.spoken.map((u) => u.text)).to.deep.equal(lines);
  });

  it('says how many spies the table has when told the number of players (R-SET-2)', async () => {
    useSpeech(new FakeSynth([LOCAL_EN]));
    const el = await fixture<RsRevealScript>(html`<rs-reveal-script .players=${7}></rs-reveal-script>`);
    expect(text(el.querySelector('section'))).to.include(`With 7 players there are ${spyCount(7)} spies.`);
  });

  describe('pickLocalVoice', () => {
    const voices = [
      voice('Cloud US', 'en-US', false, true),
      voice('Polish', 'pl-PL', true, true),
      voice('British', 'en_GB', true),
      voice('American', 'en-US', true),
    ] as unknown as SpeechSynthesisVoice[];

    it('takes the exact language, else the same primary language, else the local default', () => {
      expect(pickLocalVoice(voices, 'en-US')!.name).to.equal('American');
      expect(pickLocalVoice(voices, 'en')!.name).to.equal('British');
      expect(pickLocalVoice(voices, 'pl')!.name).to.equal('Polish');
      expect(pickLocalVoice(voices, 'de')!.name).to.equal('Polish');
    });

    it('never takes a network voice', () => {
      expect(pickLocalVoice([voices[0]!], 'en-US')).to.equal(null);
      expect(pickLocalVoice([], 'en')).to.equal(null);
    });
  });
});
