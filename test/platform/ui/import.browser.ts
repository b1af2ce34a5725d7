/**
 * The import screen (`<rs-import>`, src/platform/ui/rs-import.ts) knows no game: the game gives it
 * the reader of its record files (`read`). A record the reader accepts is fired as `rs-import`;
 * a refusal is shown and announced assertively as "<file> was not imported: <the game's
 * sentence>"; a reader that rejects (its code could not be loaded) gives "the file could not be
 * read.". A made-up game here.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/platform/ui/rs-import.ts';
import type { ImportDetail, RecordFileReader, RsImport } from '../../../src/platform/ui/rs-import.ts';
import { announcer } from '../../../src/platform/a11y/announcer.ts';

/** A reader of a made-up game: the text "good" is its one valid record. */
const read: RecordFileReader = async (text) =>
  text === 'good' ? { record: { format: 'made-up/1', setup: {}, events: [] } } : { refusal: 'it is not a made-up record.' };

/** Chooses a file named `name` holding `text` in the element's file picker. */
function choose(element: RsImport, name: string, text: string): void {
  const input = element.querySelector<HTMLInputElement>('#import-file')!;
  const data = new DataTransfer();
  data.items.add(new File([text], name, { type: 'application/json' }));
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('rs-import with a game’s reader', () => {
  it('fires the record the reader accepts', async () => {
    const element = await fixture<RsImport>(html`<rs-import .read=${read}></rs-import>`);
    const imported = new Promise<ImportDetail>((resolve) => element.addEventListener('rs-import', (e) => resolve(e.detail)));
    choose(element, 'good.json', 'good');
    expect(await imported).to.deep.equal({ record: { format: 'made-up/1', setup: {}, events: [] } });
    expect(element.querySelector('#import-error')!.textContent).to.equal('');
  });

  it("shows and announces a refusal with the game's sentence, and fires nothing", async () => {
    const element = await fixture<RsImport>(html`<rs-import .read=${read}></rs-import>`);
    let fired = 0;
    element.addEventListener('rs-import', () => fired++);
    const before = announcer.log.length;
    choose(element, 'bad.json', 'bad');
    await waitUntil(() => announcer.log.length > before, 'the refusal was never announced');
    await element.updateComplete;
    expect(announcer.last).to.equal('bad.json was not imported: it is not a made-up record.');
    expect(element.querySelector('#import-error')!.textContent).to.equal('bad.json was not imported: it is not a made-up record.');
    expect(fired).to.equal(0);
  });

  it('says the file could not be read when the reader rejects', async () => {
    const failing: RecordFileReader = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const element = await fixture<RsImport>(html`<rs-import .read=${failing}></rs-import>`);
    const before = announcer.log.length;
    choose(element, 'any.json', 'good');
    await waitUntil(() => announcer.log.length > before, 'the failure was never announced');
    expect(announcer.last).to.equal('any.json was not imported: the file could not be read.');
  });
});
