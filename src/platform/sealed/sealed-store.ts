/**
 * Where the sealed codes' keys and cards are kept on a device (docs/sealed-codes.md), in an
 * IndexedDB database of their own (through idb), apart from the saved games:
 *
 * - on the table device, store `table-keys`: one {@link TableKey} per game id. The private key
 *   is a non-extractable `CryptoKey`, which IndexedDB stores as such (structured clone): it can
 *   sign after a reload but can never be read out. Keys older than {@link KEY_DAYS} days are
 *   removed when a new one is made.
 * - on a phone, store `phone`: the phone secret until a code is imported, then the imported card
 *   and the fingerprint of the table that signed it (the secret is deleted then: the phone
 *   imports once).
 *
 * Where IndexedDB cannot be used (private browsing, blocked storage), the same contract is kept
 * in memory for as long as the page is open, and {@link SealedStore.persistent} is false: the
 * table then makes a new key after a reload, and the phone forgets its card when closed. The UI
 * says so.
 */
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { TableKey } from './sealed-code.ts';

/** The default database name. */
export const SEALED_DB_NAME = 'rs-sealed';
/** Days after which an unused table key is removed. */
export const KEY_DAYS = 30;

/** The card a phone imported, with the fingerprint words of the table that signed it. */
export interface StoredCard {
  /**
   * The card as the game's `decode` read it (sealed-card-kind.ts), kept as it is (structured
   * clone): the platform gives it back to the game to show, and never reads it.
   */
  card: unknown;
  fingerprint: string[];
}

/** What a phone holds: its secret before an import, its card after. */
export interface PhoneState {
  secret: Uint8Array | null;
  card: StoredCard | null;
}

interface StoredKey extends TableKey {
  gameId: string;
  /** When the key was made, ms since the epoch (to remove old keys). */
  createdAt: number;
}

interface SealedSchema extends DBSchema {
  'table-keys': { key: string; value: StoredKey };
  phone: { key: 'secret' | 'card'; value: Uint8Array | StoredCard };
}

/** The sealed codes' storage on this device (IndexedDB, or memory when it cannot be used). */
export class SealedStore {
  private readonly memoryKeys = new Map<string, StoredKey>();
  private readonly memoryPhone: PhoneState = { secret: null, card: null };

  private constructor(private readonly db: IDBPDatabase<SealedSchema> | null) {}

  /**
   * Opens the database `name`; when IndexedDB cannot be used, a store in memory.
   * The connection closes itself when another tab needs to upgrade the database.
   */
  static async open(name = SEALED_DB_NAME): Promise<SealedStore> {
    try {
      const db = await openDB<SealedSchema>(name, 1, {
        upgrade(database) {
          database.createObjectStore('table-keys', { keyPath: 'gameId' });
          database.createObjectStore('phone');
        },
        blocking() {
          db.close();
        },
      });
      return new SealedStore(db);
    } catch {
      return new SealedStore(null);
    }
  }

  /** Whether what is stored survives a reload (false: kept in memory only). */
  get persistent(): boolean {
    return this.db !== null;
  }

  /**
   * The table key of game `gameId`, made with `make` the first time and kept from then on.
   * Keys of other games older than {@link KEY_DAYS} days are removed then.
   */
  async tableKey(gameId: string, make: () => Promise<TableKey>, now = Date.now()): Promise<TableKey> {
    const found = this.db ? await this.db.get('table-keys', gameId) : this.memoryKeys.get(gameId);
    if (found) return { privateKey: found.privateKey, publicKey: found.publicKey };
    const key = await make();
    const entry: StoredKey = { gameId, createdAt: now, ...key };
    if (!this.db) {
      this.memoryKeys.set(gameId, entry);
      return key;
    }
    const tx = this.db.transaction('table-keys', 'readwrite');
    const old = (await tx.store.getAll()).filter((k) => now - k.createdAt > KEY_DAYS * 86_400_000);
    await Promise.all([...old.map((k) => tx.store.delete(k.gameId)), tx.store.put(entry)]);
    await tx.done;
    return key;
  }

  /** The phone's secret and card. */
  async phone(): Promise<PhoneState> {
    if (!this.db) return { ...this.memoryPhone };
    const [secret, card] = await Promise.all([this.db.get('phone', 'secret'), this.db.get('phone', 'card')]);
    return { secret: secret instanceof Uint8Array ? secret : null, card: card && !(card instanceof Uint8Array) ? card : null };
  }

  /** Keeps a new phone secret (replacing any). */
  async setSecret(secret: Uint8Array): Promise<void> {
    if (!this.db) {
      this.memoryPhone.secret = secret;
      return;
    }
    await this.db.put('phone', secret, 'secret');
  }

  /** Keeps an imported card and deletes the phone secret, in one transaction. */
  async importCard(card: StoredCard): Promise<void> {
    if (!this.db) {
      this.memoryPhone.card = card;
      this.memoryPhone.secret = null;
      return;
    }
    const tx = this.db.transaction('phone', 'readwrite');
    await Promise.all([tx.store.put(card, 'card'), tx.store.delete('secret'), tx.done]);
  }

  /** Forgets the card and keeps `secret` as the phone secret for the next import. */
  async forgetCard(secret: Uint8Array): Promise<void> {
    if (!this.db) {
      this.memoryPhone.card = null;
      this.memoryPhone.secret = secret;
      return;
    }
    const tx = this.db.transaction('phone', 'readwrite');
    await Promise.all([tx.store.delete('card'), tx.store.put(secret, 'secret'), tx.done]);
  }

  /** Closes the connection (tests, and a component that leaves the page). */
  close(): void {
    this.db?.close();
  }
}
