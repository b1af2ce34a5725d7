/**
 * A person at the keyboard with Orca: presses a key on the X display, then listens until
 * everything is said (Orca has nothing left to process and speech-dispatcher has nothing left
 * to play), and notes for that key what Orca said, what was played to the end and what was cut,
 * what the page wrote to its live regions, and where Orca's focus and the browser's are.
 *
 * Chromium is observed (never driven) through the DevTools protocol: the page's focused element
 * and its accessible role and name, and a record of every write to the app's live regions.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright';
import { normalise, OrcaLog, sentences, SpeechLog, wordCount, type OrcaFocus, type OrcaUtterance, type Played } from './hearing.ts';
import { pressKey, waitFor, type OrcaDesktop } from './stack.ts';

/** What one key press brought. */
export interface Heard {
  /** The key, as pressed ("Tab", "shift+Tab", "space"). */
  key: string;
  /** What Orca sent to speech after the key, in order (key echo included, marked). */
  utterances: OrcaUtterance[];
  /** What was played, with its times. */
  played: Played[];
  /** What the page wrote to its live regions after the key ("polite: …", "assertive: …"). */
  live: string[];
  /** Orca's focus after the key, and the browser's focused element (its accessible role and name). */
  orcaFocus: OrcaFocus | null;
  browserFocus: { role: string; name: string; tag: string; value?: string } | null;
}

/** Where the logs and the page's record stood before a key. */
interface Mark {
  utterances: number;
  played: number;
  live: number;
  keyPresses: number;
}

/** Everything said between two points: counts and seconds. */
export interface Figures {
  keys: number;
  utterances: number;
  /** Utterances from the page's live regions. */
  liveUtterances: number;
  words: number;
  /** Seconds of speech played (the audio sent to the sound card, summed). */
  seconds: number;
  /** Of which key echo. */
  keyEchoSeconds: number;
}

/** Where the page's live regions are (src/platform/a11y/announcer.ts REGION_IDS). */
const REGION_IDS = ['rs-live-polite', 'rs-live-assertive'];

/** Records each write to the live regions in `window.__said` ("polite: text"). */
const RECORD_LIVE = `(() => {
  const said = [];
  window.__said = said;
  window.__keyups = 0;
  document.addEventListener('keyup', () => { window.__keyups++; }, true);
  const watch = () => {
    for (const id of ${JSON.stringify(REGION_IDS)}) {
      const region = document.getElementById(id);
      if (!region || region.__watched) continue;
      region.__watched = true;
      new MutationObserver(() => {
        const text = (region.textContent || '').replace(/\\u00a0/g, ' ').trim();
        if (text) said.push(id.slice(8) + ': ' + text);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    }
  };
  document.addEventListener('DOMContentLoaded', watch);
  new MutationObserver(watch).observe(document, { childList: true, subtree: true });
})();`;

export class Listener {
  private static opened = 0;
  readonly orca: OrcaLog;
  readonly speech: SpeechLog;
  /** Every key pressed and what it brought, in order. */
  readonly heard: Heard[] = [];
  private constructor(
    readonly desktop: OrcaDesktop,
    readonly browser: Browser,
    readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly chromium: ChildProcess,
  ) {
    this.orca = new OrcaLog(desktop.orcaLog);
    this.speech = new SpeechLog(desktop.speechLog);
  }

  /**
   * Starts Chromium on the desktop (a fresh profile, accessibility forced on, a window filling the
   * screen), opens `url` and listens until the page has been read. `url` may be a function of the
   * browser's context that opens other pages first (in tabs behind the heard one, e.g. a room's
   * table page) and returns the address of the heard page.
   */
  static async open(desktop: OrcaDesktop, url: string | ((context: BrowserContext) => Promise<string>), chromePath: string): Promise<Listener> {
    const n = ++Listener.opened;
    const profile = join(desktop.dir, `chromium-profile-${n}`);
    const args = [
      '--force-renderer-accessibility',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
      '--disable-features=Translate,MediaRouter',
      // A page in a tab behind the heard one (a room's table) keeps its timers and sockets.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--password-store=basic',
      '--window-position=0,0',
      '--window-size=1280,1024',
      '--remote-debugging-port=0',
      'about:blank',
    ];
    if (process.getuid?.() === 0) args.unshift('--no-sandbox');
    const child = desktop.start(chromePath, args, `chromium-${n}`);
    const out = join(desktop.dir, `chromium-${n}.out`);
    let ws = '';
    await waitFor(() => {
      ws = existsSync(out) ? (/DevTools listening on (ws:\/\/\S+)/.exec(readFileSync(out, 'utf8'))?.[1] ?? '') : '';
      return ws !== '';
    }, 'Chromium to start', 60_000);
    const browser = await chromium.connectOverCDP(ws);
    const context = browser.contexts()[0]!;
    await context.addInitScript(RECORD_LIVE);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Accessibility.enable');
    const listener = new Listener(desktop, browser, page, cdp, child);
    const address = typeof url === 'string' ? url : await url(context);
    await page.bringToFront();
    const before = listener.mark();
    await page.goto(address);
    await page.bringToFront();
    // Orca reads a newly loaded page from the top (Say All, its default): a person who knows the
    // page stops it with Control, as here, once Orca has presented the page.
    await waitFor(() => {
      listener.orca.update();
      return listener.orca.utterances.some((u) => u.text.startsWith('Page has')) && Date.now() - listener.orca.lastGrowth >= 1_500;
    }, 'Orca to present the page', 120_000);
    pressKey(desktop, 'Control_L');
    await listener.listen();
    listener.heard.push({ key: '(page load)', ...listener.since(before), ...(await listener.focusNow()) });
    return listener;
  }

