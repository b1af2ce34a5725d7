/**
 * The Avalon names in the Polish and German catalogues (xliff/pl.xlf, xliff/de.xlf; docs/avalon.md,
 * "Polish and German names"): the card names are exactly the chosen terms, and every string whose
 * English says one of them (Merlin, Percival, Morgana, Mordred, Oberon, the Lady of the Lake, the
 * Assassin, the Loyal servants of Arthur, the Minions of Mordred) says that term in the language,
 * in one of its grammatical forms and spelled the same way, and no other word for it (an older
 * choice, another edition's spelling, a lower-case side where the catalogue capitalises it).
 * Polish follows the Polish edition's rulebook (Avalon: Rycerze Króla Artura); German is the
 * app's own choice (no German edition was checked): both are listed in docs/avalon.md.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

interface Unit {
  id: string;
  source: string;
  target: string;
}

/** The trans-units of a catalogue, placeholders (`<x …/>`) as `{x}`, entities decoded. */
function units(language: 'pl' | 'de'): Unit[] {
  const xml = readFileSync(new URL(`../../xliff/${language}.xlf`, import.meta.url), 'utf8');
  const text = (s: string) =>
    s
      .replace(/<x [^>]*\/>/g, '{x}')
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g)].map(([, id, body]) => ({
    id: id!,
    source: text(/<source>([\s\S]*?)<\/source>/.exec(body!)?.[1] ?? ''),
    target: text(/<target>([\s\S]*?)<\/target>/.exec(body!)?.[1] ?? ''),
  }));
}

/** One Avalon term: how the English says it, and each language's forms of it (any case ending). */
interface Term {
  name: string;
  en: RegExp;
  pl: RegExp;
  de: RegExp;
}

/** Not inside a word (JavaScript's `\\b` knows no Polish or German letter). */
const B = '(?<!\\p{L})';
const E = '(?!\\p{L})';
const word = (pattern: string) => new RegExp(`${B}(?:${pattern})${E}`, 'u');

const TERMS: Term[] = [
  { name: 'Merlin', en: /\bMerlin\b/, pl: word('Merlin(a|owi|em|ie)?'), de: word('Merlins?') },
  { name: 'Percival', en: /\bPercival\b/, pl: word('Parsifal(a|owi|em|u)?'), de: word('Percivals?') },
  { name: 'Morgana', en: /\bMorgana\b/, pl: word('Morgan(a|y|ie|ę|ą)'), de: word('Morganas?') },
  { name: 'Mordred', en: /\bMordred\b/, pl: word('Mordred(a|owi|em|zie)?'), de: word('Mordreds?') },
  { name: 'Oberon', en: /\bOberon\b/, pl: word('Oberon(a|owi|em|ie)?'), de: word('Oberons?') },
  { name: 'the Lady of the Lake', en: /\bLady of the Lake\b/, pl: word('Pani(ą)? Jeziora'), de: word('[Dd](ie|er) Herrin vom See') },
  // Avalon's Assassin, not the Assassin module (which keeps the module's name).
  { name: 'the Assassin', en: /\bAssassin\b(?! module)/, pl: word('Skrytobójc(a|y|ę|ą|om|ami)'), de: word('Assassinen?') },
  { name: 'the Loyal servants of Arthur', en: /\bLoyal servants? of Arthur\b/i, pl: word('Lojaln\\p{L}+ poddan\\p{L}+ Artura'), de: word('Loyale[nr]? Diener[n]? von Artus') },
  { name: 'the Minions of Mordred', en: /\b[Mm]inions? of Mordred\b/, pl: word('Popleczni(k|c)\\p{L}* Mordreda'), de: word('Schergen? Mordreds') },
];

/** Words that are not the chosen term (an earlier choice, another spelling, the wrong case): never in an Avalon string. */
const WRONG: Record<'pl' | 'de', RegExp[]> = {
  pl: [/Percival/u, /\b[Zz]abójc/u, /(?<!\p{L})[Ss]ług(?!uj)/u, /(?<!\p{L})[Ss]łudz/u, /\bpoplecznik/u, /\blojaln\p{L}* poddan/u, /\bDam[aąy] Jeziora|Pani z Jeziora|Panienk\p{L}* z Jeziora/u],
  de: [/Dame vom See/u, /Gefolgsleut/u, /Diener Artus/u, /\bloyale[nr]? Diener/u, /\bschergen? Mordreds/u, /Parzival|Parsifal/u],
};

/** Whether a unit is one of the Avalon strings: its id, or its English says an Avalon name. */
function isAvalon(unit: Unit): boolean {
  return unit.id.startsWith('avalon-') || /\b(Merlin|Percival|Morgana|Oberon|Lady of the Lake|of Arthur|of Mordred|Avalon)\b/.test(unit.source);
}

/** The card names as the cards say them, exactly. */
const NAMES: Record<'pl' | 'de', Record<string, string>> = {
  pl: {
    Merlin: 'Merlin',
    Percival: 'Parsifal',
    Morgana: 'Morgana',
    Mordred: 'Mordred',
    Oberon: 'Oberon',
    'The Lady of the Lake': 'Pani Jeziora',
    'Loyal servants of Arthur': 'Lojalni poddani Artura',
    'Loyal servant of Arthur': 'Lojalny poddany Artura',
    'Minions of Mordred': 'Poplecznicy Mordreda',
    'Minion of Mordred': 'Poplecznik Mordreda',
  },
  de: {
    Merlin: 'Merlin',
    Percival: 'Percival',
    Morgana: 'Morgana',
    Mordred: 'Mordred',
    Oberon: 'Oberon',
    'The Lady of the Lake': 'Die Herrin vom See',
    'Loyal servants of Arthur': 'Loyale Diener von Artus',
    'Loyal servant of Arthur': 'Loyaler Diener von Artus',
    'Minions of Mordred': 'Schergen Mordreds',
    'Minion of Mordred': 'Scherge Mordreds',
  },
};
const ASSASSIN: Record<'pl' | 'de', string> = { pl: 'Skrytobójca', de: 'Assassine' };

for (const language of ['pl', 'de'] as const) {
  describe(`the Avalon names in xliff/${language}.xlf (docs/avalon.md)`, () => {
    const all = units(language);
    const avalon = all.filter(isAvalon);

    test('the card names are the chosen terms, exactly', () => {
      for (const [source, expected] of Object.entries(NAMES[language])) {
        const unit = all.find((u) => u.source === source);
        assert.ok(unit, `the catalogue has "${source}"`);
        assert.equal(unit.target, expected, `"${source}" (${unit.id})`);
      }
      assert.equal(all.find((u) => u.id === 'avalon-assassin')?.target, ASSASSIN[language], 'the Assassin (avalon-assassin)');
    });

    test('every Avalon string says each Avalon name its English says, in a form of the chosen term', () => {
      assert.ok(avalon.length > 80, `the Avalon strings are found (${avalon.length})`);
      const missing: string[] = [];
      for (const unit of avalon) {
        for (const term of TERMS) {
          if (term.en.test(unit.source) && !term[language].test(unit.target)) missing.push(`${unit.id}: ${term.name}: "${unit.target}"`);
        }
      }
      assert.deepEqual(missing, []);
    });

    test('no Avalon string says another word for one of the names', () => {
      const wrong = avalon.flatMap((unit) => WRONG[language].filter((re) => re.test(unit.target)).map((re) => `${unit.id}: ${re}: "${unit.target}"`));
      assert.deepEqual(wrong, []);
    });
  });
}
