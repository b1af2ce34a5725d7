/**
 * Plot cards (The Plot Thickens) through the room server over real sockets: the server draws the
 * cards (R-PLOT-2), the table hands them out, a card used at once is resolved on its holder's
 * phone, a one-use card's holder is asked in the order of R-PLOT-4, and a look (Overheard
 * Conversation, Keeping a Close Eye on You) reaches the learner's phone only; In the Spotlight's
 * card is played face up.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fullTable, startServer, type TestServer } from './harness.ts';

describe('plot cards through the room server', () => {
  let server: TestServer;
  /** Scripted draws: the next results of the server's random source, then 0. */
  let script: number[] = [];
  before(async () => {
    server = await startServer({ random: (n) => Math.min(script.shift() ?? 0, n - 1) });
  });
  after(() => server.close());

  test('one round with Overheard Conversation and No Confidence: the look reaches the learner only (R-PLOT-2, R-PLOT-3, R-PLOT-4)', async () => {
    const players = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];
    const t = await fullTable(server.url, { players, firstLeader: 0, modules: { plot: true } });
    try {
      assert.equal(t.table.latest!.view.phase, 'plot');
      // Only the leader's phone or the table asks for the draw.
      assert.equal((await t.phone(1).refused('game:plot-draw', {})).rule, 'R-PLOT-2');
      // The 15-card deck in PLOT_CARDS order: index 7 is the first Overheard Conversation; then
      // index 0 of the cards left is a No Confidence. 7 players: the leader draws 2.
      script = [7, 0];
      await t.table.ok('game:plot-draw', {});
      const drawn = await t.table.view((s) => s.view.plot?.drawnThisRound === true);
      assert.deepEqual(drawn.view.plot!.drawn, ['overheard-conversation', 'no-confidence']);
      assert.equal(drawn.view.plot!.deckLeft, 13);

      // Overheard Conversation to Bob: he resolves it at once, on his phone, looking at Cid.
      await t.table.ok('game:plot-give', { card: 'overheard-conversation', to: 1 });
      const bob = await t.phone(1).view((s) => s.you.plot !== null);
      assert.deepEqual(bob.you.plot, { seat: 1, card: 'overheard-conversation', mustUse: true, targets: [0, 2] });
      await t.table.view((s) => s.plot?.seat === 1);
      assert.equal((await t.phone(2).refused('game:plot-use', { card: 'overheard-conversation', target: 1 })).rule, 'R-PLOT-3');
      await t.phone(1).ok('game:plot-use', { card: 'overheard-conversation', target: 2 });
      const looked = await t.phone(1).view((s) => s.view.plotLooks.length === 1);
      const cidSide = t.phone(2).latest!.view.side;
      assert.deepEqual(looked.view.plotLooks, [{ target: 2, via: 'overheard-conversation', side: cidSide }]);

      // No Confidence to Dee: held face up, used later.
      await t.table.ok('game:plot-give', { card: 'no-confidence', to: 3 });
      await t.table.view((s) => s.view.phase === 'proposal');
      await t.settle();
      assert.deepEqual(t.table.latest!.view.plot!.held, [{ seat: 3, card: 'no-confidence' }]);

      await t.propose([0, 1]);
      await t.vote([0, 1, 2, 3, 4, 5, 6]);
      assert.equal(t.table.latest!.view.phase, 'mission');
      // Dee is asked first: nobody plays a mission card until she decides (R-PLOT-4).
      assert.deepEqual(t.table.latest!.plot, { seat: 3, card: 'no-confidence', mustUse: false, targets: [] });
      assert.equal(t.phone(3).latest!.you.plot?.card, 'no-confidence');
      assert.equal(t.phone(0).latest!.you.plot, null);
      // The team's phones are not offered their cards meanwhile, and know whom they wait for.
      assert.equal(t.phone(0).latest!.you.mustPlay, false);
      assert.deepEqual(t.phone(0).latest!.plotTurn, { seat: 3, card: 'no-confidence', mustUse: false, targets: [] });
      assert.equal((await t.phone(0).refused('game:card', { card: 'success' })).reason, 'plot-chance-open');
      assert.equal((await t.phone(4).refused('game:plot-pass', { card: 'no-confidence' })).reason, 'plot-not-asked');
      await t.phone(3).ok('game:plot-use', { card: 'no-confidence' });
      const rejected = await t.table.view((s) => s.view.phase === 'proposal' && s.view.leader === 1);
      assert.equal(rejected.view.proposals[0]!.noConfidence, 3);
      assert.equal(rejected.plot, null);
      // A card nobody holds is refused by the engine.
      assert.equal((await t.table.refused('game:plot-use', { card: 'keeping-a-close-eye', by: 3 })).code, 'rule');
      await t.settle();

      // Nobody but Bob learns the look: no other device receives a non-empty plotLooks, nor Cid's side under it.
      for (const [who, client] of [['the table', t.table] as const, ...t.phones.filter((p) => p.seat !== 1).map((p) => [`seat ${p.seat}`, p.client] as const)]) {
        assert.ok(client.frames.length > 5);
        for (const frame of client.frames) {
          // In a whole snapshot, or in a delta's operation.
          assert.ok(!/"plotLooks":\[\{|\/plotLooks(?:\/\d+)?","value":\[?\{/.test(frame.raw), `${who} received a plot look: ${frame.raw.slice(0, 200)}`);
        }
      }
      assert.ok(t.phone(1).frames.some((f) => /"plotLooks":\[\{"target":2|\/plotLooks(?:\/\d+)?","value":\[?\{"target":2/.test(f.raw)));
    } finally {
      t.close();
    }
  });

  test('In the Spotlight plays face up; Keeping a Close Eye on You looks after the cards, on the holder\'s phone only, across a restart (R-PLOT-3)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rs-plot-eye-'));
    let own = await startServer({ dataDir, random: (n) => Math.min(script.shift() ?? 0, n - 1) });
    const players = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];
    const t = await fullTable(own.url, { players, firstLeader: 0, modules: { plot: true } });
    try {
      // The 15-card deck in PLOT_CARDS order: index 13 is In the Spotlight; then index 3 of the
      // cards left is a Keeping a Close Eye on You.
      script = [13, 3];
      await t.table.ok('game:plot-draw', {});
      await t.table.view((s) => s.view.plot?.drawnThisRound === true);
      assert.deepEqual(t.table.latest!.view.plot!.drawn, ['in-the-spotlight', 'keeping-a-close-eye']);
      await t.table.ok('game:plot-give', { card: 'in-the-spotlight', to: 1 });
      await t.table.ok('game:plot-give', { card: 'keeping-a-close-eye', to: 2 });
      await t.table.view((s) => s.view.phase === 'proposal');
      // A team of a spy and a resistance member, neither of them Cid, the holder of the close eye.
      const spy = t.spies.find((s) => s !== 2)!;
      const loyal = t.resistance.find((s) => s !== 2)!;
      const team = [spy, loyal].sort((a, b) => a - b);
      await t.propose(team);
      await t.vote([0, 1, 2, 3, 4, 5, 6]);
      // Before any card: Bob's In the Spotlight; Cid's close eye waits until every card is played.
      const asked = await t.table.view((s) => s.plot !== null);
      assert.deepEqual(asked.plot, { seat: 1, card: 'in-the-spotlight', mustUse: false, targets: team });
      assert.equal(t.phone(2).latest!.you.plot, null);
      assert.equal(t.phone(spy).latest!.you.mustPlay, false, 'no card is offered while Bob decides (R-PLOT-4)');
      await t.phone(1).ok('game:plot-use', { card: 'in-the-spotlight', target: loyal });
      await t.table.view((s) => s.plot === null && s.view.plot!.spotlight.includes(loyal));
      await t.settle();
      assert.equal(t.phone(spy).latest!.you.mustPlay, true);
      assert.equal(t.phone(spy).latest!.plotTurn, null);
      await t.phone(loyal).ok('game:card', { card: 'success' });
      await t.phone(spy).ok('game:card', { card: 'fail' });
      // Every card is played and nothing is revealed yet: Cid is asked.
      const eye = await t.phone(2).view((s) => s.you.plot !== null);
      assert.deepEqual(eye.you.plot, { seat: 2, card: 'keeping-a-close-eye', mustUse: false, targets: team });
      await t.settle(eye.version);
      assert.equal(t.table.latest!.view.missions[0], null);
      assert.deepEqual(t.table.latest!.progress, { kind: 'mission', done: 2, of: 2, waiting: [] });

      // The server restarts while Cid decides: whose card is whose is kept until the look.
      const counts = new Map(t.clients.map((c) => [c, c.snapshots.length]));
      await own.close();
      await Promise.all(t.clients.map((c) => c.until(() => !c.socket.connected)));
      own = await startServer({ dataDir, port: own.port });
      for (const c of t.clients) await c.until(() => (c.socket.connected && c.snapshots.length > counts.get(c)! ? true : null));
      assert.equal(t.phone(2).latest!.you.plot?.card, 'keeping-a-close-eye');
      assert.equal((await t.phone(3).refused('game:plot-use', { card: 'keeping-a-close-eye', target: spy })).reason, 'plot-chance-open');
      await t.phone(2).ok('game:plot-use', { card: 'keeping-a-close-eye', target: spy });
      const seen = await t.phone(2).view((s) => s.you.looks.length === 1);
      assert.deepEqual(seen.you.looks, [{ proposalIndex: 0, target: spy, card: 'fail' }]);
      // Then the cards are revealed, the spotlit one face up.
      const revealed = await t.table.view((s) => s.view.missions[0] !== null);
      assert.equal(revealed.view.missions[0]!.fails, 1);
      assert.deepEqual(revealed.view.missions[0]!.faceUp, [{ seat: loyal, card: 'success' }]);
      await t.settle();

      // Nobody but Cid receives the look; no device ever receives whose card is whose.
      for (const [who, client] of [['the table', t.table] as const, ...t.phones.map((p) => [`seat ${p.seat}`, p.client] as const)]) {
        for (const frame of client.frames) {
          assert.ok(!/owners|"pile"/.test(frame.raw), `${who} received the pile: ${frame.raw.slice(0, 200)}`);
          if (client !== t.phone(2)) assert.ok(!/"looks":\[\{|\/looks(?:\/\d+)?","value":\[?\{/.test(frame.raw), `${who} received a look: ${frame.raw.slice(0, 200)}`);
        }
      }
    } finally {
      t.close();
      await own.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('a pass is final at its moment and kept with the room across a restart (R-PLOT-4)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rs-plot-'));
    let own = await startServer({ dataDir, random: (n) => Math.min(script.shift() ?? 0, n - 1) });
    const players = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
    const t = await fullTable(own.url, { players, firstLeader: 0, modules: { plot: true } });
    try {
      // 5 players: 7-card deck, 1 card a round; index 0 is No Confidence.
      script = [0];
      await t.table.ok('game:plot-draw', {});
      await t.table.ok('game:plot-give', { card: 'no-confidence', to: 2 });
      await t.table.view((s) => s.view.phase === 'proposal');
      await t.propose([0, 1]);
      await t.vote([0, 1, 2, 3, 4]);
      assert.equal(t.table.latest!.plot?.seat, 2);
      // The table may pass for the holder, naming them.
      assert.equal((await t.table.refused('game:plot-pass', { card: 'no-confidence' })).code, 'bad-request');
      await t.table.ok('game:plot-pass', { card: 'no-confidence', by: 2 });
      await t.table.view((s) => s.plot === null);
      await t.settle();
      // A new server on the same data directory still knows the pass: nobody is asked again.
      const counts = new Map(t.clients.map((c) => [c, c.snapshots.length]));
      await own.close();
      await Promise.all(t.clients.map((c) => c.until(() => !c.socket.connected)));
      own = await startServer({ dataDir, port: own.port });
      for (const c of t.clients) await c.until(() => (c.socket.connected && c.snapshots.length > counts.get(c)! ? true : null));
      assert.equal(t.table.latest!.plot, null);
      assert.equal(t.phone(2).latest!.you.plot, null);
      assert.equal((await t.phone(2).refused('game:plot-use', { card: 'no-confidence' })).reason, 'plot-not-now');
      await t.play();
      assert.equal(t.table.latest!.view.missions[0]?.result, 'success');
    } finally {
      t.close();
      await own.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