  private mark(): Mark {
    this.orca.update();
    this.speech.update();
    return { utterances: this.orca.utterances.length, played: this.speech.played.length, live: this.liveCount, keyPresses: this.orca.keyPresses };
  }

  private liveCount = 0;
  private liveAll: string[] = [];

  private since(mark: Mark): Omit<Heard, 'key' | 'orcaFocus' | 'browserFocus'> {
    return {
      utterances: this.orca.utterances.slice(mark.utterances),
      played: this.speech.played.slice(mark.played),
      live: this.liveAll.slice(mark.live),
    };
  }

  /** Reads the page's live-region record. */
  private async readLive(): Promise<void> {
    const said = await this.page.evaluate(() => (window as unknown as { __said?: string[] }).__said ?? []).catch(() => null);
    if (said === null) return;
    // A navigation starts a new record: keep what was read before it.
    if (said.length < this.liveSeen) this.liveSeen = 0;
    this.liveAll.push(...said.slice(this.liveSeen));
    this.liveSeen = said.length;
    this.liveCount = this.liveAll.length;
  }
  private liveSeen = 0;

  /**
   * Waits until everything is heard: Orca has begun on the key's presses (`presses` of them
   * since `mark`), the page is quiet (no change of its DOM for 300 ms), every live-region text
   * written since `mark` has reached Orca (or 20 s went by: then it was never spoken), its focus
   * is the browser's (or 10 s went by), and for
   * `quietMs` Orca has logged nothing and speech-dispatcher has played nothing. Each wait is for a
   * state: a loaded machine only makes it longer.
   */
  async listen(mark?: Mark, presses = 0, quietMs = 2_000, timeoutMs = 180_000): Promise<void> {
    if (mark) await waitFor(() => (this.orca.update(), this.orca.keyPresses >= mark.keyPresses + presses), 'Orca to hear the key', timeoutMs);
    await this.pageQuiet();
    await this.readLive();
    const liveSince = mark ? this.liveAll.slice(mark.live).map((l) => normalise(l.replace(/^\w+: /, ''))) : [];
    const started = Date.now();
    let pokes = 0;
    // Focus moved: Orca has presented the new control once it has said its name (it may be
    // blocked on the browser for seconds on a loaded machine, its log silent meanwhile).
    const focusNow = mark ? (await this.focusNow()).browserFocus : null;
    const previous = this.heard[this.heard.length - 1]?.browserFocus ?? null;
    const moved = focusNow !== null && focusNow.name !== '' && (previous === null || previous.name !== focusNow.name || previous.tag !== focusNow.tag);
    await waitFor(
      async () => {
        this.orca.update();
        this.speech.update();
        const now = Date.now();
        if (pokes < 3 && this.orca.queued > this.orca.dequeued && now - this.orca.lastGrowth >= 700 && now - this.lastPoke >= 1_000) {
          // Orca 43 can leave events in its queue until the next one comes (its idle handler is
          // not re-armed when an event arrives as the queue empties; seen on a loaded machine):
          // a change of hidden text the page does not use brings one.
          // At most three times a key: an event Orca dropped stays counted as queued.
          this.lastPoke = now;
          pokes++;
          await this.poke();
          return false;
        }
        if (mark && now - started < 20_000) {
          const said = this.orca.utterances.slice(mark.utterances).map((u) => normalise(u.text));
          if (!liveSince.every((l) => said.some((s) => s.includes(l) || (s.length > 10 && l.includes(s))))) return false;
          if (moved && !said.some((s) => s.includes(normalise(focusNow.name)))) return false;
        }
        if (!this.speech.idle || now - this.orca.lastGrowth < quietMs || now - this.speech.lastGrowth < quietMs) return false;
        // Orca may follow the browser's focus late on a loaded machine: give it 10 s.
        return !mark || now - started >= 10_000 || (await this.focusAgrees());
      },
      'Orca to finish speaking',
      timeoutMs,
    );
    await this.readLive();
  }

