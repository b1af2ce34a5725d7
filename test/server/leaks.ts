/**
 * Searches every frame a client received for what it must not know:
 * - another device's token (and any token's SHA-256, which is stored server-side);
 * - the roles: before the cards are dealt, no frame holds a side, a character or a "spies"/"spy"
 *   value; after the deal and before the game is over, a resistance player's or the table's frames
 *   hold no "spies"/"spy" value at all, and no frame anywhere holds the setup, the event log, the
 *   secret step in course or any card by seat (R-SET-3, R-REV-2, R-MIS-1). With a deal done again
 *   (a seat freed before the game's first event), each frame is checked against the deal it
 *   belongs to (`spiesByDeal`; a deal not given is checked for the rest only);
 * - individual votes before their reveal and cards before theirs: while a vote or a mission is in
 *   course, every snapshot a client receives is the same but for the count "k of n" and the
 *   client's own turn (R-VOTE-1, R-MIS-1), so nothing in it can depend on another seat's choice.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Seat } from '../../src/games/resistance/engine.ts';
import type { SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import type { TestClient } from './harness.ts';
import { applyDelta, type SnapshotDelta } from '../../src/platform/rooms/snapshot-delta.ts';

/** Keys that hold server-side secrets: none may appear in any payload. */
const FORBIDDEN_KEYS = new Set(['setup', 'events', 'pending', 'pile', 'cards', 'tokenHash', 'tableTokenHash', 'revoked', 'notes']);
/** Keys allowed only inside `endReveal` (the cards turned over at the end). */
const END_ONLY_KEYS = new Set(['spies', 'reversers']);

/** Who a recorded client is. */
export interface Receiver {
  client: TestClient;
  /** `null` for the table. */
  seat: Seat | null;
  /** Its own token (it may see it: it was given it). */
  token: string;
}

export type Snapshot = SeatSnapshot | TableSnapshot;

/**
 * Each frame a client received with the snapshot it made: a whole snapshot (`seat:view`,
 * `table:view`), or a delta (`seat:delta`, `table:delta`) applied to the snapshot
 * held before it; `null` for any other frame and for a delta that did not apply (the client then
 * asked for the whole snapshot).
 */
export function framesWithSnapshots(client: TestClient): { frame: TestClient['frames'][number]; snapshot: Snapshot | null }[] {
  let held: Snapshot | null = null;
  return client.frames.map((frame) => {
    const payload = frame.packet.payload;
    if (frame.packet.type !== 2 || !Array.isArray(payload)) return { frame, snapshot: null };
    const [name, body] = payload as [string, unknown];
    if (name === 'seat:view' || name === 'table:view') {
      held = body as Snapshot;
      return { frame, snapshot: held };
    }
    if (name === 'seat:delta' || name === 'table:delta') {
      const next: Snapshot | null = applyDelta(held, body as SnapshotDelta);
      if (next) held = next;
      return { frame, snapshot: next };
    }
    return { frame, snapshot: null };
  });
}

/** The snapshots a client's frames made (whole or by a delta), in the order received. */
export function snapshotsOf(client: TestClient): Snapshot[] {
  return framesWithSnapshots(client).flatMap(({ snapshot }) => (snapshot ? [snapshot] : []));
}

/** A snapshot without what may change during a secret step: the count, the own turn, presence. */
export function normalized(s: Snapshot): unknown {
  const copy = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
  delete copy.version;
  delete copy.you;
  // The seat's own asks are its own turn (as `you`): they end when it votes or plays.
  if (typeof copy.seat === 'number' && Array.isArray(copy.asks)) copy.asks = (copy.asks as { seat: unknown }[]).filter((a) => a.seat !== copy.seat);
  // What the change that sent the snapshot did: a sealed vote or card has no consequence (checked apart).
  delete copy.consequences;
  delete copy.seats;
  // Who is done and who is still to come (public at a real table: whose token is down), never how.
  if (copy.progress && typeof copy.progress === 'object') {
    delete (copy.progress as Record<string, unknown>).done;
    delete (copy.progress as Record<string, unknown>).waiting;
  }
  return copy;
}

