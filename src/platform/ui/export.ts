/**
 * Exporting a game record as a JSON file: a download everywhere, and the Web Share API where the
 * browser can share files (most phones).
 */

/**
 * The record as a JSON file named after the game and its players, e.g.
 * `resistance-ann-bob-cid-dee-eve.json`.
 * @param base the game's name in the file name (`resistance`)
 * @param words the players' names (or anything naming the game)
 */
export function recordFile(record: object, base: string, words: readonly string[]): File {
  const names = words
    .map((p) => p.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''))
    .filter(Boolean)
    .join('-')
    .slice(0, 60);
  return new File([JSON.stringify(record, null, 2)], `${base}-${names || 'game'}.json`, { type: 'application/json' });
}

/** Starts a download of `file`. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Whether this browser can share a file through the Web Share API. */
export function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/**
 * Shares `file` through the Web Share API.
 * @returns 'shared', or 'cancelled' when the person closed the share sheet
 * @throws the browser's error for any other failure
 */
export async function shareFile(file: File, title: string): Promise<'shared' | 'cancelled'> {
  try {
    await navigator.share({ files: [file], title });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}
