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
    expect(written.filter((t) => t !== '')).to.deep.equal(['Team rejected.', '3 of 3 chosen.']);
  });
});
