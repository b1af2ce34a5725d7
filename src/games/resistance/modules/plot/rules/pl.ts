/**
 * The plot cards' part of the rules reference in Polish (rules §3, R-PLOT-1 … R-PLOT-5), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as en.ts. Loaded with
 * the game's reference in that language (rules/pl.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The plot cards' part, in Polish. */
export const rules: ModuleRules = {
  title: 'Karty Intrygi (W sieci intryg)',
  sections: [
    {
      id: 'R-PLOT-1',
      part: 'plot',
      rules: ['R-PLOT-1', 'R-PLOT-5'],
      title: 'Karty Intrygi: talia',
      paragraphs: [
        'Dodatek W sieci intryg to 15 kart Intrygi. W grze dla 5 lub 6 graczy używa się tylko 7 kart oznaczonych dla tej liczby graczy. W grze dla 7 lub więcej graczy używa się wszystkich 15.',
        'Karta Intrygi w grze zawsze leży odkryta, więc każdy wie, kto ma którą kartę.',
        'O tym, czego dowiadujesz się dzięki karcie Intrygi, można mówić, zgodnie z prawdą lub nie. Nie wolno jednak nikomu pokazać obejrzanej karty.',
      ],
    },
    {
      id: 'R-PLOT-2',
      part: 'plot',
      rules: ['R-PLOT-2', 'R-PLOT-3'],
      title: 'Rozdawanie kart Intrygi i karty natychmiastowe',
      paragraphs: [
        'Na początku każdej rundy Przywódca dobiera karty Intrygi: 1 przy 5 lub 6 graczach, 2 przy 7 lub 8, a 3 przy 9 lub 10. Ogląda je i każdą daje odkrytą innemu graczowi. Przywódca nigdy nie zatrzymuje karty dla siebie, z wyjątkiem karty „To kwestia zaufania”.',
        'Karty Intrygi są trzech rodzajów. Karta natychmiastowa, z symbolem Przywódcy, działa od razu po przekazaniu, a potem zostaje odrzucona. Karta jednorazowa leży przed graczem, aż ten raz jej użyje, a potem zostaje odrzucona. Karta stała, z kwadratem, działa do końca gry.',
        'Karty natychmiastowe. „Jesteś naszym okiem i uchem”: oglądasz kartę Tożsamości jednego z dwóch graczy siedzących obok ciebie. „Tylko tobie zaufam”: pokazujesz swoją kartę Tożsamości wybranemu graczowi, może to być też Przywódca. „To kwestia zaufania”: Przywódca pokazuje swoją kartę Tożsamości innemu graczowi.',
        'Karta stała. „Liczymy się z twoim zdaniem”: musisz wybrać i odkryć swój głos, zanim pozostali wybiorą swoje. Jeśli tę kartę mają dwie osoby, odkrywają głosy jednocześnie.',
      ],
    },
    {
      id: 'R-PLOT-4',
      part: 'plot',
      rules: ['R-PLOT-4'],
      title: 'Karty jednorazowe i kolejność',
      paragraphs: [
        '„Nie ufajcie mu”: po zatwierdzeniu Drużyny możesz zamienić to zatwierdzenie w odrzucenie. Znacznik na torze Nieudanego Głosowania przesuwa się, żeton Przywódcy przechodzi zgodnie z ruchem wskazówek zegara i proponuje się nową Drużynę.',
        '„Mam cię na oku”: po zagraniu kart Misji oglądasz jedną z nich. Nie musisz zapowiadać tego wcześniej. Jeśli tę kartę ma kilka osób, każda ogląda inną kartę Misji. „Pod obserwacją”: zanim Drużyna wybierze karty Misji, wskazujesz jednego członka Drużyny, a on musi zagrać swoją kartę odkrytą.',
        '„Charyzmatyczny Przywódca”: zostajesz Przywódcą. Ogłoś to, zanim obecny Przywódca cokolwiek zrobi, na przykład dobierze karty Intrygi albo wybierze Drużynę. Po użyciu jednej takiej karty następną można zagrać dopiero po najbliższym Głosowaniu. „Przejmujesz odpowiedzialność”: musisz wziąć kartę Intrygi leżącą przed innym graczem.',
        'Gdy kilku kart można użyć w tej samej chwili, każdy gracz ma jedną szansę, po kolei od Przywódcy, zgodnie z ruchem wskazówek zegara. Niewykorzystana szansa przepada.',
      ],
    },
  ],
};