  private lastPoke = 0;

  /** Key releases the page has had (a navigation starts again from 0). */
  private async keyups(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __keyups?: number }).__keyups ?? 0).catch(() => 0);
  }

  /** Changes the text of a hidden element of the test's own (an accessibility event Orca ignores). */
  private async poke(): Promise<void> {
    await this.page
      .evaluate(() => {
        let poke = document.getElementById('orca-test-poke');
        if (!poke) {
          poke = document.createElement('div');
          poke.id = 'orca-test-poke';
          poke.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
          document.body.append(poke);
        }
        poke.textContent = poke.textContent === '.' ? '..' : '.';
      })
      .catch(() => undefined);
  }

  /** No change of the page's DOM for 300 ms. */
  private async pageQuiet(): Promise<void> {
    await this.page
      .evaluate(
        () =>
          new Promise<void>((resolve) => {
            let timer = setTimeout(done, 300);
            const observer = new MutationObserver(() => {
              clearTimeout(timer);
              timer = setTimeout(done, 300);
            });
            observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
            function done() {
              observer.disconnect();
              resolve();
            }
          }),
      )
      .catch(() => undefined);
  }

  /** Orca's focus names the browser's focused element (or there is nothing to compare). */
  private async focusAgrees(): Promise<boolean> {
    const { orcaFocus, browserFocus } = await this.focusNow();
    return focusFault(orcaFocus, browserFocus) === null;
  }

  /** Presses `key` (xdotool names), listens to the end, and records what it brought. */
  async press(key: string): Promise<Heard> {
    await this.readLive();
    const before = this.mark();
    const keyups = await this.keyups();
    pressKey(this.desktop, key);
    // The page has the key (a loaded machine may take seconds to hand it over) before its quiet counts.
    const chord = key.split('+').length;
    await waitFor(async () => (await this.keyups()) >= keyups + chord, `the page to get ${key}`, 30_000).catch(() => undefined);
    await this.listen(before, key.split('+').length);
    const heard: Heard = { key, ...this.since(before), ...(await this.focusNow()) };
    this.heard.push(heard);
    return heard;
  }

  /**
   * Does `action` without a key (through the DevTools protocol, or another device: a table page
   * behind this one, a socket of another seat), listens to the end as after a key, and records
   * what it brought under `(what)`. Orca hears only what the page does, as a person hears another
   * player's move.
   */
  async act(what: string, action: () => Promise<unknown>): Promise<Heard> {
    await this.readLive();
    const before = this.mark();
    await action();
    await this.listen(before, 0);
    const heard: Heard = { key: `(${what})`, ...this.since(before), ...(await this.focusNow()) };
    this.heard.push(heard);
    return heard;
  }

  /** Presses each key in turn. */
  async keys(...keys: string[]): Promise<Heard[]> {
    const all: Heard[] = [];
    for (const key of keys) all.push(await this.press(key));
    return all;
  }

  /**
   * Presses `key` (Tab by default) until the browser's focus is on the control whose accessible
   * name matches `name`, at most `max` times, as a person tabs until they hear it.
   * @throws Error when it is not reached
   */
  async tabTo(name: RegExp, max = 30, key = 'Tab'): Promise<void> {
    for (let i = 0; i < max; i++) {
      const heard = await this.press(key);
      if (heard.browserFocus && name.test(heard.browserFocus.name)) return;
    }
    throw new Error(`${key} ${max} times never reached ${name}`);
  }

  /** Orca's focus and the browser's focused element now. */
  private async focusNow(): Promise<Pick<Heard, 'orcaFocus' | 'browserFocus'>> {
    this.orca.update();
    let browserFocus: Heard['browserFocus'] = null;
    try {
      const { result } = await this.cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
      if (result.objectId) {
        const { nodes } = await this.cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
        const node = nodes[0];
        const tag = String(result.description ?? '');
        browserFocus = { role: String(node?.role?.value ?? ''), name: String(node?.name?.value ?? ''), tag, value: String(node?.value?.value ?? '') };
      }
    } catch {
      browserFocus = null;
    }
    return { orcaFocus: this.orca.focus, browserFocus };
  }

  /** Closes the DevTools connection and stops this Chromium (its process group, by its id). */
  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
    const pid = this.chromium.pid;
    if (pid !== undefined && this.chromium.exitCode === null && this.chromium.signalCode === null) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
}

