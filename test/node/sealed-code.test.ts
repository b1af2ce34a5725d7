/**
 * Sealed codes (docs/sealed-codes.md), with Node's WebCrypto
 * (`globalThis.crypto`), the same API the browsers give:
 * - round trip: every seat of dealt games (plain, Blind Spies, Reverser, role modules) seals and
 *   opens to exactly its reveal, through the bytes, the QR digits and the words;
 * - tamper detection: every single byte of a code flipped is refused; a changed word is caught by
 *   its group's check, and with the checks recomputed by the signature;
 * - a wrong phone secret, a wrong table key (fingerprint) and a forged code (another key) are
 *   refused, each with its own reason;
 * - the code text (words and QR digits) holds no role name, side word or player name, and has
 *   the same length for every role of a game;
 * - the word list: 2048 words, unique first four letters, no role or side word (English or
 *   Polish); forgiving reading of typed words; the phone secret's words and check.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import QRCode from 'qrcode';
import { createGame, dealRoles, knownRoles, revealFor, roleTable, viewFor } from '../../src/games/resistance/engine.ts';

const ROLES = knownRoles();
const ROLE_INFO = roleTable();
import type { GameState, GameSetupInput, RoleOptions, Seat } from '../../src/games/resistance/engine.ts';
import {
  compressPoint,
  decompressPoint,
  FINGERPRINT_WORDS,
  fingerprintWords,
  GROUP_WORDS,
  keyWordGroups,
  newPhoneSecret,
  newTableKey,
  openSealed,
  parseFingerprint,
  parsePhoneSecret,
  parseSealedCode,
  phoneSecretDigits,
  phoneSecretWords,
  sealedDigits,
  sealedWords,
  sealPayload,
  wordIndex,
} from '../../src/platform/sealed/sealed-code.ts';
import type { CodeProblem, OpenedCode, Parsed, TableKey } from '../../src/platform/sealed/sealed-code.ts';
import { loadSealedCard, registerSealedCard } from '../../src/platform/sealed/sealed-card-kind.ts';
import { cardFor, decodeCard, encodeCard, sealedCardBytes } from '../../src/games/resistance/sealed/sealed-card.ts';
import type { SealedCard } from '../../src/games/resistance/sealed/sealed-card.ts';
import { sealedCardKind } from '../../src/games/resistance/sealed/sealed-card-kind.ts';
import { revealPhrase } from '../../src/games/resistance/text/private-text.ts';
import { WORDS } from '../../src/platform/sealed/sealed-words.ts';
import { seeded } from '../games/resistance/helpers.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivo', 'Jon'];

function game(players: number, extra: Partial<GameSetupInput> = {}): GameState {
  return createGame({ players: NAMES.slice(0, players), firstLeader: 0, ...extra });
}

function rolesGame(players: number, options: RoleOptions, seed: number): GameState {
  const deal = dealRoles(players, options, seeded(seed));
  return game(players, { roles: options, characters: deal.roles });
}

/** The games of the round trip: plain, Blind Spies, Reverser, and role modules. */
function games(): { what: string; state: GameState }[] {
  return [
    { what: '5 players', state: game(5, { spies: [1, 3] }) },
    { what: '10 players, Blind Spies', state: game(10, { spies: [0, 4, 7, 9], variants: ['blind-spies'] }) },
    {
      what: '7 players, Reverser',
      state: game(7, { spies: [2, 5, 6], modules: { reverser: { resistance: true, spy: true } }, reversers: { resistance: 0, spy: 5 } }),
    },
    { what: '7 players, Assassin, Body Guard, Blind Spy', state: rolesGame(7, { assassin: { bodyGuard: true, blindSpy: true } }, 7) },
    { what: '10 players, Assassin with every option', state: rolesGame(10, { assassin: { bodyGuard: true, blindSpy: true, deepCover: true, falseCommander: true } }, 11) },
    { what: '8 players, Defector II', state: rolesGame(8, { defector: 'II' }, 8) },
    { what: '10 players, Hunter with options', state: rolesGame(10, { hunter: { dummyAgent: true, coordinator: true, deepAgent: true, pretender: true } }, 10) },
  ];
}

