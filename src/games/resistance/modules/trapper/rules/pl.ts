/**
 * The Trapper module's part of the rules reference in Polish (rules §4.2, R-TRP-1 … R-TRP-3), for
 * reading aloud: the same sections, in the same order and with the same rule ids, as en.ts.
 * Loaded with the game's reference in that language (rules/pl.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Trapper's part, in Polish. */
export const rules: ModuleRules = {
  title: 'Moduł Myśliwy',
  sections: [
    {
      id: 'R-TRP-1',
      part: 'trapper',
      rules: ['R-TRP-1', 'R-TRP-2', 'R-TRP-3'],
      title: 'Myśliwy',
      paragraphs: [
        'Przywódca wybiera do Drużyny o jednego gracza więcej niż zwykle. Głosowanie przebiega jak zwykle.',
        'Członkowie Drużyny zagrywają karty Misji zakryte. Przywódca wybiera jedną zagraną kartę, ogląda ją i odkłada na bok, nie pokazując jej. Ta karta się nie liczy.',
        'Pozostałe karty tasuje się i odkrywa jak zwykle. Tylko one decydują o wyniku, także przy zasadzie dwóch Porażek w 4. Misji. Przywódca może mówić o odłożonej karcie, zgodnie z prawdą lub nie, ale nigdy jej nie pokazuje.',
        'Przy 8 lub więcej graczach użyjcie dodatkowego zestawu kart Misji i dodatkowego żetonu Drużyny z tego dodatku.',
      ],
    },
  ],
};
