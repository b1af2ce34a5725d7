/**
 * Rebellion vs Empire's rules reference in Polish (names from the seed 002 and other-games.md
 * A.0). Same sections, in the same order and with the same rule ids, as the English one (`en.ts`).
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';

/** The Polish rules reference. */
export const rules: RulesContent = {
  locale: 'pl',
  title: 'Zasady gry Rebelia kontra Imperium',
  parts: { base: 'Gra', variants: 'Wariant' },
  sections: [
    {
      id: 'G2-SET-1',
      part: 'base',
      rules: ['G2-SET-1', 'G2-SET-2', 'G2-SET-3', 'G2-SET-4', 'G2-SET-5', 'G2-SET-6', 'G2-SET-7', 'G2-COMP-1', 'G2-COMP-2', 'G2-COMP-3'],
      title: 'Strony i przygotowanie',
      paragraphs: [
        'Dwoje graczy: jeden gra Rebelią, drugi Imperium. Pięć dystryktów leży w rzędzie w losowej kolejności; dwa skrajne nie sąsiadują ze sobą.',
        'Talia Rebelii ma 24 karty: Wywiad, Przewrót, Rozruchy i Zaopatrzenie, każdy od 2 do 6, oraz 4 Zmyłki. Zmyłka nie ma koloru ani wartości i zawsze jest zagrywana jako ukryta. Rebelia tasuje talię i dobiera 5 kart, które trzyma w tajemnicy przed Imperium.',
        'Imperium ma cztery żetony mocy, dostępną stroną do góry. Przez całą grę w grze są, odkryte, Rewolucja i 3 inne karty misji.',
      ],
    },
    {
      id: 'G2-STATE-1',
      part: 'base',
      rules: ['G2-STATE-1', 'G2-STATE-2', 'G2-STATE-3', 'G2-STATE-4', 'G2-STATE-5'],
      title: 'Karty ukryte i ujawnione',
      paragraphs: [
        'Ukryta karta leży rewersem do góry: zna ją tylko Rebelia. Ujawniona karta leży awersem do góry i pozostaje ujawniona do końca gry, gdziekolwiek trafi.',
        'Wszystko inne jest jawne: w którym dystrykcie leży każda karta, ile ukrytych kart ma każdy stos, liczba kart w ręce i w talii, żetony i misje. Zniszczone karty na dobre wypadają z gry.',
      ],
    },
    {
      id: 'G2-ROUND-1',
      part: 'base',
      rules: ['G2-ROUND-1', 'G2-ROUND-AREA', 'G2-ROUND-PLAY'],
      title: 'Runda: obszar działań i trzy karty',
      paragraphs: [
        'Każda runda ma pięć kroków. Najpierw Rebelia wybiera obszar działań: dwa sąsiednie dystrykty w rzędzie.',
        'Potem Rebelia zagrywa z ręki trzy karty: dwie ukryte, nazwane ukrytą kartą 1 i ukrytą kartą 2, oraz jedną jawną. Zmyłka nigdy nie jest kartą jawną.',
      ],
    },
    {
      id: 'G2-ROUND-EMPIRE',
      part: 'base',
      rules: ['G2-ROUND-EMPIRE', 'G2-TOKEN-SCOPE', 'G2-TOKEN-SAME', 'G2-TOKEN-ONCE', 'G2-TOKEN-SURV', 'G2-TOKEN-DESTROY', 'G2-TOKEN-REDIRECT', 'G2-TOKEN-BLOCK', 'G2-REFRESH'],
      title: 'Żetony mocy Imperium',
      paragraphs: [
        'Następnie Imperium wykonuje dokładnie dwie akcje, każdą żetonem wciąż dostępnym, i odwraca ten żeton na zużytą stronę. Żetony działają na trzy właśnie zagrane karty.',
        'Inwigilacja ujawnia ukrytą kartę; ujawniona tak Zmyłka zostaje zniszczona. Zniszczenie usuwa kartę z gry. Przekierowanie przenosi kartę do dowolnego dystryktu w rzędzie. Blokada zabrania w tej rundzie przydzielania kart do jednego dystryktu obszaru działań.',
        'Gdy na koniec rundy wszystkie cztery żetony są zużyte, wszystkie wracają na dostępną stronę.',
      ],
    },
    {
      id: 'G2-ROUND-ASSIGN',
      part: 'base',
      rules: ['G2-ROUND-ASSIGN', 'G2-STACK'],
      title: 'Przydzielanie kart',
      paragraphs: [
        'Rebelia przydziela każdą kartę, która została przed znacznikiem, do jednego z dwóch dystryktów obszaru działań, bez zmiany jej stanu. Karty zostają w swoim dystrykcie, dopóki nie zostanie wyzwolony.',
      ],
    },
    {
      id: 'G2-LIB-1',
      part: 'base',
      rules: ['G2-ROUND-END', 'G2-LIB-1', 'G2-LIB-2', 'G2-LIB-3', 'G2-LIB-4', 'G2-LIB-5', 'G2-LIB-6', 'G2-LIB-7', 'G2-LIB-8', 'G2-DRAW'],
      title: 'Wyzwolenie i koniec rundy',
      paragraphs: [
        'Na koniec każdej rundy każdy dystrykt w rzędzie, którego stos spełnia misję w grze, zostaje wyzwolony. Ukryte karty też się liczą.',
        'Rebelia udowadnia to, ujawniając ukryte karty stosu, nie więcej niż trzeba. Dystrykt opuszcza rząd razem ze swoimi kartami; jego dwaj sąsiedzi zaczynają ze sobą sąsiadować.',
        'Potem Rebelia dobiera 3 karty.',
      ],
    },
    {
      id: 'G2-MIS-REVOLUTION',
      part: 'base',
      rules: ['G2-MIS-REVOLUTION', 'G2-MIS-ESPIONAGE', 'G2-MIS-CIVIL', 'G2-MIS-INFLUENCE', 'G2-MIS-ORGANIZERS', 'G2-MIS-COUP', 'G2-MIS-PLOT', 'G2-MIS-SLEEPER', 'G2-MIS-UNKNOWN', 'G2-MIS-VIEW'],
      title: 'Misje',
      paragraphs: [
        'Rewolucja: suma stosu co najmniej 21. Szpiegostwo: Wywiad co najmniej 4 i Rozruchy co najmniej 4. Nieposłuszeństwo obywatelskie: Przewrót co najmniej 8 i ani jednej karty Rozruchów. Wzrost wpływów politycznych: 3 ujawnione karty jednego koloru.',
        'Umocnieni organizatorzy: Rozruchów więcej niż Zaopatrzenia, a Zaopatrzenie co najmniej 3. Zamach stanu: po jednej karcie każdego koloru. Skoordynowany spisek: 3 karty o jednej wartości. Uśpiona komórka: 4 kolejne wartości.',
        'Plansza mówi, co spełnia każdy dystrykt według ujawnionych kart; ekran Rebelii liczy też jej ukryte karty. Aplikacja losuje misje spośród 7 opisanych w zasadach.',
      ],
    },
    {
      id: 'G2-END-1',
      part: 'base',
      rules: ['G2-END-1', 'G2-END-2', 'G2-FINAL-1', 'G2-FINAL-2', 'G2-FINAL-3', 'G2-FINAL-4', 'G2-FINAL-5'],
      title: 'Zwycięstwo i Ostateczne Starcie',
      paragraphs: [
        'Rebelia wygrywa, gdy tylko zostaną wyzwolone 3 dystrykty.',
        'Gdy talia się skończy, Rebelia zagrywa ostatnie trzy karty w Ostatecznym Starciu: bez obszaru działań, Imperium działa jak zwykle, a pozostałe karty trafiają do dowolnych dystryktów w rzędzie. Jeśli potem wyzwolone są mniej niż 3 dystrykty, wygrywa Imperium.',
      ],
    },
    {
      id: 'G2-CAPITOL-1',
      part: 'variants',
      rules: ['G2-CAPITOL-1', 'G2-CAPITOL-2', 'G2-CAPITOL-3', 'G2-CAPITOL-4'],
      title: 'Wariant Kapitolu',
      paragraphs: ['Kapitol leży w środku rzędu. Jego wyzwolenie od razu daje zwycięstwo, ale Rewolucja wymaga tam sumy co najmniej 25.'],
    },
  ],
};
