/**
 * What a storage failure means for the players of a game page that goes on in memory
 * (src/platform/storage/storage-text.ts), and the sentences of Rebellion vs Empire and the traitor
 * expansion built on it: one sentence per kind of failure; a saved game that cannot be read gets
 * the game's own sentence with storage's message, in English and Polish (each game keeps its own
 * Polish wording); anything that is not a StorageError means the game could not be saved.
 */
import { expect } from '@open-wc/testing';
import { storageProblemText } from '../../../src/platform/storage/storage-text.ts';
import { StorageError } from '../../../src/platform/storage/types.ts';
import { storageProblemText as rveStorageProblemText } from '../../../src/games/rebellion-vs-empire/text/rve-text.ts';
import { storageProblemText as traitorStorageProblemText } from '../../../src/games/traitor/text/saved-text.ts';
import { useLanguage } from '../../../src/platform/i18n/locale.ts';

const NOT_SAVED = 'This game could not be saved: it goes on, but only until this page closes.';
const corrupt = () => new StorageError('corrupt', 'game g1: event 3: no such card', 'g1');

describe('storage failures in one sentence', () => {
  afterEach(async () => {
    await useLanguage('en');
  });

  it('says what each kind of failure means, with the game’s sentence for an unreadable game', () => {
    const seen: string[] = [];
    const text = (error: unknown) =>
      storageProblemText(error, (message) => {
        seen.push(message);
        return `unreadable: ${message}`;
      });
    expect(text(new StorageError('quota', 'full'))).to.equal('This device has no room left to save the game. The game goes on, but only until this page closes.');
    expect(text(new StorageError('missing', 'gone', 'g1'))).to.equal('That game is no longer saved on this device.');
    expect(text(corrupt())).to.equal('unreadable: game g1: event 3: no such card');
    expect(seen).to.deep.equal(['game g1: event 3: no such card']);
    expect(text(new StorageError('closed', 'closed'))).to.equal(NOT_SAVED);
    expect(text(new Error('corrupt'))).to.equal(NOT_SAVED);
    expect(text('quota')).to.equal(NOT_SAVED);
    expect(seen, 'only a StorageError corrupt asks the game').to.have.length(1);
  });

  it('gives each game’s sentence for an unreadable game, in English and in Polish', async () => {
    const message = 'game g1: event 3: no such card';
    expect(rveStorageProblemText(corrupt())).to.equal(`That saved game cannot be read: ${message}`);
    expect(traitorStorageProblemText(corrupt())).to.equal(`That saved game cannot be read: ${message}`);
    expect(rveStorageProblemText(new StorageError('missing', 'gone'))).to.equal('That game is no longer saved on this device.');
    expect(traitorStorageProblemText(new Error('x'))).to.equal(NOT_SAVED);
    await useLanguage('pl');
    expect(rveStorageProblemText(corrupt())).to.equal(`Nie można odczytać tej zapisanej gry: ${message}`);
    expect(traitorStorageProblemText(corrupt())).to.equal(`Tej zapisanej gry nie da się odczytać: ${message}`);
    expect(rveStorageProblemText(new StorageError('missing', 'gone'))).to.not.equal('That game is no longer saved on this device.');
  });
});
