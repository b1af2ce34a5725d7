/**
 * Frame lengths tell no secret (server/frames.ts, frame-padding.ts), measured
 * as an observer of the network would: every byte between the clients and the room server goes
 * through a TCP proxy on loopback that parses the WebSocket frames (test/server/wire.ts).
 *
 * Whole games are played with random deals and random choices (approve and reject, Success, Fail
 * and Reverse, the Trapper's set-aside, the Assassin's naming), and the frames are grouped by what
 * is public about them:
 * - a phone's snapshot by its public content (version, board, progress, plot turn, consequences,
 *   end reveal): spies and resistance players, the Assassin and the others, a phone that approved
 *   and one that rejected fall in the same group;
 * - a request by its event (`game:vote` for Approve and Reject, `game:card` for every card…);
 * - an acknowledgement by the request it answers.
 * Within each group every frame must have the same length on the wire; the groups must hold both
 * values of each secret (so that, without the padding, the lengths would differ and the test fail).
 * The app's own client (RoomConnection) pads its requests the same way, and per-message deflate is
 * refused although the client offers it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { teamSize, type MissionNumber, type Seat } from '../../src/games/resistance/engine.ts';
import type { ClientToServerEvents, RoomSetupInput, SeatSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { clientParser, jsonBytes, paddedParser, recordJsonBytes, REQUEST_STEP, roundUp, sharedJsonBytes, utf8Bytes } from '../../src/platform/rooms/frame-padding.ts';
import fc from 'fast-check';
import { RoomConnection } from '../../src/platform/rooms/room-client.ts';
import { applyDelta, type SnapshotDelta } from '../../src/platform/rooms/snapshot-delta.ts';
import { ACK_STEP, payloadJson, serverParser } from '../../server/frames.ts';
import { seatFrameBytes, seatSecretBytes } from '../../src/games/resistance/room/frames.ts';
import { fullTable, startServer, type Table, type TestClient, type TestServer } from './harness.ts';
import { startWireProxy, type WireConnection, type WireFrame, type WireProxy } from './wire.ts';

/** A small seeded generator (mulberry32): the test's choices are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** A socket.io packet read from a WebSocket text frame (engine.io message `4`), or `null` for engine.io's own packets. */
function packetOf(frame: WireFrame): { type: number; id: number | null; data: unknown } | null {
  const match = /^4(\d)(\d*)([\s\S]*)$/.exec(frame.text);
  if (!match) return null;
  return { type: Number(match[1]), id: match[2] ? Number(match[2]) : null, data: match[3]!.trim() ? JSON.parse(match[3]!) : null };
}

/** Lengths on the wire by public group, with the secret values seen in each group. */
class Groups {
  readonly lengths = new Map<string, Map<number, string>>();
  readonly secrets = new Map<string, Set<string>>();

  add(key: string, length: number, secret: string, example: string): void {
    const lengths = this.lengths.get(key) ?? new Map<number, string>();
    if (!lengths.has(length)) lengths.set(length, example);
    this.lengths.set(key, lengths);
    const secrets = this.secrets.get(key) ?? new Set<string>();
    secrets.add(secret);
    this.secrets.set(key, secrets);
  }

  /** Every group has one length. */
  assertEqualLengths(): void {
    for (const [key, lengths] of this.lengths) {
      if (lengths.size === 1) continue;
      const examples = [...lengths].map(([length, example]) => `${length} bytes: ${example.slice(0, 400)}`).join('\n');
      assert.fail(`frames of one public group have ${lengths.size} lengths (${key.slice(0, 200)}):\n${examples}`);
    }
  }

  /** How many groups saw every one of `values` among their secrets. */
  mixed(prefix: string, values: readonly string[], of: (secret: string) => string = (s) => s): number {
    let count = 0;
    for (const [key, secrets] of this.secrets) {
      if (!key.startsWith(prefix)) continue;
      const seen = new Set([...secrets].map(of));
      if (values.every((v) => seen.has(v))) count++;
    }
    return count;
  }
}

