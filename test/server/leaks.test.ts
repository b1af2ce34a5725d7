/**
 * The leak checker itself (leaks.ts `assertNoLeaks`) on frames made up here: in a cluster a delta
 * can come before the one it follows (one process's broadcast through Redis against another's
 * local emit), does not apply, and the client asks for `sync`. The checker reads such a delta by
 * itself: the one that ends the game (R-END-1) may turn the cards over in `endReveal`; any other
 * naming a spy, or one naming the spies outside `endReveal`, is still a leak.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoLeaks } from './leaks.ts';
import { decodePacket, type TestClient } from './harness.ts';

/** A table's client that received `frames` (socket.io event packets), in order. */
function tableWith(...frames: [string, unknown][]): TestClient {
  const raws = frames.map(([name, body]) => `2${JSON.stringify([name, body])}`);
  return { label: 'table', frames: raws.map((raw) => ({ raw, packet: decodePacket(raw) })) } as unknown as TestClient;
}

const VIEW = { code: 'ABCDE', game: 'resistance', version: 32, dealt: true, deals: 1, view: { viewer: 'public', phase: 'proposal', proposals: [] }, endReveal: null };
const check = (client: TestClient) => assertNoLeaks([{ client, seat: null, token: 'token-of-the-table' }], [1, 3]);

test('a delta that did not apply is read by itself: the one that ends the game may turn the cards over, no other may name a spy', () => {
  const ending = { base: 33, version: 34, patch: [{ op: 'replace', path: '/version', value: 34 }, { op: 'replace', path: '/view/phase', value: 'over' }, { op: 'replace', path: '/endReveal', value: { spies: [1, 3] } }] };
  assert.doesNotThrow(() => check(tableWith(['table:view', VIEW], ['table:delta', ending])));

  const early = { base: 33, version: 34, patch: [{ op: 'replace', path: '/version', value: 34 }, { op: 'replace', path: '/endReveal', value: { spies: [1, 3] } }] };
  assert.throws(() => check(tableWith(['table:view', VIEW], ['table:delta', early])), /"spy" value before the game was over/);

  const outside = { base: 33, version: 34, patch: [{ op: 'replace', path: '/view/phase', value: 'over' }, { op: 'add', path: '/view/known', value: { spies: [1, 3] } }] };
  assert.throws(() => check(tableWith(['table:view', VIEW], ['table:delta', outside])), /"spies" outside endReveal/);
});
