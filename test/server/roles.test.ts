/**
 * Role modules through the room server over real sockets: the server deals the
 * character cards (R-SET-3), each phone gets only its own card and what it learns, the Assassin's
 * own phone names the Commander (R-ASN-END), the Deep Agent's brands (R-HUN-BRAND), and the table
 * reveals the Defector's loyalty cards (R-DEF-V1).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { knownRoles, teamSize, type MissionNumber, type Role } from '../../src/games/resistance/engine.ts';

const ROLES = knownRoles();
import { fullTable, startServer, type Table, type TestServer } from './harness.ts';
import { framesWithSnapshots } from './leaks.ts';

/** The character names a frame could leak (the plain cards are sides, checked elsewhere). */
const NAMED_ROLES = ROLES.filter((r) => r !== 'resistance' && r !== 'spy');

/** Resistance-side teams (as the phones' own views say), approved and played Success, until `stop`. */
async function playSuccesses(t: Table, stop: (phase: string) => boolean): Promise<void> {
  while (!stop(t.table.latest!.view.phase)) {
    const v = t.table.latest!.view;
    const honest = t.phones.filter((p) => p.client.latest!.view.side === 'resistance').map((p) => p.seat);
    await t.propose(honest.slice(0, teamSize(v.players.length, v.round as MissionNumber)));
    await t.vote(t.phones.map((p) => p.seat));
    await t.play();
  }
}

/**
 * Before the game is over, no frame of a device names a character it does not know: a phone only
 * its own card and the labels it learnt, the table none (keys such as the public `roles.assassin`
 * flags are not values and are allowed).
 */
function assertNoCharacterLeaks(t: Table, characters: Role[]): number {
  let frames = 0;
  for (const [who, client, seat] of [
    ['the table', t.table, null] as const,
    ...t.phones.map((p) => [`seat ${p.seat}`, p.client, p.seat] as const),
  ]) {
    let over = false;
    // Whole snapshots and deltas: a delta is read with the snapshot it makes.
    for (const { frame, snapshot: made } of framesWithSnapshots(client)) {
      if (/"phase":"over"|"path":"\/view\/phase","value":"over"/.test(frame.raw)) over = true;
      if (over) continue;
      frames++;
      const snapshot = seat !== null && made ? (made as unknown as { view: { learns: { as: string }[] } }) : null;
      const allowed = new Set<string>(seat === null ? [] : [characters[seat]!, ...(snapshot?.view.learns.map((l) => l.as) ?? [])]);
      for (const role of NAMED_ROLES) {
        if (allowed.has(role)) continue;
        assert.ok(!new RegExp(`"${role}"(?!:)`).test(frame.raw), `${who} received "${role}" before the game was over: ${frame.raw.slice(0, 300)}`);
      }
    }
  }
  return frames;
}