/** Records a phone's connection: its snapshots, requests and the acknowledgements they got. */
function record(groups: Groups, connection: WireConnection): void {
  const requests = new Map<number, string>();
  // The snapshot this phone holds: a delta is grouped by the public content of
  // the snapshot it makes of it.
  let held: SeatSnapshot | null = null;
  for (const frame of connection.frames) {
    assert.equal(frame.compressed, false, 'a compressed frame (per-message deflate)');
    const packet = packetOf(frame);
    if (!packet) continue;
    if (frame.dir === 'up' && packet.type === 2) {
      const [event, payload] = packet.data as [string, Record<string, unknown> | undefined];
      if (packet.id !== null) requests.set(packet.id, event);
      if (!event.startsWith('game:') && event !== 'sync') continue;
      groups.add(`request ${event}`, frame.length, JSON.stringify(payload ?? null), frame.text);
    } else if (frame.dir === 'down' && packet.type === 3) {
      const event = requests.get(packet.id!) ?? '?';
      const [reply] = packet.data as [{ ok: boolean; card?: string }];
      if (!event.startsWith('game:') && event !== 'sync') continue;
      groups.add(`ack ${event} ${reply.ok ? 'ok' : 'refused'}`, frame.length, JSON.stringify(reply), frame.text);
    } else if (frame.dir === 'down' && packet.type === 2) {
      const [event, payload] = packet.data as [string, unknown];
      if (event !== 'seat:view' && event !== 'seat:delta') continue;
      const s: SeatSnapshot | null = event === 'seat:view' ? (payload as SeatSnapshot) : applyDelta(held, payload as SnapshotDelta);
      if (!s) continue;
      held = s;
      const key = JSON.stringify({ version: s.version, board: s.board, progress: s.progress, plotTurn: s.plotTurn, consequences: s.consequences, endReveal: s.endReveal });
      const own = s.asks.filter((a) => a.seat === s.seat).map((a) => `${a.kind}${a.hidden ? ' hidden' : ''}`);
      const secret = JSON.stringify({ side: s.view.side, character: s.view.character, vote: s.you.vote, played: s.you.played, setAside: s.you.setAside, own });
      groups.add(`${event} ${key}`, frame.length, secret, frame.text);
    }
  }
}

/** One action of the game in course, chosen at random among what the engine asks: its event, or `null` when nothing is asked. */
async function actOnce(t: Table, rand: () => number, cards: 'random' | 'success'): Promise<string | null> {
  const v = t.table.latest!.view;
  for (const phone of t.phones) {
    const s = phone.client.latest!;
    const own = s.asks.filter((a) => a.seat === phone.seat);
    if (s.you.mustVote) {
      await phone.client.ok('game:vote', { approve: rand() < 0.7 });
      return 'vote';
    }
    if (s.you.mustPlay) {
      const offered = own.find((a) => a.kind === 'card')?.options?.missionCards ?? ['success', 'fail'];
      await phone.client.ok('game:card', { card: cards === 'success' ? 'success' : pick(rand, offered) });
      return 'card';
    }
    if (s.you.mustSetAside) {
      await phone.client.ok('game:set-aside', { index: Math.floor(rand() * s.progress!.of) });
      return 'set-aside';
    }
    // A role's step from its own phone (R-ASN-END, R-HUN-INV, R-HUN-ACC); the optional ones are let pass.
    for (const [kind, type] of [['assassinate', 'assassination'], ['investigate', 'investigation'], ['accuse', 'accusation']] as const) {
      const ask = own.find((a) => a.kind === kind);
      if (ask) {
        await phone.client.ok('game:role-step', { type, target: pick(rand, ask.options!.seats as Seat[]) });
        return type;
      }
    }
    const show = own.find((a) => a.kind === 'show-card');
    if (show) {
      await phone.client.ok('game:show', { card: pick(rand, show.options!.loyalty as string[]) });
      return 'show';
    }
  }
  if (v.phase === 'proposal') {
    const seats = t.phones.map((p) => p.seat);
    const team: Seat[] = [];
    // The size the engine asks for (the Trapper's leader takes one more, R-TRP-1).
    const size = t.table.latest!.asks.find((a) => a.kind === 'propose')?.options?.missions?.[0]?.size ?? teamSize(v.players.length, v.round as MissionNumber);
    while (team.length < size) {
      const seat = pick(rand, seats.filter((s) => !team.includes(s)));
      team.push(seat);
    }
    // R-HUN-TEAM: with the Hunter module the leader hands the investigator token to a player off the team.
    const investigator = t.table.latest!.asks.find((a) => a.kind === 'propose')?.options?.investigator;
    await t.phone(v.leader).ok('game:propose', investigator ? { team, investigator: pick(rand, seats.filter((s) => !team.includes(s) && s !== v.leader)) } : { team });
    return 'propose';
  }
  return null;
}