/** The table's side: the game's card as bytes (encodeCard), sealed by the platform. */
function sealCard(card: SealedCard, phoneSecret: Uint8Array, key: TableKey): Promise<Uint8Array> {
  return sealPayload(encodeCard(card), phoneSecret, key);
}

/** The phone's side: the platform opens the code, the game's decodeCard reads the card. */
function openCard(code: Uint8Array, phoneSecret: Uint8Array, pinned: readonly number[]): Promise<Parsed<OpenedCode<SealedCard>>> {
  return openSealed(code, phoneSecret, pinned, decodeCard);
}

async function expectProblem(promise: Promise<{ ok: boolean; problem?: CodeProblem }>, kind: CodeProblem['kind'], why: string): Promise<CodeProblem> {
  const result = await promise;
  assert.equal(result.ok, false, `${why}: refused`);
  assert.equal(result.problem!.kind, kind, `${why}: refused as ${kind}, not ${JSON.stringify(result.problem)}`);
  return result.problem!;
}

async function pin(key: TableKey): Promise<number[]> {
  const parsed = parseFingerprint((await fingerprintWords(key.publicKey)).join(' '));
  assert.ok(parsed.ok);
  return parsed.value;
}

describe('sealed codes: the word list', () => {
  it('has 2048 distinct lower-case words of 3 to 7 letters, each known by its first four letters', () => {
    assert.equal(WORDS.length, 2048);
    assert.equal(new Set(WORDS).size, 2048);
    for (const word of WORDS) assert.match(word, /^[a-z]{3,7}$/);
    assert.equal(new Set(WORDS.map((w) => w.slice(0, 4))).size, 2048);
  });

  it('holds no role, side or game word, in English or in Polish', () => {
    const banned = new Set(['spy', 'spies', 'resistance', 'agent', 'secret', 'vote', 'mission', 'team', 'leader', 'role', 'fail', 'success']);
    for (const role of ROLES) {
      const info = ROLE_INFO[role]!;
      for (const name of [info.name, info.plural, info.polish]) {
        for (const part of name.toLowerCase().split(/\s+/)) banned.add(part.normalize('NFKD').replace(/[^a-z]/g, ''));
      }
    }
    for (const word of WORDS) {
      for (const bad of banned) {
        if (bad.length >= 3) assert.ok(!word.includes(bad), `"${word}" contains "${bad}"`);
      }
    }
  });

  it('reads typed words forgivingly: any case, four letters, one slip; refuses what fits no word or two', () => {
    const balance = WORDS.indexOf('balance');
    assert.ok(balance >= 0);
    assert.equal(wordIndex('Balance'), balance);
    assert.equal(wordIndex('BALA'), balance, 'the first four letters');
    assert.equal(wordIndex('balanse'), balance, 'the first four letters decide');
    assert.equal(wordIndex('blaance'), balance, 'two letters swapped');
    assert.equal(wordIndex('balnce'), balance, 'a letter left out');
    assert.equal(wordIndex('balancee'), balance, 'a letter too many');
    // The first four letters come first: "ballance" reads as "ball" (a group check then finds it).
    assert.equal(wordIndex('ballance'), WORDS.indexOf('ball'));
    assert.equal(wordIndex('xqzv'), null);
    assert.equal(wordIndex(''), null);
    // "cat" and "car" are both words: "caz" is one slip from both, so it is refused.
    assert.ok(WORDS.includes('cat') && WORDS.includes('car'));
    assert.equal(wordIndex('caz'), null);
  });
});

