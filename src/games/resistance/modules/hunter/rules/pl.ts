/**
 * The Hunter module's part of the rules reference in Polish (rules §4.4, R-HUN-*), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as en.ts. Loaded with
 * the game's reference in that language (rules/pl.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Hunter's part, in Polish. */
export const rules: ModuleRules = {
  title: 'Moduł Łowca',
  sections: [
    {
      id: 'R-HUN-2',
      part: 'hunter',
      rules: ['R-HUN-1', 'R-HUN-2', 'R-HUN-REV', 'R-HUN-OPT'],
      title: 'Łowca: role i faza Ujawnienia',
      paragraphs: [
        'Każda strona musi też odnaleźć ukrytego Szefa drugiej strony. W każdej grze są: Szef Bojowników, Bojownik Łowca, Szef Agentów i Agent Łowca. Przy 8 lub więcej graczach jest dwóch Szefów Bojowników, a przy 10 graczach także dwóch Szefów Agentów. Pozostałe karty są zwykłe, więc liczebność stron się nie zmienia.',
        'Potrzebny jest też żeton Śledczego i karty Lojalności Łowcy. Przy 5 lub 6 graczach są to „Szef” i „Nie Szef”. Przy 7 lub więcej graczach są to „Szef Agentów”, „Szef Bojowników” i „Nie Szef”, a do tego karty Misji „Porażka Szefa”.',
        'W fazie Ujawnienia wszyscy zamykają oczy i wyciągają zaciśniętą pięść. Szefowie Agentów wyciągają kciuk, a wszyscy Agenci otwierają oczy, żeby poznać siebie nawzajem i swoich Szefów. Potem wszyscy zamykają oczy i chowają kciuki. Przy 8 lub więcej graczach Szefowie Bojowników otwierają jeszcze oczy, żeby się odnaleźć, i znów je zamykają.',
        'Role opcjonalne. Marionetka, Bojownik: przy Śledztwie może pokazać kartę Szefa, a oskarżenie jej zawsze jest błędne. Koordynatorka, Bojownik: Szefowie Bojowników poznają ją w fazie Ujawnienia; pokazuje „Nie Szef”; jeśli Agent Łowca oskarży ją, wygrywają Agenci. Ukryty Agent: nie zna pozostałych Agentów, ale oni znają jego. Pozorantka, Bojownik: wyciąga kciuk razem z Ukrytym Agentem, więc Agenci nie wiedzą, kto jest kim.',
      ],
    },
    {
      id: 'R-HUN-INV',
      part: 'hunter',
      rules: ['R-HUN-TEAM', 'R-HUN-MIS', 'R-HUN-INV'],
      title: 'Łowca: Misje i Śledztwo',
      paragraphs: [
        'Proponując Drużynę, jeszcze przed Głosowaniem, Przywódca daje żeton Śledczego graczowi spoza Drużyny, nigdy sobie. Jeśli Drużyna zostanie zatwierdzona, a Misja zakończy się Porażką, ten gracz prowadzi Śledztwo. W 5. Misji pomija się ten krok.',
        'Przy 7 lub więcej graczach każdy członek Drużyny dostaje Sukces, Porażkę i Porażkę Szefa. Szef Agentów zagrywa Sukces albo Porażkę Szefa. Szef Bojowników zagrywa Sukces. Zwykli Agenci zagrywają Sukces albo Porażkę. Każda Porażka lub Porażka Szefa oznacza nieudaną Misję; w 4. Misji potrzeba dwóch takich kart łącznie. Przy 5 lub 6 graczach nie ma Porażki Szefa, a Szefowie używają zwykłych kart.',
        'Po każdej Misji jest Śledztwo. Po Sukcesie prowadzi je Przywódca, a po Porażce posiadacz żetonu Śledczego. Sprawdzany gracz podaje kartę Lojalności zgodną ze swoją rolą: Szef podaje swoją kartę Szefa, każdy inny „Nie Szef”. Śledczy może mówić o wyniku cokolwiek, ale nigdy nie pokazuje karty.',
        'Po trzecim Sukcesie albo trzeciej Porażce najpierw jest Oskarżenie. Śledztwo odbywa się tylko wtedy, gdy Oskarżenie było błędne. Kto prowadzi Śledztwo, nadal zależy od tego, jak zakończyła się Misja.',
      ],
    },
    {
      id: 'R-HUN-ACC',
      part: 'hunter',
      rules: ['R-HUN-ACC', 'R-HUN-EARLY', 'R-HUN-BRAND'],
      title: 'Łowca: Oskarżenie',
      paragraphs: [
        'Zaraz po trzecim Sukcesie Bojownik Łowca ujawnia się i wskazuje jednego gracza jako Szefa Agentów. Oskarżony odpowiada zgodnie z prawdą. Jeśli Oskarżenie jest trafne, wygrywają Bojownicy. Jeśli jest błędne, ten Sukces zmienia się w Porażkę, odbywa się Śledztwo, gra toczy się dalej, a wszyscy wiedzą, kto jest Bojownikiem Łowcą.',
        'Zaraz po trzeciej Porażce to samo robi Agent Łowca, wskazując Szefa Bojowników. Jeśli Oskarżenie jest trafne, wygrywają Agenci. Jeśli jest błędne, ta Porażka zmienia się w Sukces i gra toczy się dalej. Po 5. Misji błędne Oskarżenie daje szansę drugiej stronie i strony oskarżają na zmianę, aż któraś trafi.',
        'Wcześniejsze Oskarżenie, raz na grę. Gdy Szef Agentów doprowadzi do Porażki Misji, Agent Łowca może się ujawnić i wskazać Szefa Bojowników, jeszcze przed Śledztwem. Przy 7 lub więcej graczach wśród liczonych Porażek musi być Porażka Szefa. Jeśli Oskarżenie jest trafne, wygrywają Agenci. Jeśli jest błędne, Misja staje się Sukcesem, wszyscy wiedzą, kto jest Agentem Łowcą, a Śledztwo i tak się odbywa. Jeśli to trzeci Sukces, Bojownik Łowca oskarża jak zwykle, a jego błąd znów zmienia wynik w Porażkę.',
        'Napiętnowanie, zasada opcjonalna z Ukrytym Agentem i Pozorantką. Raz na grę, gdy proponowana jest Drużyna, przed Głosowaniem, Ukryty Agent może się ujawnić i wskazać gracza jako Pozorantkę. Jeśli trafi, oboje zamieniają się kartami Tożsamości, a więc i stronami. Jeśli nie, gra toczy się dalej, a wszyscy wiedzą, kto jest Ukrytym Agentem.',
      ],
    },
  ],
};