/** The figures of `heard` (a slice of a listener's record). */
export function figures(heard: readonly Heard[]): Figures {
  // A page load and an action without a key (`Listener.act`, its key in brackets) are no key.
  const keys = heard.filter((h) => !h.key.startsWith('(')).length;
  let utterances = 0;
  let liveUtterances = 0;
  let words = 0;
  let seconds = 0;
  let keyEchoSeconds = 0;
  for (const h of heard) {
    const live = h.live.map((l) => normalise(l.replace(/^\w+: /, '')));
    for (const u of h.utterances) {
      utterances++;
      words += wordCount(u.text);
      if (live.some((l) => normalise(u.text).includes(l) || l.includes(normalise(u.text)))) liveUtterances++;
    }
    for (const p of h.played) {
      const s = p.seconds;
      seconds += s;
      if (h.utterances.some((u) => u.keyEcho && normalise(u.text) === normalise(p.text))) keyEchoSeconds += s;
    }
  }
  return { keys, utterances, liveUtterances, words, seconds, keyEchoSeconds };
}

/**
 * Orca's own words while a page loads ("Loading. Please wait.", once for each tab that loads: a
 * room's table page behind the phone's), not the page's.
 */
const ORCA_LOADING = /^(loading|please wait|finished loading\b.*)$/;

/** What Orca says of its own mode, not of the page. */
const MODE_SWITCH = new Set(['Focus mode', 'Browse mode']);

/**
 * The faults a person would hear in `heard`: a key followed by silence (nothing said but the
 * key's echo and Orca's mode), a sentence said twice after one key, a live-region text never
 * played to the end, Orca's focus on another control than the browser's. Each fault is one line
 * naming the key and what was heard. An action without a key (`Listener.act`) may be silent.
 */
export function faults(heard: readonly Heard[]): string[] {
  const found: string[] = [];
  heard.forEach((h, i) => {
    const where = `key ${i} (${h.key})`;
    const said = h.utterances.filter((u) => !u.keyEcho);
    if (!h.key.startsWith('(') && said.every((u) => MODE_SWITCH.has(u.text))) {
      found.push(`${where}: silence after the key (heard: ${h.utterances.map((u) => u.text).join(' | ') || 'nothing'})`);
    }
    const counts = new Map<string, number>();
    for (const u of said) for (const s of sentences(u.text)) if (wordCount(s) >= 2 && !ORCA_LOADING.test(s)) counts.set(s, (counts.get(s) ?? 0) + 1);
    for (const [s, n] of counts) if (n > 1) found.push(`${where}: "${s}" said ${n} times (${said.map((u) => u.text).join(' | ')})`);
    const ended = h.played.filter((p) => !p.stopped).map((p) => normalise(p.text));
    for (const l of h.live) {
      const text = normalise(l.replace(/^\w+: /, ''));
      if (!ended.some((p) => p.includes(text) || (p.length > 10 && text.includes(p)))) {
        const cut = h.played.some((p) => p.stopped && normalise(p.text).includes(text.slice(0, 20)));
        found.push(`${where}: live region "${l}" ${cut ? 'cut short' : 'never spoken'} (heard: ${said.map((u) => u.text).join(' | ')})`);
      }
    }
    const focus = focusFault(h.orcaFocus, h.browserFocus);
    if (focus) found.push(`${where}: ${focus}`);
  });
  return found;
}

/**
 * `null` when Orca's focus is on the browser's focused element (same accessible name; the page's
 * body, or no focus known, compares with anything), else a sentence saying where each is.
 */
export function focusFault(orca: OrcaFocus | null, browser: Heard['browserFocus']): string | null {
  if (!orca || !browser || browser.tag === 'body') return null;
  const orcaName = normalise(orca.name);
  const browserName = normalise(browser.name);
  if (orcaName === browserName || (browserName !== '' && orcaName.startsWith(browserName))) return null;
  // A select's option (Orca follows the chosen one as a menu item) is on its select.
  if (browser.role === 'combobox' && browser.value && orcaName === normalise(browser.value)) return null;
  return `Orca's focus [${orca.role} | ${orca.name}] is not the browser's (${browser.role} "${browser.name}", ${browser.tag})`;
}

/** One line per key: the key, then what was said ("»" before key echo, "✂" after a cut). */
export function transcript(heard: readonly Heard[]): string {
  return heard
    .map((h) => {
      const said = h.utterances.map((u) => (u.keyEcho ? `»${u.text}` : u.text)).join(' | ');
      const cut = h.played.filter((p) => p.stopped).map((p) => `✂ ${p.text}`);
      return `${h.key.padEnd(10)} ${said}${cut.length ? `   [${cut.join('; ')}]` : ''}`;
    })
    .join('\n');
}