/** Plays a game to its end with random choices, every device seeing every step; returns the actions taken. */
async function playRandomly(t: Table, rand: () => number, cards: 'random' | 'success' = 'random'): Promise<string[]> {
  const actions: string[] = [];
  for (let step = 0; step < 400 && t.table.latest!.view.phase !== 'over'; step++) {
    const version = t.version;
    const acted = await actOnce(t, rand, cards);
    assert.ok(acted, `nothing to do in phase ${t.table.latest!.view.phase}`);
    actions.push(acted);
    await t.table.view((s) => s.version > version);
    await t.settle();
  }
  assert.equal(t.table.latest!.view.phase, 'over');
  return actions;
}

test('a record counted part by part (its object parts once per object) has the length JSON.stringify gives it', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.string(), fc.oneof(fc.jsonValue(), fc.constant(undefined))), (record) => {
      assert.equal(recordJsonBytes(record), jsonBytes(record));
      // Counted again from the kept lengths of its parts.
      assert.equal(recordJsonBytes(record), jsonBytes(record));
    }),
    { numRuns: 300, seed: 23 },
  );
  const shared = { board: ['Ann', 'Zoë ✓'] };
  assert.equal(sharedJsonBytes(shared), jsonBytes(shared));
  assert.equal(recordJsonBytes({ a: shared, b: shared, c: undefined, d: 'x' }), jsonBytes({ a: shared, b: shared, d: 'x' }));
});

