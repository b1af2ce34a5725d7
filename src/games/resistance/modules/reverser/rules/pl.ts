/**
 * The Reverser module's part of the rules reference in Polish (rules §4.6, R-REVS-1 … R-REVS-3,
 * R-REVS-OPT), for reading aloud: the same sections, in the same order and with the same rule
 * ids, as en.ts. Loaded with the game's reference in that language (rules/pl.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Reverser's part, in Polish. */
export const rules: ModuleRules = {
  title: 'Moduł Odwracacz',
  sections: [
    {
      id: 'R-REVS-1',
      part: 'reverser',
      rules: ['R-REVS-1', 'R-REVS-2', 'R-REVS-OPT'],
      title: 'Odwracacze i ich karty',
      paragraphs: [
        'Użyjcie karty Bojownika Odwracacza, Agenta Odwracacza albo obu, w miejsce zwykłych kart ich strony. Obok planszy połóżcie sześć kart Misji Odwrotność.',
        'Każdy członek Drużyny dostaje trzy karty Misji: Sukces, Porażkę i Odwrotność. Odwrotność może zagrać tylko Odwracacz.',
        'Bojownik Odwracacz zagrywa Sukces albo Odwrotność. Agent Odwracacz również zagrywa Sukces albo Odwrotność i nigdy nie może zagrać Porażki.',
        'Zasada opcjonalna: Agent Odwracacz nie ujawnia się pozostałym Agentom w fazie Ujawnienia.',
      ],
    },
    {
      id: 'R-REVS-3',
      part: 'reverser',
      rules: ['R-REVS-3'],
      title: 'Wynik Misji z kartami Odwrotności',
      paragraphs: [
        'Najpierw ustalcie wynik z kart Porażki, jak zwykle. 4. Misja w grze dla 7 lub więcej graczy nadal wymaga dwóch kart Porażki.',
        'Potem policzcie karty Odwrotności. Dokładnie jedna Odwrotność zmienia wynik na przeciwny: Porażka staje się Sukcesem, a Sukces Porażką. Zero albo dwie Odwrotności nie zmieniają wyniku.',
        'Przykład dla 8 graczy, 2. Misja: karty to Sukces, Sukces, Porażka i Odwrotność. Porażka oznaczałaby nieudaną Misję, ale jedna Odwrotność zmienia wynik, więc Misja kończy się Sukcesem.',
        'Z modułem Myśliwy liczą się tylko karty, które nie zostały odłożone. Karta odłożona przez Przywódcę się nie liczy, nawet jeśli to Odwrotność.',
      ],
    },
  ],
};
