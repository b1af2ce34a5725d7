/**
 * Every game's one-device pages speak one language: the main screens of The Resistance (the setup,
 * a proposal, a vote, a mission), Rebellion vs Empire (the setup, the first turn) and the
 * hidden-traitor expansion (the setup, a turn with the seed's Challenge, Foul Machination and Plot
 * on the board) hold no Polish in English and no English in Polish, in what is shown and in what
 * is announced; and no rule id (R-…, G2-…, G3-…) is in a visible label or an announcement: the
 * rules reader (`rs-rules`) keeps them. Players' names and what the table typed in are data, not
 * the app's language: these tests use names and entries that are neither.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { announcer } from '../../../src/platform/a11y/announcer.ts';
import { useLanguage } from '../../../src/platform/i18n/locale.ts';
import { SETTINGS_KEY } from '../../../src/platform/settings/settings.ts';
import { openGameStore } from '../../../src/platform/storage/index.ts';
import '../../../src/games/traitor/ui/tr-app.ts';
import type { TrApp } from '../../../src/games/traitor/ui/tr-app.ts';
import { SEED_CARDS, toTraitorRecord } from '../../../src/games/traitor/engine.ts';
import type { CardData, CardFacts, GameEvent, SetupInput } from '../../../src/games/traitor/engine.ts';
import { registerTraitorStorage } from '../../../src/games/traitor/storage/registration.ts';
import { CARDS_KEY } from '../../../src/games/traitor/ui/card-store.ts';
import '../../../src/games/rebellion-vs-empire/ui/rve-app.ts';
import type { RveApp } from '../../../src/games/rebellion-vs-empire/ui/rve-app.ts';
import type { RsApp } from '../../../src/games/resistance/ui/rs-app.ts';
import { appFixture, choose, stepOf, useAppTestPage } from '../../helpers/app-driver.ts';
import { mount as mountRve } from '../../games/rebellion-vs-empire/ui/rve-page.ts';

/** A rule id as the rules cite them. */
const RULE_ID = /\b(R|G2|G3)-[A-Z][A-Z0-9]*/;
/** Polish letters, and Polish words written without them, none of which English uses. */
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(nie|się|jest|oraz|karty|kartę|gracz\w*|spiskow\w*|wyzwani\w*|drużyn\w*)\b/i;
/** English words that Polish never uses. */
const ENGLISH = /\b(the|and|of|with|is|are|your|you|effect|cards?|players?|turn|mission|team)\b/i;

/**
 * What the page shows of `root` (its rendered text), less the rules reader's and less what is
 * marked as in another language (the language switch, "Polski (zmień język)", is in its own).
 */
function shown(root: HTMLElement, language: 'en' | 'pl'): string {
  let text = root.innerText;
  const apart = [...root.querySelectorAll<HTMLElement>('rs-rules'), ...[...root.querySelectorAll<HTMLElement>('[lang]')].filter((el) => el.lang !== language)];
  for (const el of apart) {
    const own = el.innerText.trim();
    if (own) text = text.replace(own, '');
  }
  return text;
}

/** The lines of `text` that match `pattern`, each with the match. */
function offending(text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && pattern.test(line))
    .map((line) => `${line.match(pattern)![0]}: ${line.slice(0, 160)}`);
}

/** Problems of one screen in `language`: shown text and what was announced since `logFrom`. */
function problems(where: string, root: HTMLElement, language: 'en' | 'pl', logFrom: number): string[] {
  const said = announcer.log.slice(logFrom).join('\n');
  const other = language === 'en' ? POLISH : ENGLISH;
  return [
    ...offending(shown(root, language), other).map((p) => `${where} (${language}), shown: ${p}`),
    ...offending(said, other).map((p) => `${where} (${language}), announced: ${p}`),
    ...offending(shown(root, language), RULE_ID).map((p) => `${where} (${language}), a rule id shown: ${p}`),
    ...offending(said, RULE_ID).map((p) => `${where} (${language}), a rule id announced: ${p}`),
  ];
}

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee'];
const card = (kind: CardFacts['kind'], cost: number): CardFacts => ({ kind, cost, traits: [] });
const seed = (id: string, entered: Partial<CardData>): CardData => ({ ...SEED_CARDS.find((c) => c.id === id)!, ...entered, source: 'table' });
/** Table-entered Plots named by letters only (data in neither language). */
const plot = (id: string, name: string, power: number): CardData => ({ id, role: 'plot', name, nameEn: null, level: null, effect: null, requirements: [], power, source: 'table' });
/**
 * 4 players, the seed's Keene Act in play, Heroes Are Your Puppets face up and completed by Ann,
 * the Traitor, whose Plot is the seed's Technological Breakthrough: every seed text on the board.
 */
const TRAITOR_SETUP: SetupInput = {
  players: NAMES,
  machination: 'heroes-are-your-puppets',
  plots: ['technological-breakthrough', 'plot-b', 'plot-c', 'plot-d'],
  cards: [seed('technological-breakthrough', { power: 10 }), plot('plot-b', 'B', 8), plot('plot-c', 'C', 9), plot('plot-d', 'D', 7), seed('keene-act', { power: 11 })],
};
const TRAITOR_EVENTS: GameEvent[] = [
  { type: 'deal', loyalty: ['traitor', 'loyal', 'loyal', 'loyal'], plots: ['technological-breakthrough', 'plot-b', 'plot-c', 'plot-d'] },
  { type: 'challenge-revealed', level: 1, card: 'keene-act' },
  { type: 'machination-completed', seat: 0, cards: [card('hero', 3), card('hero', 2), card('villain', 4), card('super-power', 5), card('hero', 6)] },
  { type: 'turn-ended', seat: 0, gained: true },
  { type: 'deck-count', count: 30 },
];