describe('sealed codes: the phone secret', () => {
  it('is 80 random bits as 8 words with a check, read back from the words or the QR digits', async () => {
    for (let i = 0; i < 50; i++) {
      const secret = newPhoneSecret();
      assert.equal(secret.length, 10);
      const words = await phoneSecretWords(secret);
      assert.equal(words.length, 8);
      const fromWords = await parsePhoneSecret(words.join(' '));
      assert.ok(fromWords.ok);
      assert.deepEqual([...fromWords.value], [...secret]);
      const fromTyped = await parsePhoneSecret(words.map((w) => w.slice(0, 4).toUpperCase()).join(', '));
      assert.ok(fromTyped.ok, 'four capital letters per word, commas between');
      assert.deepEqual([...fromTyped.value], [...secret]);
      const digits = await phoneSecretDigits(secret);
      assert.match(digits, /^[0-9]+$/);
      const fromDigits = await parsePhoneSecret(digits);
      assert.ok(fromDigits.ok);
      assert.deepEqual([...fromDigits.value], [...secret]);
    }
  });

  it('a wrong word, a missing word or a sealed code in its place is refused', async () => {
    const secret = Uint8Array.from([201, 7, 99, 18, 250, 3, 77, 140, 61, 12]);
    const words = await phoneSecretWords(secret);
    await expectProblem(parsePhoneSecret(words.slice(0, 7).join(' ')), 'word-count', 'seven words');
    await expectProblem(parsePhoneSecret(''), 'empty', 'nothing');
    await expectProblem(parsePhoneSecret(`${words.slice(0, 7).join(' ')} qqqqzz`), 'unknown-word', 'a word not in the list');
    // Any other last word (3 bits of the secret and the 8-bit check): the check catches all but
    // about 1 in 256 of those that change the secret's bits (the secret is fixed: no chance here).
    let passed = 0;
    for (let i = 0; i < 2048; i++) {
      if (WORDS[i] === words[7]) continue;
      const result = await parsePhoneSecret([...words.slice(0, 7), WORDS[i]].join(' '));
      if (result.ok) passed++;
    }
    assert.ok(passed <= 16, `the check let ${passed} of 2047 wrong last words through (about 8 expected)`);
    const key = await newTableKey();
    const code = await sealCard(cardFor(game(5, { spies: [0, 1] }), 0), secret, key);
    await expectProblem(parsePhoneSecret(sealedDigits(code)), 'kind', 'a sealed code scanned as a phone secret');
    await expectProblem(parseSealedCode(await phoneSecretDigits(secret)), 'kind', 'a phone secret scanned as a sealed code');
  });
});

describe('sealed codes: the table key', () => {
  it('is a non-extractable ECDSA P-256 key whose compressed public key decompresses to the same point', async () => {
    for (let i = 0; i < 30; i++) {
      const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      assert.deepEqual([...decompressPoint(compressPoint(raw))!], [...raw]);
    }
    const key = await newTableKey();
    assert.equal(key.privateKey.extractable, false);
    await assert.rejects(crypto.subtle.exportKey('pkcs8', key.privateKey));
    assert.equal(key.publicKey.length, 33);
    const bad = key.publicKey.slice();
    bad[0] = 5;
    assert.equal(decompressPoint(bad), null);
    assert.equal((await fingerprintWords(key.publicKey)).length, 8);
  });
});

