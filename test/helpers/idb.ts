/** Raw IndexedDB for the storage tests: building old layouts and holding connections. */

/** Opens a database with raw IndexedDB at `version`; `upgrade` runs in its upgrade. */
export function openRaw(name: string, version: number, upgrade?: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => upgrade?.(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
