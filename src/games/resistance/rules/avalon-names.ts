/**
 * The rules reference under Avalon's names (docs/avalon.md): its first section says which card is
 * which, Merlin the Commander, Percival the Body Guard…, and where Avalon's own rules differ from
 * the ones the app plays, in the language in use (`msg()`, Polish and German in xliff). The rest of
 * the reference keeps The Resistance's names: the cards are the same. Loaded with the reference,
 * only when the table plays under Avalon's names.
 */
import { msg } from '@lit/localize';
import type { RulesContent } from '../../../platform/ui/rules-types.ts';

/** `content` with the section "Avalon names" first. */
export function withAvalonNames(content: RulesContent): RulesContent {
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
      ...content.sections,
    ],
  };
}