describe('sealed codes: the table fingerprint', () => {
  /** The first version's fingerprint: the first 44 bits of the same hash, as 4 words. */
  async function oldFingerprint(publicKey: Uint8Array): Promise<string[]> {
    const label = new TextEncoder().encode('rs-table-key');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array([...label, ...publicKey])));
    let n = 0n;
    for (const byte of digest.slice(0, 6)) n = (n << 8n) | BigInt(byte);
    n >>= 4n; // 48 bits → the first 44
    return [3, 2, 1, 0].map((i) => WORDS[Number((n >> BigInt(11 * i)) & 2047n)]!);
  }

  it('is 88 bits, 8 words in two groups of four, the first 88 bits of SHA-256 over a label and the key', async () => {
    for (let i = 0; i < 20; i++) {
      const key = await newTableKey();
      const words = await fingerprintWords(key.publicKey);
      assert.equal(words.length, 8);
      assert.equal(FINGERPRINT_WORDS * 11, 88, 'at least 80 bits: a search for a colliding key is out of reach');
      const label = new TextEncoder().encode('rs-table-key');
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array([...label, ...key.publicKey])));
      const bits = [...digest.slice(0, 11)].map((b) => b.toString(2).padStart(8, '0')).join('');
      assert.deepEqual(
        words.map((w) => WORDS.indexOf(w)),
        Array.from({ length: 8 }, (_, j) => parseInt(bits.slice(j * 11, j * 11 + 11), 2)),
      );
      assert.deepEqual(keyWordGroups(words), [words.slice(0, 4), words.slice(4)]);
      // The first 4 words are the first version's 4: a card imported then still names them.
      assert.deepEqual(words.slice(0, 4), await oldFingerprint(key.publicKey));
    }
  });

  it('pins a table only with all 8 words: the first version\'s 4 (44 bits) are refused, and a key matching them only is another table', async () => {
    const key = await newTableKey();
    const secret = newPhoneSecret();
    const card = cardFor(game(5, { spies: [1, 2] }), 0);
    const code = await sealCard(card, secret, key);
    const words = await fingerprintWords(key.publicKey);
    // Read out in two groups: typed with a comma, or a line, between them.
    for (const typed of [keyWordGroups(words).map((g) => g.join(' ')).join(', '), keyWordGroups(words).map((g) => g.join(' ')).join('\n')]) {
      const pinned = parseFingerprint(typed);
      assert.ok(pinned.ok, typed);
      assert.ok((await openCard(code, secret, pinned.value)).ok);
    }
    // The 4 key words of a first-version table: refused with their own reason, nothing opened.
    await expectProblem(Promise.resolve(parseFingerprint(words.slice(0, 4).join(' '))), 'old-fingerprint', 'the first 4 words alone');
    const firstFour = words.slice(0, 4).map((w) => WORDS.indexOf(w));
    await expectProblem(openCard(code, secret, firstFour), 'other-table', 'a 4-word pin');
    // A forger's key that matched the 44 bits of the first version (found in about 2^44 tries):
    // its last 4 words still differ (2^-44 of a chance), and the phone refuses it.
    const pinned = parseFingerprint(words.join(' '));
    assert.ok(pinned.ok);
    for (let w = 4; w < 8; w++) {
      const other = [...pinned.value];
      other[w] = (other[w]! + 1) % 2048;
      await expectProblem(openCard(code, secret, other), 'other-table', `word ${w + 1} of 8 differs`);
    }
    await expectProblem(Promise.resolve(parseFingerprint(words.slice(0, 7).join(' '))), 'word-count', 'seven words');
  });
});

describe('sealed codes: round trip', () => {
  for (const { what, state } of games()) {
    it(`${what}: every seat's code opens on its phone to exactly its reveal`, async () => {
      const key = await newTableKey();
      const pinned = await pin(key);
      const lengths = new Set<string>();
      for (let seat = 0; seat < state.setup.players.length; seat++) {
        const card = cardFor(state, seat);
        assert.deepEqual(card.entries, revealFor(viewFor(state, seat)));
        assert.deepEqual(decodeCard(encodeCard(card)), card, 'the card survives its bytes');
        assert.deepEqual([...sealedCardBytes(state, seat)], [...encodeCard(card)], 'what the reveal turn gives <rs-sealed-take>');
        const secret = newPhoneSecret();
        const code = await sealCard(card, secret, key);
        const words = await sealedWords(code);
        const digits = sealedDigits(code);
        lengths.add(`${code.length} bytes, ${words.flat().length} words, ${digits.length} digits`);
        for (const text of [words.flat().join(' '), words.map((g) => g.join(' ')).join('\n'), digits]) {
          const bytes = await parseSealedCode(text);
          assert.ok(bytes.ok, `read back: ${JSON.stringify(bytes)}`);
          const opened = await openCard(bytes.value, secret, pinned);
          assert.ok(opened.ok, `opened: ${JSON.stringify(opened)}`);
          assert.deepEqual(opened.value.card, card);
          assert.deepEqual(opened.value.fingerprint, await fingerprintWords(key.publicKey));
        }
      }
      assert.equal(lengths.size, 1, `the same length for every seat and role: ${[...lengths].join(' / ')}`);
    });
  }

  it('the words come in groups of 8 and a check word; typed four letters each, in any grouping', async () => {
    const key = await newTableKey();
    const secret = newPhoneSecret();
    const card = cardFor(game(5, { spies: [1, 4] }), 2);
    const code = await sealCard(card, secret, key);
    const groups = await sealedWords(code);
    for (const group of groups.slice(0, -1)) assert.equal(group.length, GROUP_WORDS + 1);
    const typed = groups.flat().map((w, i) => (i % 3 === 0 ? w.slice(0, 4).toUpperCase() : w)).join(' ,  ');
    const read = await parseSealedCode(typed);
    assert.ok(read.ok);
    const opened = await openCard(read.value, secret, await pin(key));
    assert.ok(opened.ok);
    assert.deepEqual(opened.value.card, card);
  });
});

