/**
 * Zasady po polsku (the rules reference in Polish): the same sections, in the same order and
 * with the same rule ids, as the English one (`en.ts`), using the terms of the Polish edition
 * (Bojownik, Agent, Przywódca, Misja, Drużyna, Za / Przeciw, Sukces / Porażka, tor
 * Nieudanego Głosowania, znacznik Rundy, karta Intrygi, karta Tożsamości, karta Lojalności).
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';
import { withModuleRules } from './module-rules.ts';

/** The game's own parts of the Polish rules reference (the modules' are in their folders). */
const base: RulesContent = {
  locale: 'pl',
  title: 'Zasady gry Ruch Oporu',
  parts: {
    base: 'Gra podstawowa',
    variants: 'Warianty',
  },
  sections: [
    // ---- Gra podstawowa ----
    {
      id: 'R-SET-1',
      part: 'base',
      rules: ['R-SET-1', 'R-SET-2'],
      title: 'Gracze i strony',
      paragraphs: [
        'W Ruch Oporu gra od 5 do 10 osób. Każdy siedzi na tym samym miejscu przez całą grę, a kolejka idzie zgodnie z ruchem wskazówek zegara.',
        'Każdy gracz w tajemnicy należy do jednej z dwóch stron: do Bojowników albo do Agentów. Bojownicy chcą, żeby Misje kończyły się Sukcesem. Agenci chcą, żeby kończyły się Porażką.',
        'Liczba Bojowników i Agentów zależy od liczby graczy. 5 graczy: 3 Bojowników i 2 Agentów. 6 graczy: 4 Bojowników i 2 Agentów. 7 graczy: 4 Bojowników i 3 Agentów. 8 graczy: 5 Bojowników i 3 Agentów. 9 graczy: 6 Bojowników i 3 Agentów. 10 graczy: 6 Bojowników i 4 Agentów.',
      ],
    },
    {
      id: 'R-SET-3',
      part: 'base',
      rules: ['R-SET-3', 'R-SET-4'],
      title: 'Rozdanie kart i pierwszy Przywódca',
      paragraphs: [
        'Potasujcie odpowiednią liczbę kart Tożsamości i rozdajcie każdemu graczowi jedną, zakrytą. Swoją kartę oglądasz w tajemnicy. Nigdy nikomu jej nie pokazuj.',
        'Karty może też rozdać aplikacja: telefon wędruje wokół stołu, a każdy gracz sam poznaje swoją rolę.',
        'Pierwszego Przywódcę wybierzcie losowo, w dowolny sposób. Potem żeton Przywódcy przechodzi do kolejnego gracza, zgodnie z ruchem wskazówek zegara.',
      ],
    },
    {
      id: 'R-REV-1',
      part: 'base',
      rules: ['R-REV-1'],
      title: 'Agenci poznają się: z zamkniętymi oczami',
      paragraphs: [
        'Przed pierwszą rundą Agenci poznają się nawzajem. Bojownicy nie dowiadują się niczego.',
        'W zwykłej wersji Przywódca czyta na głos cztery kroki. Wszyscy zamykają oczy. Agenci otwierają oczy i rozglądają się, żeby zobaczyć pozostałych Agentów. Agenci znów zamykają oczy. Na koniec wszyscy otwierają oczy.',
      ],
    },
    {
      id: 'R-REV-2',
      part: 'base',
      rules: ['R-REV-2'],
      title: 'Agenci poznają się: podawanie kart',
      paragraphs: [
        'Wydanie dostępne ma wypukłe karty Tożsamości. Na każdej karcie jest wypukła ramka. Karta Agenta ma w środku ramki znak X.',
        'Zaczynając od Przywódcy, każdy gracz po kolei puszcza swoją kartę Tożsamości wokół stołu, jedną kartę naraz. Najlepiej podawać karty pod stołem, tak żeby nikt nie patrzył.',
        'Agenci mogą wyczuć palcami każdą podawaną kartę, żeby poznać pozostałych Agentów. Bojownicy podają karty dalej i nie sprawdzają ich palcami.',
        'Podawaj karty tak samo szybko i tak samo cicho bez względu na swoją rolę, żeby nikt niczego się z tego nie dowiedział.',
      ],
    },
    {
      id: 'R-ROUND-1',
      part: 'base',
      rules: ['R-ROUND-1'],
      title: 'Rundy',
      paragraphs: [
        'Gra ma najwyżej 5 rund, po jednej na każdą Misję.',
        'Każda runda ma dwa etapy. Najpierw zbieracie Drużynę: Przywódca proponuje skład, a wszyscy głosują, i tak do skutku, aż któraś Drużyna zostanie zatwierdzona. Potem ta Drużyna wyrusza na Misję.',
      ],
    },
    {
      id: 'R-TEAM-1',
      part: 'base',
      rules: ['R-TEAM-1', 'R-TEAM-2'],
      title: 'Wybór Drużyny',
      paragraphs: [
        'Przywódca proponuje Drużynę o dokładnie wymaganej liczbie osób i daje żeton Drużyny każdemu wybranemu graczowi. Jeden gracz może mieć tylko jeden żeton. Przywódca może wybrać siebie, ale nie musi.',
        'Wielkość Drużyny zależy od Misji i od liczby graczy. Oto wielkości dla Misji od 1 do 5, po kolei.',
        '5 graczy: 2, 3, 2, 3, 3. 6 graczy: 2, 3, 4, 3, 4. 7 graczy: 2, 3, 3, 4, 4. 8 graczy: 3, 4, 4, 5, 5. 9 graczy: 3, 4, 4, 5, 5. 10 graczy: 3, 4, 4, 5, 5.',
        'Aplikacja zawsze podaje wielkość następnej Drużyny.',
      ],
    },
    {
      id: 'R-VOTE-1',
      part: 'base',
      rules: ['R-VOTE-1', 'R-VOTE-2'],
      title: 'Głosowanie',
      paragraphs: [
        'Wszyscy, łącznie z Przywódcą, głosują nad proponowaną Drużyną. Każdy w tajemnicy wybiera kartę Za albo Przeciw. Potem wszyscy odkrywają głosy w tej samej chwili.',
        'Po odkryciu głosy są jawne: każdy może wiedzieć, kto jak głosował. Aplikacja zapisuje tę historię.',
        'Drużyna zostaje zatwierdzona tylko wtedy, gdy głosów Za jest więcej niż połowa. Remis oznacza odrzucenie.',
      ],
    },
    {
      id: 'R-VOTE-3',
      part: 'base',
      rules: ['R-VOTE-3', 'R-VOTE-4', 'R-VOTE-5'],
      title: 'Odrzucona Drużyna i tor Nieudanego Głosowania',
      paragraphs: [
        'Gdy Drużyna zostanie odrzucona, znacznik na torze Nieudanego Głosowania przesuwa się o jedno pole. Żeton Przywódcy przechodzi zgodnie z ruchem wskazówek zegara, a nowy Przywódca proponuje Drużynę.',
        'Jeśli w jednej rundzie pięć Drużyn z rzędu zostanie odrzuconych, Agenci natychmiast wygrywają.',
        'Gdy Drużyna zostanie zatwierdzona, znacznik na torze Nieudanego Głosowania wraca na zero.',
        'Aplikacja sama prowadzi tor Nieudanego Głosowania.',
      ],
    },
    {
      id: 'R-MIS-1',
      part: 'base',
      rules: ['R-MIS-1', 'R-MIS-2'],
      title: 'Karty Misji',
      paragraphs: [
        'Każdy członek Drużyny w tajemnicy zagrywa jedną kartę Misji: Sukces albo Porażkę.',
        'Bojownicy muszą zagrać Sukces. Agenci mogą zagrać Sukces albo Porażkę.',
        'Zagrane karty zbiera się i tasuje przed odkryciem, więc nikt nie wie, kto zagrał którą kartę.',
      ],
    },
    {
      id: 'R-MIS-3',
      part: 'base',
      rules: ['R-MIS-3'],
      title: 'Wynik Misji',
      paragraphs: [
        'Jeśli odkryta zostanie choćby jedna karta Porażki, Misja kończy się Porażką. Jeśli wszystkie karty to Sukces, Misja kończy się Sukcesem.',
        'Jest jeden wyjątek, dla 4. Misji w grze dla 7 lub więcej graczy: opisuje go następna część.',
      ],
    },
    {
      id: 'R-MIS-4',
      part: 'base',
      rules: ['R-MIS-4'],
      title: '4. Misja przy 7 lub więcej graczach',
      paragraphs: [
        'W grze dla 7 lub więcej graczy 4. Misja kończy się Porażką tylko wtedy, gdy odkryte zostaną co najmniej dwie karty Porażki. Jedna karta Porażki nie wystarczy.',
        'Dotyczy to tylko 4. Misji. Każda inna Misja kończy się Porażką już przy jednej karcie Porażki.',
        'W wariancie Wybór celu ta zasada nadal dotyczy 4. Misji na planszy, bez względu na to, kiedy Drużyna na nią wyruszy.',
      ],
    },
    {
      id: 'R-MIS-5',
      part: 'base',
      rules: ['R-MIS-5'],
      title: 'Po Misji',
      paragraphs: [
        'Zaznaczcie wynik na planszy: niebieski żeton za Sukces, czerwony za Porażkę. Przesuńcie znacznik Rundy na następną Misję. Żeton Przywódcy przechodzi zgodnie z ruchem wskazówek zegara.',
        'Aplikacja prowadzi planszę za was i pamięta każdy wynik.',
      ],
    },
    {
      id: 'R-END-1',
      part: 'base',
      rules: ['R-END-1'],
      title: 'Koniec gry',
      paragraphs: [
        'Gra kończy się natychmiast, gdy trzy Misje zakończą się Sukcesem: wygrywają Bojownicy.',
        'Kończy się też natychmiast, gdy trzy Misje zakończą się Porażką albo gdy pięć Drużyn z rzędu zostanie odrzuconych. Wtedy wygrywają Agenci.',
        'Niektóre moduły dodają jeszcze jeden krok przed ogłoszeniem zwycięzców: Zamachowiec wskazuje Komendantkę albo Łowca wysuwa Oskarżenie.',
      ],
    },
    // ---- Warianty ----
    {
      id: 'R-VAR-TGT',
      part: 'variants',
      rules: ['R-VAR-TGT'],
      title: 'Wybór celu: Misje w dowolnej kolejności',
      paragraphs: [
        'Misje nie muszą iść po kolei. Proponując Drużynę, Przywódca wskazuje też Misję, która jeszcze się nie odbyła. Wielkość Drużyny wynika z tej Misji.',
        'Wszyscy głosują jednocześnie nad Misją i nad Drużyną. Każda Misja odbywa się tylko raz.',
        '5. Misję można wybrać dopiero po dwóch innych Misjach. Tu wydania się różnią. Wydanie angielskie wymaga, żeby dwie Misje zakończyły się Sukcesem. Wydanie polskie wymaga tylko, żeby dwie Misje zostały rozegrane, bez względu na wynik. Aplikacja pozwala wybrać jedno z dwóch; domyślnie działa według wydania angielskiego.',
        'W grze dla 7 lub więcej graczy 4. Misja nadal wymaga dwóch kart Porażki.',
      ],
    },
    {
      id: 'R-VAR-BLIND',
      part: 'variants',
      rules: ['R-VAR-BLIND'],
      title: 'Gra w ciemno',
      paragraphs: [
        'Pomińcie fazę Ujawnienia. Agenci nie wiedzą, kto jeszcze jest Agentem, i muszą odnaleźć się nawzajem w trakcie gry.',
      ],
    },
  ],
};

/** The Polish rules reference: the game's parts, then each module's (from its folder). */
export const rules: RulesContent = await withModuleRules(base);