async function traitorGame(): Promise<TrApp> {
  const db = `page-language-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const unregister = registerTraitorStorage();
  const store = await openGameStore({ name: db });
  const { id } = await store.create(toTraitorRecord(TRAITOR_SETUP, TRAITOR_EVENTS));
  await store.setUi({ gameId: id, focus: null, draft: null });
  store.close();
  unregister();
  const app = await fixture<TrApp>(html`<tr-app db-name=${db}></tr-app>`);
  await app.ready;
  await app.whenIdle();
  return app;
}

/** Waits until the app shows the step `step` and has said what happened. */
async function settled(app: RsApp, step: string): Promise<void> {
  await app.whenIdle();
  await waitUntil(() => app.querySelector('#step > *')?.localName === step, `the step ${step}, not ${app.querySelector('#step > *')?.localName}: ${announcer.last}`);
  await (stepOf(app) as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  await announcer.whenIdle();
}

/** The language as a user chooses it: saved in the settings, which every page reads as it starts. */
async function speak(language: 'en' | 'pl'): Promise<void> {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language }));
  await useLanguage(language);
}

describe("each game's pages in one language, with no rule id shown or said", () => {
  useAppTestPage();
  before(() => localStorage.removeItem(CARDS_KEY));
  afterEach(async () => {
    localStorage.removeItem(SETTINGS_KEY);
    await useLanguage('en');
    document.documentElement.lang = 'en';
  });

  for (const language of ['en', 'pl'] as const) {
    it(`The Resistance: the setup, a proposal, a vote and a mission, in ${language === 'en' ? 'English' : 'Polish'}`, async () => {
      await speak(language);
      const found: string[] = [];
      let from = announcer.log.length;
      const setup = await appFixture();
      found.push(...problems('the setup', setup, language, from));
      setup.remove();
      // Driven by the controls' ids and names: their labels are in the language under test.
      from = announcer.log.length;
      const app = await appFixture();
      const form = app.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>('rs-setup')!;
      choose(form.querySelector<HTMLSelectElement>('#setup-count')!, '5');
      await form.updateComplete;
      choose(form.querySelector<HTMLSelectElement>('#setup-leader')!, '0');
      await form.updateComplete;
      form.querySelector<HTMLButtonElement>('form button[type="submit"].primary')!.click();
      await settled(app, 'rs-team-picker');
      found.push(...problems('a proposal', app, language, from));
      from = announcer.log.length;
      // Ann (seat 0) leads and starts on the team: Bob joins her.
      stepOf(app).querySelector<HTMLInputElement>('input[name="team"][value="1"]')!.click();
      await app.whenIdle();
      stepOf(app).querySelector<HTMLButtonElement>('#team-propose')!.click();
      await settled(app, 'rs-vote-recorder');
      found.push(...problems('a vote', app, language, from));
      from = announcer.log.length;
      stepOf(app).querySelector<HTMLButtonElement>('#vote-record')!.click();
      await settled(app, 'rs-mission-recorder');
      found.push(...problems('a mission', app, language, from));
      expect(found).to.deep.equal([]);
    });
  }

  // Each game's page registers its own storage in this page: one game after the other.
  for (const language of ['en', 'pl'] as const) {
    it(`Rebellion vs Empire: the setup and the first turn, in ${language === 'en' ? 'English' : 'Polish'}`, async () => {
      await speak(language);
      const found: string[] = [];
      let from = announcer.log.length;
      const app: RveApp = await mountRve(5);
      found.push(...problems('the setup', app, language, from));
      from = announcer.log.length;
      for (const [id, name] of [['rve-rebellion-name', 'Ann'], ['rve-empire-name', 'Bob']] as const) {
        const field = app.querySelector<HTMLInputElement>(`#${id}`)!;
        field.value = name;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      app.querySelector<HTMLButtonElement>('#rve-start')!.click();
      await waitUntil(() => app.querySelector('#rve-start') === null, 'the game replaces the setup');
      await announcer.whenIdle();
      found.push(...problems('the first turn', app, language, from));
      expect(found).to.deep.equal([]);
    });
  }

  for (const language of ['en', 'pl'] as const) {
    it(`the hidden-traitor expansion: the setup and a turn with the seed's cards on the board, in ${language === 'en' ? 'English' : 'Polish'}`, async () => {
      await speak(language);
      const found: string[] = [];
      let from = announcer.log.length;
      const setup = await fixture<TrApp>(html`<tr-app db-name=${`page-language-setup-${Date.now().toString(36)}`}></tr-app>`);
      await setup.ready;
      await setup.whenIdle();
      found.push(...problems('the setup', setup, language, from));
      setup.remove();
      from = announcer.log.length;
      const app = await traitorGame();
      await waitUntil(() => app.querySelector('#tr-current-name') !== null, 'the board shows the Challenge');
      found.push(...problems('a turn', app, language, from));
      expect(found).to.deep.equal([]);
    });
  }
});