function walkKeys(value: unknown, visit: (key: string, path: string[]) => void, path: string[] = []): void {
  if (Array.isArray(value)) value.forEach((v, i) => walkKeys(v, visit, [...path, String(i)]));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      visit(k, path);
      walkKeys(v, visit, [...path, k]);
    }
  }
}

/**
 * Asserts that no receiver got anything it must not know (see the module comment).
 * @param spies the spies' seats of the last deal; `blind` with Blind Spies (spies know nobody);
 *   `spiesByDeal` the spies of earlier deals, by deal number (`deals` of the snapshots)
 */
export function assertNoLeaks(
  receivers: Receiver[],
  spies: Seat[],
  options: { blind?: boolean; logs?: string[]; spiesByDeal?: Record<number, Seat[]> } = {},
): { frames: number } {
  const tokens = receivers.map((r) => r.token);
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  const lastDeal = Math.max(0, ...receivers.flatMap((r) => snapshotsOf(r.client).map((s) => s.deals ?? 0)));
  const spiesIn = (deal: number): Seat[] | null => (deal === lastDeal ? spies : (options.spiesByDeal?.[deal] ?? null));
  let frames = 0;
  for (const r of receivers) {
    const who = r.seat === null ? 'the table' : `seat ${r.seat}`;
    let over = false;
    // The deal of the frames being read: a snapshot tells it; frames in between are of the last one seen.
    let dealt = false;
    let deal = 0;
    for (const { frame, snapshot } of framesWithSnapshots(r.client)) {
      if (snapshot) {
        dealt = snapshot.dealt;
        deal = snapshot.deals;
      }
      const dealSpies: Seat[] | null = dealt ? spiesIn(deal) : [];
      const isSpy: boolean = r.seat !== null && dealSpies !== null && dealSpies.includes(r.seat);
      frames++;
      for (const token of tokens) {
        if (token !== r.token) assert.ok(!frame.raw.includes(token), `${who} received another device's token`);
      }
      for (const hash of hashes) assert.ok(!frame.raw.includes(hash), `${who} received a token hash`);
      // A delta's keys are read in the snapshot it made (a patch puts the end reveal's keys in an
      // operation's `value`), and in the delta itself for the forbidden ones.
      const payload = frame.packet.payload;
      const delta = Array.isArray(payload) && typeof payload[0] === 'string' && payload[0].endsWith(':delta');
      walkKeys(delta ? snapshot : payload, (key, path) => {
        assert.ok(!FORBIDDEN_KEYS.has(key), `${who} received a "${key}" (${[...path, key].join('.')})`);
        if (END_ONLY_KEYS.has(key)) assert.ok(path.includes('endReveal'), `${who} received "${key}" outside endReveal`);
      });
      if (delta) walkKeys(payload, (key, path) => assert.ok(!FORBIDDEN_KEYS.has(key), `${who} received a "${key}" (${[...path, key].join('.')})`));
      // A delta that did not apply (its base is not the snapshot held: in a cluster, a frame sent
      // by one process can come before one sent by another; the client then asks for `sync`) is
      // read by itself: each operation's value at its path in the snapshot.
      const patch = delta && !snapshot ? ((payload[1] as SnapshotDelta).patch ?? []) : [];
      for (const op of patch) {
        if (!('value' in op)) continue;
        const at = op.path.split('/').slice(1);
        walkKeys(op.value, (key, path) => {
          if (END_ONLY_KEYS.has(key)) assert.ok([...at, ...path].includes('endReveal'), `${who} received "${key}" outside endReveal`);
        });
      }
      if (snapshot?.view.phase === 'over') over = true;
      // The frame that ends the game (R-END-1) may turn the cards over, whether it applied or not.
      if (patch.some((op) => op.op === 'replace' && op.path === '/view/phase' && 'value' in op && op.value === 'over')) over = true;
      if (!over && !isSpy && dealSpies !== null) {
        // R-SET-3, R-REV-2: before the cards are turned over, nothing names a spy (before the deal, nothing at all).
        assert.ok(!/"spies?"/.test(frame.raw), `${who} received a "spy" value before the game was over: ${frame.raw.slice(0, 200)}`);
      }
      if (snapshot && r.seat !== null) {
        const s = snapshot as SeatSnapshot;
        assert.equal(s.seat, r.seat, `${who} received another seat's snapshot`);
        assert.equal(s.view.viewer, r.seat, `${who} received another seat's view`);
        if (!s.dealt) {
          // R-SET-3: no card before the deal.
          assert.equal(s.view.side, null, `${who} got a side before the deal`);
          assert.equal(s.view.character, null, `${who} got a character card before the deal`);
          assert.equal(s.view.knownSpies, null, `${who} knew spies before the deal`);
          assert.deepEqual(s.asks, [], `${who} was asked something before the deal`);
        } else if (dealSpies !== null) {
          assert.equal(s.view.side, isSpy ? 'spies' : 'resistance', `${who} got a wrong own side`);
          // R-REV-2 / R-VAR-BLIND: only spies learn the spies, and not with Blind Spies.
          assert.deepEqual(s.view.knownSpies, isSpy && !options.blind ? [...dealSpies].sort((a, b) => a - b) : null, `${who}: knownSpies`);
        }
      }
      if (snapshot && r.seat === null) assert.equal(snapshot.view.viewer, 'public', 'the table received a seat view');
    }
    assertSecretStepsOpaque(r.client, who);
  }
  for (const line of options.logs ?? []) {
    for (const token of tokens) assert.ok(!line.includes(token), 'a log line holds a token');
    for (const hash of hashes) assert.ok(!line.includes(hash), 'a log line holds a token hash');
    assert.ok(!/spies|spy|approve|reject|\bcard/i.test(line), `a log line speaks of the game: ${line}`);
  }
  return { frames };
}

