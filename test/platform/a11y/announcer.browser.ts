import { expect, fixture, html } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { Announcer } from '../../../src/platform/a11y/announcer.ts';

describe('announcer (one owner of the live regions)', () => {
  afterEach(async () => {
    await virtual.stop();
  });

  it('speaks polite and assertive announcements through its regions', async () => {
    const container = await fixture(html`<main><h1>Board</h1></main>`);
    const announcer = new Announcer();
    announcer.connect();
    await virtual.start({ container: document.body });
    announcer.announce('Team approved, 4 to 1.');
    await announcer.whenIdle();
    announcer.announce('The spies win.', 'assertive');
    await announcer.whenIdle();
    const spoken = await virtual.spokenPhraseLog();
    expect(spoken).to.include('polite: Team approved, 4 to 1.');
    expect(spoken).to.include('assertive: The spies win.');
    expect(container).to.exist;
  });

  it('makes a repeated sentence a change so it is spoken again', async () => {
    const announcer = new Announcer();
    announcer.connect();
    announcer.announce('Mission 1 of 5.');
    await announcer.whenIdle();
    const region = announcer.region('polite');
    const first = region.textContent;
    announcer.announce('Mission 1 of 5.');
    await announcer.whenIdle();
    expect(region.textContent).not.to.equal(first);
    expect(region.textContent!.trim()).to.equal('Mission 1 of 5.');
  });

  it("creates its regions after the page's content, where a screen reader reading from the top does not stop", async () => {
    document.getElementById('rs-announcer')?.remove();
    const page = await fixture(html`<main><h1>Board</h1><button>Propose team</button></main>`);
    const announcer = new Announcer();
    announcer.connect();
    for (const priority of ['polite', 'assertive'] as const) {
      const region = announcer.region(priority);
      expect(page.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING, `the ${priority} region follows the page`).to.not.equal(0);
    }
    // Read from the top, the page comes first.
    await virtual.start({ container: document.body });
    await virtual.next();
    await virtual.next();
    expect((await virtual.spokenPhraseLog()).join(' | ')).to.not.match(/polite|assertive/);
  });

  it('has accessible regions', async () => {
    const announcer = new Announcer();
    announcer.connect();
    await expect(announcer.region('polite').parentElement!).to.be.accessible();
  });
});

describe('announcer statuses', () => {
  it('drops a queued status when a newer one of the same key comes, and keeps other text', async () => {
    const announcer = new Announcer();
    announcer.connect();
    const region = announcer.region('polite');
    const written: string[] = [];
    const observer = new MutationObserver(() => written.push(region.textContent!.trim()));
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    announcer.announce('Team rejected.');
    announcer.announce('1 of 3 chosen.', 'polite', { key: 'status' });
    announcer.announce('2 of 3 chosen.', 'polite', { key: 'status' });
    announcer.announce('3 of 3 chosen.', 'polite', { key: 'status' });
    await announcer.whenIdle();
    observer.disconnect();
    expect(written.filter((t) => t !== '')).to.deep.equal(['Team rejected. 3 of 3 chosen.']);
  });
});

describe('announcer: what happens at once is said at once', () => {
  beforeEach(() => {
    for (const id of ['rs-live-polite', 'rs-live-assertive']) {
      const region = document.getElementById(id);
      if (region) region.textContent = '';
    }
  });

  /** Every text written to `region`, in order. */
  function record(region: HTMLElement): { written: string[]; stop(): void } {
    const written: string[] = [];
    const observer = new MutationObserver(() => {
      const text = region.textContent!.trim();
      if (text) written.push(text);
    });
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    return { written, stop: () => observer.disconnect() };
  }

  it('merges the announcements of one task into one utterance per priority, each sentence once, the assertive one first', async () => {
    const announcer = new Announcer();
    announcer.connect();
    const polite = record(announcer.region('polite'));
    const assertive = record(announcer.region('assertive'));
    const order: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => order.push((r.target as HTMLElement).id || (r.target.parentElement?.id ?? ''))));
    observer.observe(announcer.region('polite'), { childList: true });
    observer.observe(announcer.region('assertive'), { childList: true });
    announcer.announce('Team rejected');
    announcer.announce('Vote track: 1 of 5.');
    announcer.announce('Team rejected');
    announcer.announce('Not legal.', 'assertive');
    expect(announcer.region('polite').textContent, 'nothing written before the task ends').to.equal('');
    await announcer.whenIdle();
    polite.stop();
    assertive.stop();
    observer.disconnect();
    expect(polite.written).to.deep.equal(['Team rejected. Vote track: 1 of 5.']);
    expect(assertive.written).to.deep.equal(['Not legal.']);
    expect(order[0]).to.equal('rs-live-assertive');
    expect(announcer.recent).to.deep.equal(['Not legal.', 'Team rejected. Vote track: 1 of 5.']);
  });

  it('keeps each announcement of separate tasks, none replacing one still to be written', async () => {
    const announcer = new Announcer();
    announcer.settleMs = 30;
    announcer.connect();
    const polite = record(announcer.region('polite'));
    announcer.announce('First.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    announcer.announce('Second.');
    await announcer.whenIdle();
    polite.stop();
    expect(polite.written).to.deep.equal(['First.', 'Second.']);
  });

  it('repeats the last utterance (Alt+L), or says nothing was announced, without adding it to the history', async () => {
    const announcer = new Announcer();
    announcer.connect();
    const polite = record(announcer.region('polite'));
    announcer.repeat('Nothing has been announced yet.');
    await announcer.whenIdle();
    announcer.announce('Mission 1 succeeded.');
    await announcer.whenIdle();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyL', key: 'l', altKey: true, bubbles: true }));
    await announcer.whenIdle();
    polite.stop();
    expect(polite.written).to.deep.equal(['Nothing has been announced yet.', 'Mission 1 succeeded.', 'Mission 1 succeeded.']);
    expect(announcer.recent).to.deep.equal(['Mission 1 succeeded.']);
  });

  it('keeps the last 20 utterances and lists them newest first in a dialog (Alt+H); clear() forgets them', async () => {
    const announcer = new Announcer();
    announcer.connect();
    for (let i = 1; i <= 25; i++) {
      announcer.announce(`Event ${i}.`);
      await announcer.whenIdle();
    }
    expect(announcer.recent).to.have.length(20);
    expect(announcer.recent[0]).to.equal('Event 6.');
    const opener = await fixture<HTMLButtonElement>(html`<button type="button">Opener</button>`);
    opener.focus();
    await announcer.showHistory();
    const dialog = document.querySelector('rs-announcement-history')!;
    await dialog.updateComplete;
    expect(dialog.open).to.equal(true);
    expect(document.activeElement?.id).to.equal('announcement-history-title');
    const items = [...dialog.querySelectorAll('#announcement-history-list li')].map((li) => li.textContent!.trim());
    expect(items).to.have.length(20);
    expect(items[0]).to.equal('Event 25.');
    expect(items[19]).to.equal('Event 6.');
    await expect(dialog).to.be.accessible();
    dialog.close();
    expect(document.activeElement, 'focus back on the opener').to.equal(opener);
    announcer.clear();
    expect(announcer.recent).to.deep.equal([]);
    dialog.remove();
  });
});
