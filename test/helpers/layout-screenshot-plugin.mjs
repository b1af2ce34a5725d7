// A @web/test-runner plugin for the layout checks (test/games/resistance/ui/layout.browser.ts):
// the browser asks for a screenshot of its own page with the server command "layout-screenshot"
// ({ name }), and it is written to test-artifacts/layout/<name>.png (a git-ignored folder, for
// review: docs/testing.md). Names are limited to letters, digits, "-" and "_". Playwright only.
// "layout-pixels" ({ x, y, width, height }, CSS px of the viewport) returns that part of the page
// as a PNG in base64, written nowhere (test/helpers/layout-screens.ts reads its colours).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The folder the screenshots go to. */
export const LAYOUT_ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/layout/', import.meta.url));

/** The plugin: handles "layout-screenshot" (returns the file's path relative to the project) and "layout-pixels". */
export function layoutScreenshotPlugin() {
  return {
    name: 'layout-screenshot-command',
    async executeCommand({ command, payload, session }) {
      if (command === 'layout-pixels') {
        if (session.browser.type !== 'playwright') throw new Error('layout-pixels needs the Playwright launcher');
        const clip = { x: Number(payload?.x), y: Number(payload?.y), width: Number(payload?.width), height: Number(payload?.height) };
        if (!Object.values(clip).every(Number.isFinite) || clip.width <= 0 || clip.height <= 0) throw new Error('layout-pixels: a bad rectangle');
        const page = session.browser.getPage(session.id);
        return (await page.screenshot({ clip, animations: 'disabled' })).toString('base64');
      }
      if (command !== 'layout-screenshot') return undefined;
      const name = String(payload?.name ?? '');
      if (!/^[A-Za-z0-9_-]{1,120}$/.test(name)) throw new Error(`layout-screenshot: a bad name "${name}"`);
      if (session.browser.type !== 'playwright') throw new Error('layout-screenshot needs the Playwright launcher');
      mkdirSync(LAYOUT_ARTIFACTS, { recursive: true });
      const page = session.browser.getPage(session.id);
      const path = join(LAYOUT_ARTIFACTS, `${name}.png`);
      await page.screenshot({ path, fullPage: payload?.fullPage !== false, animations: 'disabled' });
      return `test-artifacts/layout/${name}.png`;
    },
  };
}
