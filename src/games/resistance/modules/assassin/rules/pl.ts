/**
 * The Assassin module's part of the rules reference in Polish (rules §4.1, R-ASN-*), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as en.ts. Loaded with
 * the game's reference in that language (rules/pl.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Assassin's part, in Polish. */
export const rules: ModuleRules = {
  title: 'Moduł Zamachowiec',
  sections: [
    {
      id: 'R-ASN-1',
      part: 'assassin',
      rules: ['R-ASN-1', 'R-ASN-2'],
      title: 'Komendantka i Zamachowiec',
      paragraphs: [
        'Zamieńcie jedną zwykłą kartę Bojownika na Komendantkę, a jedną zwykłą kartę Agenta na Zamachowca.',
        'Komendantka jest po stronie Bojowników i zna wszystkich Agentów. Musi pomagać swojej stronie tak, żeby nikt jej nie rozpoznał.',
        'W fazie Ujawnienia najpierw Agenci poznają się nawzajem. Potem, gdy wszyscy mają zamknięte oczy, Agenci wyciągają kciuk. Komendantka otwiera oczy i widzi, kto jest Agentem. Agenci nie dowiadują się, kim jest Komendantka.',
      ],
    },
    {
      id: 'R-ASN-END',
      part: 'assassin',
      rules: ['R-ASN-END'],
      title: 'Zamachowiec: koniec gry',
      paragraphs: [
        'Jeśli trzy Misje zakończą się Porażką, Agenci wygrywają jak zwykle.',
        'Jeśli trzy Misje zakończą się Sukcesem, Bojownicy jeszcze nie wygrali. Agenci naradzają się, nie pokazując kart. Potem Zamachowiec wskazuje jednego z Bojowników jako Komendantkę.',
        'Jeśli Zamachowiec wskaże Komendantkę, wygrywają Agenci. W przeciwnym razie wygrywają Bojownicy.',
      ],
    },
    {
      id: 'R-ASN-OPT',
      part: 'assassin',
      rules: ['R-ASN-OPT', 'R-ASN-SCRIPT'],
      title: 'Zamachowiec: role opcjonalne',
      paragraphs: [
        'Każda rola opcjonalna zastępuje zwykłą kartę swojej strony; można je łączyć dowolnie. Ochroniarz, Bojownik: wie, kim jest Komendantka, ale Fałszywa Komendantka wygląda dla niego tak samo. Fałszywa Komendantka, Agent: ujawnia się Ochroniarzowi razem z Komendantką; bez Ochroniarza ta rola nic nie zmienia.',
        'Samotny Agent: nie poznaje pozostałych Agentów, a oni nie poznają jego, ale Komendantka go widzi. Tajniak, Agent: jest ukryty przed Komendantką.',
        'W grze dla 5 graczy z Ochroniarzem dodajcie też Tajniaka albo Fałszywą Komendantkę.',
        'Faza Ujawnienia przebiega wtedy tak, przy zamkniętych oczach i wyciągniętych pięściach. Agenci, oprócz Samotnego Agenta, otwierają oczy i poznają się nawzajem. Wszyscy Agenci oprócz Tajniaka wyciągają kciuk, a Komendantka patrzy. Komendantka i Fałszywa Komendantka wyciągają kciuk, a Ochroniarz patrzy. Na koniec wszyscy otwierają oczy.',
      ],
    },
  ],
};