describe('sealed codes: refused codes', () => {
  it('tamper detection: every byte flipped, one at a time, is refused', async () => {
    const key = await newTableKey();
    const secret = newPhoneSecret();
    const pinned = await pin(key);
    const code = await sealCard(cardFor(game(6, { spies: [0, 3] }), 3), secret, key);
    assert.ok((await openCard(code, secret, pinned)).ok);
    for (let i = 0; i < code.length; i++) {
      for (const flip of [0x01, 0x80, 0xff]) {
        const bad = code.slice();
        bad[i]! ^= flip;
        const result = await openCard(bad, secret, pinned);
        assert.equal(result.ok, false, `byte ${i} ^ ${flip} was accepted`);
        const kind = (result as { problem: CodeProblem }).problem.kind;
        assert.ok(i === 0 ? kind === 'format' : kind === 'forged', `byte ${i} ^ ${flip}: ${kind}`);
      }
    }
    // Cut short or lengthened.
    await expectProblem(openCard(code.slice(0, -1), secret, pinned), 'forged', 'one byte short');
    await expectProblem(openCard(code.slice(0, 40), secret, pinned), 'format', 'cut to 40 bytes');
    await expectProblem(openCard(Uint8Array.from([...code, 7]), secret, pinned), 'forged', 'one byte more');
  });

  it('a changed word is caught by its group check, and with the checks recomputed by the signature', async () => {
    const key = await newTableKey();
    const secret = newPhoneSecret();
    const pinned = await pin(key);
    const code = await sealCard(cardFor(game(5, { spies: [2, 3] }), 0), secret, key);
    const groups = await sealedWords(code);
    for (const [g, w] of [
      [0, 1],
      [2, 5],
      [groups.length - 1, 0],
    ] as const) {
      const changed = groups.map((group) => [...group]);
      const index = WORDS.indexOf(changed[g]![w]!);
      changed[g]![w] = WORDS[(index + 1) % 2048]!;
      const problem = await expectProblem(parseSealedCode(changed.flat().join(' ')), 'group', `word ${w + 1} of group ${g + 1} changed`);
      assert.deepEqual(problem, { kind: 'group', group: g + 1, last: g === groups.length - 1 });
    }
    // A word left out: its group (or a later one) is refused, never accepted.
    const missing = groups.flat();
    missing.splice(12, 1);
    await expectProblem(parseSealedCode(missing.join(' ')), 'group', 'a word left out');
    // The last group left out: the new last group's check was made as "not last".
    await expectProblem(parseSealedCode(groups.slice(0, -1).flat().join(' ')), 'group', 'the last group left out');
    // A forger who recomputes the group checks: the signature refuses the code.
    const bytes = code.slice();
    bytes[60]! ^= 4;
    const forgedWords = await sealedWords(bytes);
    const read = await parseSealedCode(forgedWords.flat().join(' '));
    assert.ok(read.ok, 'the checks of a re-encoded code pass');
    await expectProblem(openCard(read.value, secret, pinned), 'forged', 'a re-encoded changed code');
  });

  it('a wrong phone secret, a wrong table fingerprint and a forged table are refused', async () => {
    const key = await newTableKey();
    const secret = newPhoneSecret();
    const pinned = await pin(key);
    const card = cardFor(game(5, { spies: [0, 4] }), 4);
    const code = await sealCard(card, secret, key);
    await expectProblem(openCard(code, newPhoneSecret(), pinned), 'other-phone', 'another phone secret');
    const other = await newTableKey();
    await expectProblem(openCard(code, secret, await pin(other)), 'other-table', 'another table fingerprint pinned');
    await expectProblem(openCard(code, secret, pinned.slice(0, 3)), 'other-table', 'three fingerprint words');
    // Forged: a code signed by another key claiming the real table's public key.
    const forged = await sealCard(card, secret, { privateKey: other.privateKey, publicKey: key.publicKey });
    await expectProblem(openCard(forged, secret, pinned), 'forged', 'signed with another key');
    // A forger's own table: the signature holds, the fingerprint does not.
    const own = await sealCard({ ...card, entries: card.entries.map((e) => (e.self ? { ...e, answer: 'not-spy' } : e)) }, secret, other);
    await expectProblem(openCard(own, secret, pinned), 'other-table', "a forger's own table key");
    assert.equal(parseFingerprint('able about').ok, false);
  });
});