describe('the padded parser', () => {
  /** Encodes with `parser` and decodes with socket.io's own decoder: the string sent and the packet read. */
  const roundTrip = (parser: ReturnType<typeof paddedParser>, packet: Packet) => {
    const [text] = new parser.Encoder().encode(packet) as [string];
    const decoder = new Decoder();
    let read: Packet | null = null;
    decoder.on('decoded', (p: Packet) => (read = p));
    decoder.add(text);
    return { text, read: read as Packet | null };
  };

  test('pads events and acknowledgements with white space that socket.io’s own decoder ignores; counts UTF-8 bytes', () => {
    const parser = paddedParser((_packet, bytes) => roundUp(bytes, 100));
    const event = roundTrip(parser, { type: PacketType.EVENT, nsp: '/', id: 7, data: ['game:vote', { approve: false }] });
    assert.equal(utf8Bytes(event.text), 100);
    assert.match(event.text, /^27\["game:vote",\{"approve":false\}\] +$/);
    assert.deepEqual(event.read, { type: PacketType.EVENT, nsp: '/', id: 7, data: ['game:vote', { approve: false }] });
    // Names are public but may be any script: the size is in UTF-8 bytes, as on the wire.
    const named = roundTrip(parser, { type: PacketType.ACK, nsp: '/', id: 3, data: [{ ok: true, name: 'Łucja 🎲' }] });
    assert.equal(utf8Bytes(named.text), 100);
    assert.equal(Buffer.byteLength(named.text), 100);
    assert.deepEqual(named.read?.data, [{ ok: true, name: 'Łucja 🎲' }]);
    // Connection packets are not padded.
    const [connect] = new parser.Encoder().encode({ type: PacketType.CONNECT, nsp: '/', data: { sid: 'x' } }) as [string];
    assert.equal(connect, '0{"sid":"x"}');
  });

  test('the client’s requests are one step long, whatever the vote or card', () => {
    const lengths = new Set<number>();
    for (const data of [['game:vote', { approve: true }], ['game:vote', { approve: false }]] as const) {
      lengths.add(utf8Bytes(roundTrip(clientParser, { type: PacketType.EVENT, nsp: '/', id: 12, data: [...data] }).text));
    }
    assert.deepEqual([...lengths], [REQUEST_STEP]);
    for (const card of ['success', 'fail', 'reverse', 'chief-fail']) {
      assert.equal(utf8Bytes(roundTrip(clientParser, { type: PacketType.EVENT, nsp: '/', id: 123456, data: ['game:card', { card }] }).text), REQUEST_STEP);
    }
  });

  test('the server’s acknowledgements are one step long; a seat snapshot that outgrows its headroom is reported', () => {
    const overflows: number[] = [];
    const parser = serverParser((s) => seatFrameBytes(s as SeatSnapshot), (bytes) => overflows.push(bytes));
    for (const reply of [{ ok: true }, { ok: true, card: 'fail' }, { ok: true, card: 'success' }]) {
      assert.equal(utf8Bytes(roundTrip(parser, { type: PacketType.ACK, nsp: '/', id: 41, data: [reply] }).text), ACK_STEP);
    }
    const board = { players: ['A', 'B', 'C', 'D', 'E'], proposals: [] };
    const snapshot = { code: 'ACDEF', version: 1, seat: 0, board, progress: null, plotTurn: null, consequences: [], endReveal: null, asks: [], you: {} };
    const small = roundTrip(parser, { type: PacketType.EVENT, nsp: '/', data: ['seat:view', { ...snapshot, view: { side: 'spies' } }] });
    const other = roundTrip(parser, { type: PacketType.EVENT, nsp: '/', data: ['seat:view', { ...snapshot, view: { side: 'resistance' } }] });
    assert.equal(utf8Bytes(small.text), utf8Bytes(other.text));
    assert.deepEqual(overflows, []);
    assert.deepEqual(small.read?.data, ['seat:view', { ...snapshot, view: { side: 'spies' } }]);
    // Private content past the headroom: sent, at its own rounded length, and reported.
    const big = { ...snapshot, view: { learns: 'x'.repeat(seatSecretBytes(board as never, 0) + 100) } };
    roundTrip(parser, { type: PacketType.EVENT, nsp: '/', data: ['seat:view', big] });
    assert.equal(overflows.length, 1);
  });

  test('a seat delta measured for its padding is serialised once, and sent as socket.io’s own encoder writes it, padded to its frame', () => {
    const parser = serverParser((s) => seatFrameBytes(s as SeatSnapshot));
    let serialised = 0;
    // `toJSON` counts each serialisation of the delta's patch (JSON.stringify calls it each time).
    const patch = { toJSON: () => (serialised++, [{ op: 'replace', path: '/view/phase', value: 'vote' }]) };
    const delta = { base: 3, version: 4, patch, consequences: [], frame: 256 };
    const measured = payloadJson(delta);
    assert.equal(serialised, 1);
    const sent = roundTrip(parser, { type: PacketType.EVENT, nsp: '/', data: ['seat:delta', delta] });
    assert.equal(serialised, 1, 'the parser sent the text measured, not a second serialisation');
    assert.equal(sent.text.trimEnd(), `2["seat:delta",${measured}]`);
    assert.equal(sent.text.trimEnd(), new Encoder().encode({ type: PacketType.EVENT, nsp: '/', data: ['seat:delta', delta] })[0]);
    assert.equal(utf8Bytes(sent.text), 256);
    assert.deepEqual(sent.read?.data, ['seat:delta', JSON.parse(measured)]);
    // A payload never measured is serialised by the encoder, as before.
    const other = { base: 3, version: 4, patch: [], frame: 128 };
    assert.equal(roundTrip(parser, { type: PacketType.EVENT, nsp: '/', data: ['seat:delta', other] }).text.trimEnd(), `2["seat:delta",${JSON.stringify(other)}]`);
  });
});

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];

