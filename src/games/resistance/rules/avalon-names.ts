/**
 * The rules reference under Avalon's names (docs/avalon.md): its first section says which card is
 * which, Merlin the Commander, Percival the Body Guard…, and where Avalon's own rules differ from
 * the ones the app plays, in the language in use (`msg()`, Polish and German in xliff). The
 * sections after it keep The Resistance's names (their text is written per language, not built
 * from the catalogue), and each that says one of them starts with a note of what it is called
 * here ("Avalon names here: Merlin is the Commander. The Minions of Mordred are the spies."); the
 * Hunter module's sections say it is not played under Avalon's names. Loaded with the reference,
 * only when the table plays under Avalon's names.
 */
import { msg, str } from '@lit/localize';
import type { RuleSection, RulesContent } from '../../../platform/ui/rules-types.ts';

/** A name of The Resistance's that a section may say, with Avalon's. */
type OwnName =
  | 'commander'
  | 'body-guard'
  | 'false-commander'
  | 'deep-cover'
  | 'blind-spy'
  | 'inquisitor'
  | 'defectors'
  | 'resistance-reverser'
  | 'spy-reverser'
  | 'resistance'
  | 'spies';

/**
 * How each name is written in the English reference, whose sections are those of every language,
 * with the same ids in the same order (rules/en.ts): what a section says is read there, so that no
 * language's own words need a pattern.
 */
const ENGLISH: readonly (readonly [OwnName, RegExp])[] = [
  ['commander', /(?<!False )Commander/],
  ['body-guard', /Body Guard/],
  ['false-commander', /False Commander/],
  ['deep-cover', /Deep Cover/],
  ['blind-spy', /Blind Spy/],
  ['inquisitor', /Inquisitor/],
  ['defectors', /Defector/],
  ['resistance-reverser', /Resistance Reverser/],
  ['spy-reverser', /Spy Reverser/],
  ['resistance', /(?<!The )\b[Rr]esistance\b/],
  ['spies', /\b[Ss]p(?:y|ies)\b/],
];

/** What `name` is called under Avalon's names, as a sentence ("Merlin is the Commander."). */
function mapping(name: OwnName): string {
  switch (name) {
    case 'commander':
      return msg('Merlin is the Commander.');
    case 'body-guard':
      return msg('Percival is the Body Guard.');
    case 'false-commander':
      return msg('Morgana is the False Commander.');
    case 'deep-cover':
      return msg('Mordred is the Deep Cover.');
    case 'blind-spy':
      return msg('Oberon is the Blind Spy.');
    case 'inquisitor':
      return msg('The Lady of the Lake is the Inquisitor token.');
    case 'defectors':
      return msg('Good Lancelot is the Resistance Defector; Evil Lancelot is the Spy Defector.');
    case 'resistance-reverser':
      return msg('The Good Reverser is the Resistance Reverser.');
    case 'spy-reverser':
      return msg('The Evil Reverser is the Spy Reverser.');
    case 'resistance':
      return msg('The Loyal servants of Arthur are the resistance.');
    case 'spies':
      return msg('The Minions of Mordred are the spies.');
  }
}

/**
 * The note a section starts with under Avalon's names, from its English text (`english`, the same
 * section in rules/en.ts), or `null` when it says none of The Resistance's names.
 */
export function avalonNote(section: RuleSection, english: RuleSection | undefined): string | null {
  if (section.part === 'hunter') return msg("Under Avalon names this module is not played: Avalon has no Chiefs or Hunters.");
  const text = [english?.title ?? '', ...(english?.paragraphs ?? [])].join('\n');
  const said = ENGLISH.filter(([, pattern]) => pattern.test(text)).map(([name]) => mapping(name));
  return said.length === 0 ? null : msg(str`Avalon names here: ${said.join(' ')}`);
}

/**
 * `content` with the section "Avalon names" first, and each section after it that says one of The
 * Resistance's names with its note first ({@link avalonNote}); `english` is the English reference
 * (the same sections: where the names are read).
 */
export function withAvalonNames(content: RulesContent, english: RulesContent): RulesContent {
  const byId = new Map(english.sections.map((s) => [s.id, s]));
  const noted = content.sections.map((section) => {
    const note = avalonNote(section, byId.get(section.id));
    return note === null ? section : { ...section, paragraphs: [note, ...section.paragraphs] };
  });
  return {
    ...content,
    sections: [
      {
        id: 'avalon-names',
        part: content.sections[0]?.part ?? 'base',
        // No rule of its own: the app opens the sections of the rules it names, never this one.
        rules: [],
        title: msg('Avalon names'),
        paragraphs: [
          msg("This table plays under the names of The Resistance: Avalon. The rules below say The Resistance's names; the cards are the same."),
          msg('Merlin is the Commander. The Assassin is the Assassin. Percival is the Body Guard. Morgana is the False Commander. Mordred is the Deep Cover. Oberon is the Blind Spy.'),
          msg('The Loyal servants of Arthur are the resistance; the Minions of Mordred are the spies. The Lady of the Lake is the Inquisitor token.'),
          msg("Where Avalon's rules differ, the app plays these: at 5 players Percival needs Mordred or Morgana too, and the checked player hands the holder of the Lady of the Lake the loyalty card of their side."),
        ],
      },
      ...noted,
    ],
  };
}