describe('sealed codes: the platform seals bytes, the game reads its card', () => {
  it('any payload of bytes seals and opens as it is, a leading zero or an empty one included', async () => {
    const key = await newTableKey();
    const pinned = await pin(key);
    for (const payload of [new Uint8Array(0), Uint8Array.of(0), Uint8Array.of(0, 0, 7), Uint8Array.from({ length: 300 }, (_, i) => (i * 37) & 255)]) {
      const secret = newPhoneSecret();
      const code = await sealPayload(payload, secret, key);
      const read = await parseSealedCode((await sealedWords(code)).flat().join(' '));
      assert.ok(read.ok);
      const opened = await openSealed(read.value, secret, pinned, (bytes) => bytes);
      assert.ok(opened.ok, JSON.stringify(opened));
      assert.deepEqual([...opened.value.card], [...payload]);
    }
  });

  it("a payload that the game's decode refuses is refused as not one of this app's codes (format), after the seal and the phone", async () => {
    const key = await newTableKey();
    const secret = newPhoneSecret();
    const pinned = await pin(key);
    const code = await sealPayload(Uint8Array.of(1, 2, 3), secret, key);
    const seen: number[][] = [];
    const result = await openSealed(code, secret, pinned, (bytes) => (seen.push([...bytes]), null));
    assert.deepEqual(result, { ok: false, problem: { kind: 'format' } });
    assert.deepEqual(seen, [[1, 2, 3]], 'decode reads the decrypted payload once');
    await expectProblem(openSealed(code, newPhoneSecret(), pinned, () => assert.fail('no decode of what did not open')), 'other-phone', 'another phone');
    // Bytes that are no card of The Resistance, sealed by a genuine table.
    await expectProblem(openCard(await sealPayload(Uint8Array.of(0, 0, 4), secret, key), secret, pinned), 'format', 'four players');
  });

  it('the phone loads the card the game registered; with none registered, the loading fails', async () => {
    await assert.rejects(loadSealedCard(), /no game registered/);
    let loads = 0;
    registerSealedCard(async () => (loads++, sealedCardKind));
    assert.equal(await loadSealedCard(), sealedCardKind);
    assert.equal(loads, 1, 'a loader: the card loads when the phone asks for it');
  });

  it("The Resistance's card on the phone: the names, and the private turn's phrases with the Reverser card", () => {
    const state = game(7, { spies: [2, 5, 6], modules: { reverser: { resistance: true, spy: true } }, reversers: { resistance: 0, spy: 5 } });
    for (const seat of [0, 2, 5] as Seat[]) {
      const card = sealedCardKind.decode(sealedCardBytes(state, seat))!;
      assert.deepEqual(card, cardFor(state, seat));
      assert.deepEqual(sealedCardKind.players(card), NAMES.slice(0, 7));
      const phrases = sealedCardKind.phrases(card);
      assert.equal(phrases.length, 7);
      const reverser = seat === 2 ? "You're no Reverser." : 'You are a Reverser.';
      assert.equal(phrases[0], `${revealPhrase(card.players, card.entries[0]!, 1, 7)} ${reverser}`);
      assert.match(phrases[0]!, /^Card 1 of 7: /);
      card.entries.slice(1).forEach((entry, i) => assert.equal(phrases[i + 1], revealPhrase(card.players, entry, i + 2, 7)));
    }
    const plain = sealedCardKind.decode(sealedCardBytes(game(5, { spies: [1, 3] }), 1))!;
    assert.equal(sealedCardKind.phrases(plain)[0], 'Card 1 of 5: You are a spy, not resistance.');
    assert.equal(sealedCardKind.decode(Uint8Array.of(9, 9, 9)), null);
  });
});

