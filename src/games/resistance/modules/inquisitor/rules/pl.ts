/**
 * The Inquisitor module's part of the rules reference in Polish (rules §4.5, R-INQ-1 … R-INQ-3,
 * R-MOD-REVEAL), for reading aloud: the same sections, in the same order and with the same rule
 * ids, as en.ts. Loaded with the game's reference in that language (rules/pl.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Inquisitor's part, in Polish. */
export const rules: ModuleRules = {
  title: 'Moduł Inkwizytor',
  sections: [
    {
      id: 'R-INQ-1',
      part: 'inquisitor',
      rules: ['R-INQ-1', 'R-INQ-2', 'R-INQ-3'],
      title: 'Inkwizytor',
      paragraphs: [
        'Na początku gry żeton Inkwizytora dostaje gracz siedzący po prawej stronie pierwszego Przywódcy. Ten moduł najlepiej działa przy 7 lub więcej graczach.',
        'Zaraz po 2., 3. i 4. Misji posiadacz żetonu wybiera gracza do sprawdzenia. Ten gracz w tajemnicy oddaje mu kartę Lojalności swojej strony: Agenta albo Bojownika. W wydaniu dostępnym podaje zamiast niej swoją kartę Tożsamości.',
        'Inkwizytor może mówić o tym, co zobaczył, cokolwiek zechce, ale nigdy nie pokazuje karty. Potem sprawdzony gracz dostaje żeton.',
        'W ten sposób w grze są trzy sprawdzenia. Gracza, który miał już żeton, nie można sprawdzić. Wszyscy zawsze wiedzą, kto ma żeton.',
      ],
    },
    {
      id: 'R-MOD-REVEAL',
      part: 'inquisitor',
      rules: ['R-MOD-REVEAL'],
      title: 'Karty Lojalności zamiast kart Tożsamości',
      paragraphs: [
        'Moduły Zamachowiec, Zdrajca, Łowca i Odwracacz mają specjalne karty Tożsamości. Jeśli gracie z którymś z nich razem z zasadą, która ujawnia stronę gracza, na przykład z kartą Intrygi albo ze sprawdzeniem przez Inkwizytora, nigdy nie pokazujcie ani nie podawajcie kart Tożsamości.',
        'Zamiast tego podaje się kartę Lojalności z modułu Inkwizytor, zgodną z obecną stroną gracza: Agenta albo Bojownika. W module Zdrajca strona gracza mogła się w trakcie gry zmienić.',
      ],
    },
  ],
};
