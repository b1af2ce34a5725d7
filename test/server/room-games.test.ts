/**
 * The room server knows games only through the platform's contract: a game it has never
 * seen, given as a `RoomGame` (here a tiny "secret number" game written for this test), runs in
 * rooms beside The Resistance. Each seat is dealt a secret number; a seat may `guess` another's;
 * a guess right ends the game. The test checks what the server adds around any game: the room's
 * game named at creation and in the lobby, snapshots and join address; the game's own actions
 * reaching it as `game:<name>` and no other game's; the deal at the table's start; each seat's
 * secret in its own snapshot only; refusals for a game the server does not run.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RoomGame } from '../../src/platform/rooms/room-game.ts';
import { RoomError, requireShape } from '../../src/platform/rooms/room-game.ts';
import { RuleError } from '../../src/platform/engine/errors.ts';
import { jsonBytes } from '../../src/platform/rooms/frame-padding.ts';
import type { CreatedRoom, RoomLobby, SeatSnapshotBase, TableSnapshotBase } from '../../src/platform/rooms/protocol.ts';
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import { startServer, TestClient, type TestServer } from './harness.ts';

interface NumberSetup {
  players: string[];
  /** Each seat's secret number once dealt, else `null`. */
  numbers: number[] | null;
}
interface Guess {
  by: number;
  target: number;
  value: number;
}
interface Live {
  setup: NumberSetup;
  events: Guess[];
  winner: number | null;
}
interface NumberSeatView {
  mine: number | null;
  guesses: Guess[];
  winner: number | null;
  said: string[];
}

const numberGame: RoomGame<NumberSetup, Guess, null, never, Live, string> = {
  key: 'secret-number',
  namesRule: 'T-NAMES',
  actions: ['guess'],
  newSetup(input) {
    const players = (input as { players?: unknown } | null)?.players;
    if (!Array.isArray(players) || players.length !== 2 || !players.every((p) => typeof p === 'string')) {
      throw new RoomError('bad-request', 'two players');
    }
    return { players: players as string[], numbers: null };
  },
  players: (setup) => setup.players,
  isDealt: (setup) => setup.numbers !== null,
  deal: (setup, randomInt) => ({ ...setup, numbers: setup.players.map(() => 1 + randomInt(9)) }),
  undeal: (setup) => ({ ...setup, numbers: null }),
  load(record) {
    const winner = record.events.find((g) => record.setup.numbers?.[g.target] === g.value)?.by ?? null;
    return { setup: record.setup, events: record.events, winner };
  },
  act(live, actor, name, request) {
    if (actor.kind !== 'seat') throw new RoomError('not-seat', 'a player guesses');
    if (live.winner !== null) throw new RuleError('T-OVER', 'over', 'the game is over');
    requireShape(Number.isInteger(request.value), 'a guess is a number');
    const guess = { by: actor.seat, target: 1 - actor.seat, value: request.value as number };
    const right = live.setup.numbers?.[guess.target] === guess.value;
    return {
      record: { events: [...live.events, guess], pending: null, notes: [] },
      consequences: [right ? `${live.setup.players[actor.seat]} guessed right` : `${live.setup.players[actor.seat]} guessed wrong`],
      reply: { right, name },
    };
  },
  isOver: (live) => live.winner !== null,
  seatView: (live, seat, dealt, said): NumberSeatView => ({
    mine: dealt ? (live.setup.numbers?.[seat] ?? null) : null,
    guesses: live.events,
    winner: live.winner,
    said: [...said],
  }),
  tableView: (live, _dealt, said) => ({ guesses: live.events, winner: live.winner, said: [...said] }),
  seatFrameBytes: (snapshot) => jsonBytes({ ...snapshot, mine: null }) + 16,
};

type NumberSeat = SeatSnapshotBase & NumberSeatView;
type NumberTable = TableSnapshotBase & { guesses: Guess[]; winner: number | null; said: string[] };