describe('sealed codes: fixed vectors (the format of codes and cards already made does not change)', () => {
  const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
  const fromHex = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'hex'));
  const SECRET = Uint8Array.from([201, 7, 99, 18, 250, 3, 77, 140, 61, 12]);
  /** A code sealed by the first layout (src/platform/sealed/sealed-code.ts with the card in it) for SECRET. */
  const CODE =
    '01031f81f1360d9b58da5a830fc9c004f98f0953f0aa741bd2daf0aaa2f3ae2ed0ea118082a46109b5420f640f5412710fbfe1ef4c71cbc3264c393ee94a7ac5c01b73e7fec0def82ecee1e30fd02a5a6d536d87666f24a55b418cb66cca79338de670d0eed0654627181de7e1e1e9ab7e3bbf4f57f06c4484af9079a010d636f8d49b9baded4af02b71a9e844333a185681e9f467934071f8c908c821c5';
  const CODE_KEY_WORDS = 'double powder extend pull naive hue jam malt';
  const CODE_CARD: SealedCard = {
    seat: 1,
    players: ['Zoë', 'Łucja', 'Bob', 'Dee', 'Eve'],
    entries: [
      { seat: 1, self: true, answer: 'spy' },
      { seat: 2, self: false, answer: 'not-spy' },
      { seat: 3, self: false, answer: 'spy' },
      { seat: 4, self: false, answer: 'not-spy' },
      { seat: 0, self: false, answer: 'not-spy' },
    ],
    reverser: null,
  };
  const CARDS: { what: string; card: SealedCard; bytes: string }[] = [
    { what: 'names in UTF-8, no Reverser', card: CODE_CARD, bytes: '010005045a6fc3ab06c58175636a6103426f6203446565034576650001000101' },
    {
      what: 'the Reverser module, holding a Reverser card',
      card: {
        seat: 5,
        players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'],
        entries: [
          { seat: 5, self: true, answer: 'spy' },
          { seat: 6, self: false, answer: 'spy' },
          { seat: 0, self: false, answer: 'not-spy' },
          { seat: 1, self: false, answer: 'not-spy' },
          { seat: 2, self: false, answer: 'spy' },
          { seat: 3, self: false, answer: 'not-spy' },
          { seat: 4, self: false, answer: 'not-spy' },
        ],
        reverser: true,
      },
      bytes: '05030703416e6e03426f62034369640344656503457665034661790347757300000101000101',
    },
    {
      what: 'the Reverser module, no Reverser card',
      card: {
        seat: 2,
        players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'],
        entries: [
          { seat: 2, self: true, answer: 'spy' },
          { seat: 3, self: false, answer: 'not-spy' },
          { seat: 4, self: false, answer: 'not-spy' },
          { seat: 5, self: false, answer: 'spy' },
          { seat: 6, self: false, answer: 'spy' },
          { seat: 0, self: false, answer: 'not-spy' },
          { seat: 1, self: false, answer: 'not-spy' },
        ],
        reverser: false,
      },
      bytes: '02010703416e6e03426f62034369640344656503457665034661790347757300010100000101',
    },
    {
      what: 'an own role and what seats are seen as',
      card: {
        seat: 3,
        players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'],
        entries: [
          { seat: 3, self: true, answer: 'spy', role: 'spy-hunter' },
          { seat: 4, self: false, answer: 'seen', as: 'spy-chief' },
          { seat: 5, self: false, answer: 'unknown' },
          { seat: 0, self: false, answer: 'seen', as: 'deep-agent-or-pretender' },
          { seat: 1, self: false, answer: 'spy' },
          { seat: 2, self: false, answer: 'not-spy' },
        ],
        reverser: null,
      },
      bytes: '03000603416e6e03426f6203436964034465650345766503466179380b022b0001',
    },
    {
      what: 'a role of the Assassin module',
      card: {
        seat: 0,
        players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'],
        entries: [
          { seat: 0, self: true, answer: 'not-spy', role: 'commander' },
          { seat: 1, self: false, answer: 'spy' },
          { seat: 2, self: false, answer: 'not-spy' },
          { seat: 3, self: false, answer: 'spy' },
          { seat: 4, self: false, answer: 'not-spy' },
        ],
        reverser: null,
      },
      bytes: '00000503416e6e03426f620343696403446565034576650d00010001',
    },
  ];

  for (const { what, card, bytes } of CARDS) {
    it(`a card's bytes: ${what}`, () => {
      assert.equal(hex(encodeCard(card)), bytes);
      assert.deepEqual(decodeCard(fromHex(bytes)), card);
    });
  }

  it('the phone words of a fixed secret', async () => {
    assert.equal((await phoneSecretWords(SECRET)).join(' '), 'slim digit shore walk daisy silly wall neon');
  });

  it('a code sealed by an earlier build opens to its card, with its table key words', async () => {
    const code = fromHex(CODE);
    assert.equal((await fingerprintWords(code.slice(1, 34))).join(' '), CODE_KEY_WORDS);
    const pinned = parseFingerprint(CODE_KEY_WORDS);
    assert.ok(pinned.ok);
    for (const text of [sealedDigits(code), (await sealedWords(code)).flat().join(' ')]) {
      const read = await parseSealedCode(text);
      assert.ok(read.ok);
      assert.equal(hex(read.value), CODE);
    }
    const opened = await openCard(code, SECRET, pinned.value);
    assert.ok(opened.ok, JSON.stringify(opened));
    assert.deepEqual(opened.value.card, CODE_CARD);
    assert.equal(opened.value.fingerprint.join(' '), CODE_KEY_WORDS);
    await expectProblem(openCard(code, newPhoneSecret(), pinned.value), 'other-phone', 'another phone');
  });
});

