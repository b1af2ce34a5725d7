/**
 * A phone's outbox: the one action a seat took while its phone was not connected to the room (its
 * secret vote, its mission card), kept on this phone until the connection is back and then sent
 * (room-phone-page.ts decides when). One action per seat: a newer one replaces it.
 *
 * Where it is kept, so that nobody but this phone's page reads it:
 * - in this tab's `sessionStorage` under the room's code (a reload keeps it; another tab, another
 *   site or another app does not see it; closing the tab forgets it), and **sealed**: the action is
 *   encrypted (AES-GCM) with a key that this origin keeps in IndexedDB as a non-extractable
 *   `CryptoKey` (as the sealed codes keep the table's key, sealed-store.ts): it can open the
 *   action again after a reload but can never be read out, so the storage's files hold no vote.
 *   The plain text is padded to a fixed step before it is sealed, so that the length of what is
 *   stored tells nothing of the choice.
 * - where this cannot be done (no `crypto.subtle` outside a secure context, such as a phone on
 *   plain `http://` over a LAN; IndexedDB or storage blocked), in memory only: the action is
 *   still sent when the connection is back, but a reload forgets it. Never in plain text.
 *
 * A shared screen (the table) keeps nothing here: its actions are refused at once while it is
 * not connected.
 */
import { openDB } from 'idb';

/** An action kept on this phone for sending. */
export interface PendingAction {
  /** The request (`game:vote`). */
  event: string;
  /** Its body (`{ approve: true }`). */
  body: unknown;
  /** The seat that took it: a phone that holds another seat by then never sends it. */
  seat: number;
  /** The game's key of the step it was taken at: sent only if that step is still on. */
  step: string;
  /** The game's name of the action ('vote', 'card'), for its sentences. */
  kind: string;
}

const KEY_PREFIX = 'rs-room-outbox:';
/** The plain text is padded to a multiple of this many bytes before it is sealed. */
const PAD_BYTES = 256;
const DB_NAME = 'rs-outbox';
const KEY_ID = 'seal';

/** The key this origin seals outboxes with, made once (`null`: sealing cannot be done here). */
let sealKey: Promise<CryptoKey | null> | null = null;

async function openKey(): Promise<CryptoKey | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || typeof indexedDB === 'undefined') return null;
  try {
    const db = await openDB(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('keys');
      },
    });
    try {
      const found = (await db.get('keys', KEY_ID)) as CryptoKey | undefined;
      if (found) return found;
      const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await db.put('keys', key, KEY_ID);
      return key;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

function keyOf(): Promise<CryptoKey | null> {
  sealKey ??= openKey();
  return sealKey;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function valid(value: unknown): value is PendingAction {
  const v = value as Partial<PendingAction> | null;
  return !!v && typeof v.event === 'string' && typeof v.seat === 'number' && typeof v.step === 'string' && typeof v.kind === 'string';
}

/** The outbox of one room on this phone (this tab). */
export class Outbox {
  readonly #name: string;
  /** The action kept, as this page knows it (also when it could not be sealed). */
  #memory: PendingAction | null = null;
  /** Bumped by every change: a slower seal or load of an older change does not undo a newer one. */
  #change = 0;

  /** @param code the room's join code */
  constructor(code: string) {
    this.#name = KEY_PREFIX + code;
  }

  /** The action kept for this room (after a reload, opened again from storage), or `null`. */
  async load(): Promise<PendingAction | null> {
    if (this.#memory) return this.#memory;
    const change = this.#change;
    const stored = session()?.getItem(this.#name);
    if (!stored) return null;
    try {
      const key = await keyOf();
      const [iv, data] = stored.split('.');
      if (!key || !iv || !data) return null;
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data));
      const value: unknown = JSON.parse(new TextDecoder().decode(plain));
      if (change !== this.#change || !valid(value)) return this.#memory;
      this.#memory = value;
      return value;
    } catch {
      // Sealed with a key this origin no longer has, or damaged: nothing to send.
      return null;
    }
  }

  /**
   * Keeps `action`, replacing the one kept before.
   * @returns whether it is sealed in storage (a reload keeps it); `false`: in memory only
   */
  async keep(action: PendingAction): Promise<boolean> {
    this.#memory = action;
    const change = ++this.#change;
    const store = session();
    try {
      const key = await keyOf();
      if (!key || !store) return false;
      const text = JSON.stringify(action);
      const bytes = new TextEncoder().encode(text.padEnd(Math.ceil((text.length + 1) / PAD_BYTES) * PAD_BYTES, ' '));
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bytes));
      if (change !== this.#change) return true;
      store.setItem(this.#name, `${toBase64(iv)}.${toBase64(sealed)}`);
      return true;
    } catch {
      store?.removeItem(this.#name);
      return false;
    }
  }

  /** Forgets the action kept (sent, refused, or no longer of this seat's step). */
  forget(): void {
    this.#memory = null;
    this.#change++;
    try {
      session()?.removeItem(this.#name);
    } catch {
      // Nothing kept.
    }
  }
}