describe('a game the server does not know, through the RoomGame contract', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ games: [...ROOM_GAMES, numberGame as unknown as RoomGame], random: () => 4 });
  });
  after(() => server.close());

  test('rooms name their game; its actions reach it as game:<name>; each seat sees its own secret only', async () => {
    const table = new TestClient<NumberTable>(server.url, 'table');
    await table.connected();
    const created = await table.ok<CreatedRoom>('room:create', { game: 'secret-number', setup: { players: ['Ann', 'Bob'] } });
    assert.equal(created.joinUrl, `http://resistance.test/?room=${created.code}&game=secret-number`);
    const first = await table.view();
    assert.equal(first.game, 'secret-number');
    assert.equal(first.dealt, false);
    assert.deepEqual(first.seats.map((s) => s.name), ['Ann', 'Bob']);

    const guest = new TestClient(server.url, 'guest');
    await guest.connected();
    const lobby = await guest.ok<RoomLobby>('room:lookup', { code: created.code });
    assert.equal(lobby.game, 'secret-number');
    guest.close();

    const phones: TestClient<NumberSeat>[] = [];
    for (const seat of [0, 1]) {
      const phone = new TestClient<NumberSeat>(server.url, `seat ${seat}`);
      await phone.connected();
      const claimed = await phone.ok<{ token: string }>('seat:claim', { code: created.code, seat });
      phone.socket.auth = { role: 'seat', code: created.code, token: claimed.token };
      phones.push(phone);
    }
    assert.equal((await phones[0]!.refused('game:guess', { value: 5 })).code, 'not-dealt');
    await table.ok('table:start', {});
    const dealt = await Promise.all(phones.map((p) => p.view((s) => s.dealt)));
    // random () => 4: every number is 5; each phone holds its own and no other.
    assert.deepEqual(dealt.map((s) => s.mine), [5, 5]);
    assert.equal(JSON.stringify(await table.view((s) => s.dealt)).includes('"mine"'), false, 'the table holds no secret number');

    // Another game's action is not this game's: refused, and nothing changes.
    assert.equal((await phones[0]!.refused('game:vote', { approve: true })).code, 'bad-request');
    assert.equal((await phones[0]!.refused('game:guess', { value: 'five' })).code, 'bad-request');
    const wrong = await phones[0]!.ok<{ right: boolean; name: string }>('game:guess', { value: 3 });
    assert.deepEqual([wrong.right, wrong.name], [false, 'guess']);
    const heard = await table.view((s) => s.guesses.length === 1);
    assert.deepEqual(heard.said, ['Ann guessed wrong']);
    await phones[1]!.ok('game:guess', { value: 5 });
    const over = await phones[0]!.view((s) => s.winner !== null);
    assert.equal(over.winner, 1);
    assert.deepEqual(over.said, ['Bob guessed right']);
    const refusal = await phones[0]!.refused('game:guess', { value: 5 });
    assert.deepEqual([refusal.code, refusal.rule], ['rule', 'T-OVER']);
    for (const client of [table, ...phones]) client.close();
  });

  test('a game the server does not run is refused at creation; a room without a game is The Resistance', async () => {
    const table = new TestClient(server.url, 'table');
    await table.connected();
    const refusal = await table.refused('room:create', { game: 'chess', setup: { players: ['Ann', 'Bob'] } });
    assert.equal(refusal.code, 'not-supported');
    const resistance = await table.ok<CreatedRoom>('room:create', { setup: { players: ['A', 'B', 'C', 'D', 'E'], firstLeader: 0 } });
    assert.equal(resistance.joinUrl, `http://resistance.test/?room=${resistance.code}`);
    assert.equal((await table.view()).game, 'resistance');
    assert.equal((await server.store.load(resistance.code))?.game, 'resistance');
    table.close();
  });

  test("names that differ only by case (or by a look-alike encoding) are refused in every game, citing the game's rule of its names", async () => {
    const table = new TestClient(server.url, 'table');
    await table.connected();
    const setups: [string, unknown, string][] = [
      ['resistance', { players: ['Ann', 'ann', 'Bob', 'Cy', 'Di'], firstLeader: 0 }, 'R-SET-1'],
      ['rebellion-vs-empire', { players: { rebellion: 'Ann', empire: 'ANN' }, capitolVariant: false, missionCards: 'app' }, 'G2-SET-1'],
      ['traitor', { players: ['Ann', 'ａｎｎ', 'Cy', 'Di'] }, 'G3-SET-1'],
      ['secret-number', { players: ['Ann', 'ANN'] }, 'T-NAMES'],
    ];
    for (const [game, setup, rule] of setups) {
      const refusal = await table.refused('room:create', { game, setup });
      assert.deepEqual([refusal.code, refusal.rule, refusal.reason, refusal.params], ['rule', rule, 'name-duplicate', { seat: 1, other: 0 }], game);
    }
    // A room of no named game is The Resistance's; a game the server does not run is refused as such, its names unread.
    assert.equal((await table.refused('room:create', { setup: { players: ['Ann', 'ann', 'Bob', 'Cy', 'Di'], firstLeader: 0 } })).rule, 'R-SET-1');
    assert.equal((await table.refused('room:create', { game: 'chess', setup: { players: ['Ann', 'ANN'] } })).code, 'not-supported');
    table.close();
  });
});