describe('role modules through the room server', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('a whole Assassin game: own card only, the table records the Assassin’s choice (R-SET-3, R-ASN-END)', async () => {
    const t = await fullTable(server.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0, roles: { assassin: true } });
    try {
      const characters = t.phones.map((p) => p.client.latest!.view.character!);
      assert.deepEqual([...characters].sort(), ['assassin', 'commander', 'resistance', 'resistance', 'spy']);
      assert.equal(t.table.latest!.view.rolesDealt, true);
      const commander = characters.indexOf('commander');
      const assassin = characters.indexOf('assassin');
      // The Commander learns the spies; the plain Resistance learns nobody.
      assert.deepEqual(
        t.phone(commander).latest!.view.learns.map((l) => l.seat).sort(),
        [...t.spies].sort((a, b) => a - b),
      );
      for (const seat of characters.flatMap((c, s) => (c === 'resistance' ? [s] : []))) assert.deepEqual(t.phone(seat).latest!.view.learns, []);

      await playSuccesses(t, (phase) => phase === 'assassination' || phase === 'over');
      assert.equal(t.table.latest!.view.phase, 'assassination');
      // The Assassin's own phone is asked by a hidden ask: the table and the other phones see that
      // the Assassin names the Commander now, never who the Assassin is.
      const assassinAsk = t.phone(assassin).latest!.asks.find((a) => a.kind === 'assassinate' && a.seat === assassin);
      assert.deepEqual(assassinAsk?.options?.seats, [0, 1, 2, 3, 4].filter((s) => s !== assassin));
      for (const client of [t.table, ...t.phones.filter((p) => p.seat !== assassin).map((p) => p.client)]) {
        const asks = client.latest!.asks.filter((a) => a.kind === 'assassinate');
        assert.ok(asks.every((a) => a.seat === null && a.role === undefined), 'no seat is named');
        assert.ok(asks.some((a) => a.table), 'the table may record it');
      }
      // Another phone is refused (a fact about its own card only); the Assassin's phone names.
      const other = characters.findIndex((c, s) => s !== assassin && c !== 'spy');
      const refusal = await t.phone(other).refused('game:role-step', { type: 'assassination', target: commander });
      assert.equal(refusal.reason, 'not-yours');
      await t.phone(assassin).ok('game:role-step', { type: 'assassination', target: commander });
      const end = await t.table.view((s) => s.view.phase === 'over');
      assert.equal(end.view.winner?.side, 'spies');
      assert.deepEqual(end.endReveal?.characters, characters);
      await t.settle();
      assert.ok(assertNoCharacterLeaks(t, characters) > 50);
    } finally {
      t.close();
    }
  });

  test('Defector I: the server draws the loyalty card; a switch changes each Defector’s side on its own phone only (R-DEF-V1)', async () => {
    // randomInt(n) = n - 1: the loyalty card drawn first from 3 "no change" + 2 "switch" is a switch.
    const rigged = await startServer({ random: (n) => n - 1 });
    const t = await fullTable(rigged.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0, roles: { defector: 'I' } });
    try {
      const characters = t.phones.map((p) => p.client.latest!.view.character!);
      const sidesBefore = t.phones.map((p) => p.client.latest!.view.side);
      const defectors = characters.flatMap((c, s) => (c === 'resistance-defector' || c === 'spy-defector' ? [s] : []));
      assert.equal(defectors.length, 2);
      await playSuccesses(t, (phase) => phase === 'loyalty');
      assert.equal(t.table.latest!.view.round, 3);
      assert.equal((await t.phone(0).refused('game:loyalty-draw', {})).reason, 'table-only');
      await t.table.ok('game:loyalty-draw', {});
      await t.table.view((s) => s.view.phase !== 'loyalty');
      await t.settle();
      const sidesAfter = t.phones.map((p) => p.client.latest!.view.side);
      for (let seat = 0; seat < 5; seat++) {
        if (defectors.includes(seat)) assert.notEqual(sidesAfter[seat], sidesBefore[seat], `seat ${seat} switched`);
        else assert.equal(sidesAfter[seat], sidesBefore[seat], `seat ${seat} kept its side`);
      }
      // Nobody else's phone, nor the table, learns a Defector's side or card.
      for (let seat = 0; seat < 5; seat++) {
        for (const frame of t.phone(seat).frames) {
          for (const other of defectors.filter((d) => d !== seat)) {
            if (characters[other] !== characters[seat]) {
              assert.ok(!frame.raw.includes(`"${characters[other]}"`) || t.phone(seat).latest!.view.learns.some((l) => l.as === characters[other]));
            }
          }
        }
      }
      assert.ok(!t.table.frames.some((f) => /"(resistance|spy)-defector"(?!:)/.test(f.raw)));
      // The next draw comes from the cards left: the table may not draw again this round.
      assert.equal((await t.table.refused('game:loyalty-draw', {})).rule, 'R-DEF-V1');
    } finally {
      t.close();
      await rigged.close();
    }
  });
  test('Hunter Branding from the table during the vote keeps the votes sealed so far (R-HUN-BRAND)', async () => {
    const players = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];
    const t = await fullTable(server.url, { players, firstLeader: 0, roles: { hunter: { deepAgent: true, pretender: true, branding: true } } });
    try {
      const characters = t.phones.map((p) => p.client.latest!.view.character!);
      const pretender = characters.indexOf('pretender');
      assert.ok(pretender >= 0 && characters.includes('deep-agent'));
      assert.equal(t.table.latest!.view.roles?.hunter?.branding, true);
      await t.phone(0).ok('game:propose', { team: [0, 1], investigator: 2 });
      await t.settle(t.version + 1);
      await t.phone(0).ok('game:vote', { approve: true });
      await t.phone(1).ok('game:vote', { approve: true });
      // The app holds the cards: the Deep Agent brands from their own phone (a hidden ask), never
      // the table, whose refusal does not depend on the deal.
      const deepAgent = characters.indexOf('deep-agent');
      assert.equal((await t.table.refused('game:role-step', { type: 'branding', target: pretender })).reason, 'not-table');
      const other = [0, 1, 2, 3, 4, 5, 6].find((s) => s !== deepAgent)!;
      assert.equal((await t.phone(other).refused('game:role-step', { type: 'branding', target: pretender })).reason, 'not-yours');
      assert.ok(t.phone(deepAgent).latest!.asks.some((a) => a.kind === 'brand' && a.seat === deepAgent && a.optional));
      assert.ok(t.table.latest!.asks.some((a) => a.kind === 'brand' && a.seat === null && a.hidden && !a.options));
      await t.phone(deepAgent).ok('game:role-step', { type: 'branding', target: pretender });
      const branded = await t.table.view((s) => s.view.hunter?.branding !== null && s.view.hunter?.branding !== undefined);
      assert.equal(branded.view.hunter!.branding!.correct, true);
      assert.equal(branded.progress?.kind, 'vote');
      assert.equal(branded.progress?.done, 2);
      // Branding happens once per game.
      assert.equal((await t.phone(deepAgent).refused('game:role-step', { type: 'branding', target: pretender })).rule, 'R-HUN-BRAND');
      for (const p of t.phones.slice(2)) await p.client.ok('game:vote', { approve: true });
      await t.table.view((s) => s.view.proposals[0]!.votes !== null);
    } finally {
      t.close();
    }
  });
});