/**
 * During each vote and each mission, every snapshot a client receives is the same as the first one
 * of that step, but for the count of who is done, who is still to come (as many as are not done)
 * and the client's own turn (R-VOTE-1, R-MIS-1),
 * and the count only grows among the snapshots the app shows (none older than one it had); none of
 * a newer version than the client had says something happened.
 */
export function assertSecretStepsOpaque(client: TestClient, who = client.label): number {
  const steps = new Map<string, { first: unknown; done: number }>();
  let checked = 0;
  // The app says a snapshot's consequences only when its version is newer than every one it had
  // (rs-room-phone.ts, rs-room-table.ts `fresh`). In a cluster a change's broadcast, published by
  // the process that made it, may reach a phone after the snapshot another process sent it on a
  // (re)connection at that version: the same version again, with the change's consequences, which
  // the app does not say twice (the 1-in-12 failure of cluster.test.ts).
  // Likewise a snapshot older than one the client has is dropped by the room client
  // (room-client.ts): in a cluster a change made on another process may reach a phone after a later
  // one made on its own (a broadcast through Redis against a local emit); its count is not shown.
  let newest = -1;
  for (const s of snapshotsOf(client)) {
    const fresh = s.version > newest;
    const stale = s.version < newest;
    newest = Math.max(newest, s.version);
    if (s.view.phase !== 'vote' && s.view.phase !== 'mission') continue;
    const proposal = s.view.proposals[s.view.proposals.length - 1]!;
    if (s.view.phase === 'vote') assert.equal(proposal.votes, null, `${who} received votes before the reveal`);
    const key = `${s.view.phase}:${proposal.index}`;
    const seen = steps.get(key);
    const done = s.progress?.done ?? 0;
    // Those still to come are the ones not done, nothing more (R-VOTE-1, R-MIS-1).
    if (s.progress && s.progress.kind !== 'set-aside') assert.equal(s.progress.waiting.length, s.progress.of - done, `${who}: those still to come in ${key} are not the ones not done`);
    if (!seen) {
      steps.set(key, { first: normalized(s), done });
      continue;
    }
    assert.deepEqual(normalized(s), seen.first, `${who}: a snapshot during ${key} changed more than the count`);
    if (fresh) assert.deepEqual(s.consequences, [], `${who}: a snapshot during ${key} says something happened`);
    if (stale) continue;
    assert.ok(done >= seen.done || s.progress?.kind === 'set-aside', `${who}: the count of ${key} went back`);
    seen.done = done;
    checked++;
  }
  return checked;
}