describe('frame lengths on the wire tell no secret', () => {
  let server: TestServer;
  let proxy: WireProxy;
  before(async () => {
    // The deals and the piles come from a seeded generator too: the same games on every run.
    const deal = seeded(42);
    server = await startServer({ random: (n) => Math.floor(deal() * n) });
    proxy = await startWireProxy(server.port);
  });
  after(async () => {
    await proxy.close();
    await server.close();
  });

  /** The connection through the proxy of a test client. */
  const wire = (client: TestClient): WireConnection => proxy.connectionOf(client.socket.io.engine.id);

  test('snapshots, requests and acknowledgements across deals, votes, cards and roles (R-SET-3, R-VOTE-1, R-MIS-1, R-TRP-2, R-ASN-END)', async () => {
    const groups = new Groups();
    const games: { setup: RoomSetupInput; cards?: 'success'; seeds: number[] }[] = [
      { setup: { players: NAMES.slice(0, 5), firstLeader: 0 }, seeds: [1, 2, 3, 4] },
      { setup: { players: NAMES.slice(0, 7), firstLeader: 1, modules: { trapper: true, reverser: { resistance: true, spy: true } } }, seeds: [5, 6] },
      { setup: { players: NAMES.slice(0, 5), firstLeader: 0, roles: { assassin: true } }, cards: 'success', seeds: [7, 8] },
      { setup: { players: NAMES.slice(0, 7), firstLeader: 2, roles: { hunter: { deepAgent: true, pretender: true } } }, seeds: [10, 11] },
      { setup: { players: NAMES.slice(0, 10), firstLeader: 3 }, seeds: [9] },
    ];
    let assassinations = 0;
    /** Every kind of action taken in the games. */
    const taken = new Set<string>();
    for (const game of games) {
      for (const seed of game.seeds) {
        const t = await fullTable(proxy.url, game.setup);
        try {
          const actions = await playRandomly(t, seeded(seed), game.cards);
          assassinations += actions.filter((a) => a === 'assassination').length;
          for (const action of actions) taken.add(action);
          for (const phone of t.phones) record(groups, wire(phone.client));
        } finally {
          t.close();
        }
      }
    }
    assert.deepEqual(server.logs.filter((line) => line.includes('outgrew')), [], 'a snapshot outgrew its padding');

    // The groups hold both sides of each secret: without the padding their lengths differ.
    const side = (secret: string) => String((JSON.parse(secret) as { side: string }).side);
    assert.ok(groups.mixed('seat:', ['spies', 'resistance'], side) > 100, 'snapshots of spies and resistance players in one group');
    const vote = (secret: string) => String((JSON.parse(secret) as { vote: boolean | null }).vote);
    assert.ok(groups.mixed('seat:', ['true', 'false'], vote) > 10, 'snapshots after an Approve and a Reject in one group');
    // Send what changed: the deltas of one change, to a spy and to a resistance
    // player, after an Approve and after a Reject, are of one length too.
    assert.ok(groups.mixed('seat:delta ', ['spies', 'resistance'], side) > 100, 'deltas of spies and resistance players in one group');
    assert.ok(groups.mixed('seat:delta ', ['true', 'false'], vote) > 10, 'deltas after an Approve and a Reject in one group');
    const character = (secret: string) => String((JSON.parse(secret) as { character: string | null }).character);
    assert.ok(groups.mixed('seat:', ['assassin', 'resistance', 'commander'], character) > 10, 'the Assassin’s snapshots grouped with the others’');
    const ownAsk = (secret: string) => ((JSON.parse(secret) as { own: string[] }).own.includes('assassinate hidden') ? 'asked' : 'not asked');
    assert.ok(assassinations > 0 && groups.mixed('seat:', ['asked', 'not asked'], ownAsk) > 0, 'the Assassin’s hidden ask grouped with the other phones’');
    assert.ok(taken.has('investigation') && taken.has('show') && taken.has('set-aside'), 'a Hunter game had an investigation');
    assert.ok(groups.mixed('seat:', ['resistance-hunter', 'spy-hunter', 'resistance'], character) > 10, 'the Hunters’ snapshots grouped with the others’');
    assert.equal(groups.mixed('request game:vote', ['{"approve":true}', '{"approve":false}']), 1);
    const card = (secret: string) => String((JSON.parse(secret) as { card: string }).card);
    assert.equal(groups.mixed('request game:card', ['success', 'fail', 'reverse'], card), 1);
    assert.equal(groups.mixed('ack game:set-aside ok', ['success', 'fail'], card), 1);

    groups.assertEqualLengths();
  });

  test('the app’s room client pads its requests: Approve and Reject, Fail and Success are one length on the wire', async () => {
    const t = await fullTable(server.url, { players: NAMES.slice(0, 5), firstLeader: 0 });
    const phones = [0, 1].map((seat) => new RoomConnection<SeatSnapshot, ClientToServerEvents>({ url: proxy.url, credential: { role: 'seat', code: t.room.code, token: t.phones[seat]!.token }, stores: [] }));
    try {
      for (const phone of phones) assert.equal(await phone.ready(), true);
      const ready = (test: (s: SeatSnapshot) => boolean) =>
        Promise.all(
          phones.map(
            (phone) =>
              new Promise<void>((resolve) => {
                const check = () => phone.snapshot && test(phone.snapshot) && (unsubscribe(), resolve());
                const unsubscribe = phone.subscribe(check);
                check();
              }),
          ),
        );
      await ready((s) => s.version === t.version);
      await t.phone(0).ok('game:propose', { team: [0, 1] });
      await ready((s) => s.view.phase === 'vote');
      assert.equal((await phones[0]!.request('game:vote', { approve: true })).ok, true);
      assert.equal((await phones[1]!.request('game:vote', { approve: false })).ok, true);
      await ready((s) => s.you.vote !== null);
      for (const seat of [2, 3, 4]) await t.phone(seat).ok('game:vote', { approve: true });
      await ready((s) => s.view.phase === 'mission');
      assert.equal((await phones[0]!.request('game:card', { card: 'fail' })).ok, true);
      assert.equal((await phones[1]!.request('game:card', { card: 'success' })).ok, true);
      await ready((s) => s.view.phase !== 'mission');

      const connections = phones.map((phone) => proxy.connectionOf(phone.socket.io.engine.id));
      const sent = (connection: WireConnection, event: string) =>
        connection.frames.filter((f) => f.dir === 'up' && f.text.includes(`"${event}"`)).map((f) => f.length);
      const [a, b] = connections as [WireConnection, WireConnection];
      assert.deepEqual(sent(a, 'game:vote'), sent(b, 'game:vote'));
      assert.deepEqual(sent(a, 'game:card'), sent(b, 'game:card'));
      assert.equal(sent(a, 'game:vote').length, 1);
      // The frames that echo the sealed vote (Approve on one phone, Reject on the other): whole
      // snapshots, or deltas whose patch sets `you`; the other phone's frame
      // of the same version (its own echo, or its delta of that change) has the same length.
      const seatFrames = (connection: WireConnection) =>
        connection.frames.filter((f) => f.dir === 'down' && /^42\["seat:(view|delta)"/.test(f.text)).map((f) => ({ version: Number(/"version":(\d+)/.exec(f.text)![1]), length: f.length, text: f.text }));
      // (A delta replaces the seat's turn whole, frames.ts `seatDeltaWhole`.)
      const echoed = (f: { text: string }) => /"you":\{"mustVote":false,"vote":(true|false)|"path":"\/you","value":\{"mustVote":false,"vote":(true|false)/.test(f.text);
      const [framesA, framesB] = [seatFrames(a), seatFrames(b)];
      const echoVersions = new Set([...framesA, ...framesB].filter(echoed).map((f) => f.version));
      assert.ok(framesA.some(echoed) && framesB.some(echoed), 'both phones echoed their vote');
      let compared = 0;
      for (const version of echoVersions) {
        const [fa, fb] = [framesA.find((f) => f.version === version), framesB.find((f) => f.version === version)];
        if (!fa || !fb) continue;
        compared++;
        assert.equal(fa.length, fb.length, `the frames of version ${version}`);
      }
      assert.ok(compared >= 2, 'both echoes compared with the other phone’s frame of the same version');
      for (const connection of connections) {
        // Per-message deflate: offered by the client, refused by the server, no frame compressed.
        assert.match(connection.heads.up, /permessage-deflate/i);
        assert.doesNotMatch(connection.heads.down, /permessage-deflate/i);
        assert.ok(connection.frames.every((f) => !f.compressed));
      }
    } finally {
      for (const phone of phones) phone.close();
      t.close();
    }
  });
});