describe('sealed codes: the code text says nothing', () => {
  it('no role name, side word or player name in the words or the QR payload, for any role', async () => {
    const roleWords = new Set<string>(['spy', 'spies', 'resistance', 'szpieg', 'bojownik']);
    for (const role of ROLES) {
      const info = ROLE_INFO[role]!;
      for (const name of [info.name, info.plural, info.polish]) {
        roleWords.add(name.toLowerCase());
        for (const part of name.toLowerCase().split(/\s+/)) if (part.length >= 3) roleWords.add(part);
      }
    }
    // The names of these tests are not words of the list (a name that is a word, such as "Ivy",
    // may turn up by chance, as any word does: the words do not depend on the names).
    for (const name of NAMES) assert.equal(WORDS.includes(name.toLowerCase()), false, `${name} is a word of the list`);
    for (const { what, state } of games()) {
      const key = await newTableKey();
      for (let seat = 0; seat < state.setup.players.length; seat++) {
        const card = cardFor(state, seat as Seat);
        // The card itself holds the names (this check would see them if they were not sealed).
        assert.ok(new TextDecoder().decode(encodeCard(card)).includes(state.setup.players[0]!));
        const code = await sealCard(card, newPhoneSecret(), key);
        const words = (await sealedWords(code)).flat();
        const text = words.join(' ').toLowerCase();
        const digits = sealedDigits(code);
        assert.match(digits, /^[0-9]+$/, 'the QR payload is digits only');
        const segments = QRCode.create(digits, { errorCorrectionLevel: 'M' }).segments as { mode: { id: string } }[];
        assert.deepEqual(
          segments.map((s) => s.mode.id),
          ['Numeric'],
          'the QR code holds one numeric segment',
        );
        for (const role of roleWords) assert.ok(!text.includes(role), `${what}, seat ${seat}: the words hold "${role}"`);
        for (const name of state.setup.players) {
          assert.ok(!words.includes(name.toLowerCase()), `${what}, seat ${seat}: the words hold the name ${name}`);
          assert.ok(!digits.toLowerCase().includes(name.toLowerCase()));
        }
      }
    }
  });
});
