/**
 * The Defector module's part of the rules reference in Polish (rules §4.3, R-DEF-*), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as en.ts. Loaded with
 * the game's reference in that language (rules/pl.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Defector's part, in Polish. */
export const rules: ModuleRules = {
  title: 'Moduł Zdrajca',
  sections: [
    {
      id: 'R-DEF-1',
      part: 'defector',
      rules: ['R-DEF-1'],
      title: 'Zdrajcy',
      paragraphs: [
        'Zamieńcie jedną zwykłą kartę Bojownika i jedną zwykłą kartę Agenta na dwie karty Zdrajcy: Bojownika Zdrajcę i Agenta Zdrajcę.',
        'Zagrajcie w jednym z dwóch wariantów. W wariancie pierwszym Zdrajcy mogą w trakcie gry zmienić stronę. W wariancie drugim nigdy jej nie zmieniają, ale znają się nawzajem.',
      ],
    },
    {
      id: 'R-DEF-V1',
      part: 'defector',
      rules: ['R-DEF-V1'],
      title: 'Zdrajca, wariant pierwszy: zmiana strony',
      paragraphs: [
        'Potasujcie pięć kart Lojalności Zdrajcy, trzy „Brak zmiany” i dwie „Zmiana strony”, i połóżcie je zakryte.',
        'W fazie Ujawnienia Agent Zdrajca nie otwiera oczu razem z Agentami. Zamiast tego wyciąga kciuk, żeby Agenci wiedzieli, kim jest.',
        'Na początku 3., 4. i 5. Misji odkryjcie wierzchnią kartę Lojalności Zdrajcy. Przy „Zmianie strony” obaj Zdrajcy w tajemnicy przechodzą na drugą stronę pod każdym względem, przede wszystkim co do kart Misji, które mogą zagrać. Mogą więc nie zmienić strony wcale, zmienić ją raz albo dwa razy.',
        'W tym wariancie nigdy nie pokazujcie ani nie podawajcie kart Tożsamości.',
      ],
    },
    {
      id: 'R-DEF-V2',
      part: 'defector',
      rules: ['R-DEF-V2'],
      title: 'Zdrajca, wariant drugi: znają się nawzajem',
      paragraphs: [
        'Bez kart Lojalności Zdrajcy i bez zmiany stron. Ten wariant pasuje do większych grup.',
        'Agent Zdrajca poznaje Agentów w fazie Ujawnienia jak każdy Agent. Na końcu fazy Ujawnienia obaj Zdrajcy otwierają oczy, żeby się odnaleźć, a potem je zamykają.',
      ],
    },
  ],
};
