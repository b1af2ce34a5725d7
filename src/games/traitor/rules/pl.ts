/**
 * Opis zasad dodatku ze spiskowcem po polsku (`../shared/rules/other-games.md` część B, krótkimi
 * zdaniami do czytania na głos). Te same sekcje, w tej samej kolejności i z tymi samymi
 * identyfikatorami zasad co wersja angielska (`en.ts`); terminy z instrukcji (seed 003).
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';

/** The Polish rules reference. */
export const rules: RulesContent = {
  locale: 'pl',
  title: 'Zasady dodatku ze spiskowcem',
  parts: { base: 'Dodatek', two: 'Dwóch graczy', cards: 'Karty' },
  sections: [
    {
      id: 'G3-SET-1',
      part: 'base',
      rules: ['G3-SET-1', 'G3-COMP-1', 'G3-SET-2', 'G3-SET-3', 'G3-SET-4', 'G3-SET-9', 'G3-SET-10'],
      title: 'Gracze i przygotowanie',
      paragraphs: [
        'W dodatek gra od 2 do 5 graczy, z grą podstawową. Gra podstawowa toczy się przy stole na jej własnych kartach: kupowanie, Punkty Mocy, ataki i bank kart. Aplikacja śledzi to, co dodaje dodatek.',
        'W pudełku jest 6 Superbohaterów, 6 Wyzwań, 11 kart talii głównej, 5 Spisków, 5 kart lojalności (4 Lojalny, 1 Spiskowiec) i 4 Nieczyste Machinacje. Superłotrzy i duże karty Superbohaterów z gry podstawowej wracają do pudełka; 11 kart wtasowuje się do talii głównej.',
        'Każdy gracz losuje lub wybiera jednego Superbohatera z tego dodatku i bierze zwykłą talię startową: 7 Ciosów i 3 Bezsilności. Niewykorzystane Spiski, Nieczyste Machinacje i Wyzwania wracają do pudełka, nieoglądane.',
      ],
    },
    {
      id: 'G3-SET-5',
      part: 'base',
      rules: ['G3-SET-5', 'G3-SET-6'],
      title: 'Tajne rozdanie',
      paragraphs: [
        'Talia lojalności ma jedną kartę na gracza, dokładnie jedna z nich to Spiskowiec. Tasuje się ją i każdy gracz dostaje jedną, ogląda ją sam i trzyma w tajemnicy.',
        'Spiski tasuje się i każdy gracz dostaje jeden, spiskowiec czy nie, i trzyma go w tajemnicy. W tej aplikacji rozdaje aplikacja, a każdy gracz ogląda swoje karty w prywatnej turze.',
      ],
    },
    {
      id: 'G3-SET-7',
      part: 'base',
      rules: ['G3-SET-7', 'G3-SET-8'],
      title: 'Nieczysta Machinacja i Wyzwania',
      paragraphs: [
        'Losuje się jedną Nieczystą Machinację i kładzie ją odkrytą: jest jawna.',
        'Losuje się po jednym Wyzwaniu z każdego poziomu i układa zakryty stos: poziom 1 na wierzchu, poziom 3 na spodzie. Wierzchnie Wyzwanie odkrywa się i czyta na głos.',
      ],
    },
    {
      id: 'G3-GOAL-1',
      part: 'base',
      rules: ['G3-GOAL-1', 'G3-GOAL-2', 'G3-PLAY-NAMES'],
      title: 'Cele',
      paragraphs: [
        'Lojalni gracze chcą pokonać wszystkie Wyzwania, zanim wyczerpie się talia główna. Spiskowiec chce, by talia główna wyczerpała się wcześniej.',
        'Odnalezienie spiskowca nie jest celem: nie ma oskarżeń ani głosowania. Dopóki karty lojalności nie zostaną odkryte, nikt nie jest uważany za lojalnego ani za spiskowca.',
      ],
    },
    {
      id: 'G3-PLAY-LINEUP',
      part: 'base',
      rules: ['G3-PLAY-LINEUP', 'G3-PLAY-ATTACK'],
      title: 'Zmienione zasady gry podstawowej',
      paragraphs: [
        'Na koniec tury gracz, który nie kupił ani nie zdobył żadnej karty z banku, dokłada do banku wierzchnią kartę talii głównej. W banku może być więcej niż 5 kart.',
        'Po odkryciu spiskowca ataki zagrane przez lojalnych graczy nie działają na lojalnych graczy, nawet jeśli ich gracz by tego chciał.',
      ],
    },
    {
      id: 'G3-CH-1',
      part: 'base',
      rules: ['G3-CH-1', 'G3-CH-2', 'G3-CH-3'],
      title: 'Bieżące Wyzwanie',
      paragraphs: [
        'Odkryte jest tylko bieżące Wyzwanie. Gdy zostanie pokonane, następne odkrywa się na koniec tej tury.',
        'Górna część Wyzwania to trwały efekt działający na każdego gracza. Dolna mówi, co je pokonuje: najpierw dokłada się wymagane karty, potem jeden gracz w swojej turze płaci Punkty Mocy.',
      ],
    },
    {
      id: 'G3-CH-ADD-1',
      part: 'base',
      rules: ['G3-CH-ADD-1', 'G3-CH-ADD-2', 'G3-CH-ADD-3', 'G3-CH-ADD-4', 'G3-CH-ADD-5', 'G3-CH-ADD-6'],
      title: 'Dokładanie kart',
      paragraphs: [
        'W swojej turze gracz może dołożyć karty z ręki do Wyzwania. Dołożyć można tylko karty spełniające któreś z jego wymagań. Dołożenie karty nie jest jej zagraniem.',
        'Można dołożyć więcej kart, niż trzeba, ale każda musi spełniać jakieś wymaganie. Karta spełnia tylko jedno wymaganie; aplikacja liczy dla każdego wymagania, ile kart je wypełnia.',
        'Spiskowiec może dokładać jak każdy, by pozbyć się karty albo zmylić innych.',
      ],
    },
    {
      id: 'G3-CH-DEFEAT-1',
      part: 'base',
      rules: ['G3-CH-DEFEAT-1', 'G3-CH-DEFEAT-2'],
      title: 'Pokonanie Wyzwania',
      paragraphs: [
        'Gdy wszystkie wymagane karty są dołożone, gracz może w swojej turze zapłacić Punkty Mocy i pokonać Wyzwanie.',
        'Pokonane Wyzwanie odpada z gry, wszystkie dołożone do niego karty są niszczone, a jego efekt się kończy.',
      ],
    },
    {
      id: 'G3-FM-3',
      part: 'base',
      rules: ['G3-FM-3', 'G3-FM-1', 'G3-FM-2'],
      title: 'Nieczysta Machinacja',
      paragraphs: [
        'W każdej grze używa się jednej Nieczystej Machinacji; jej tekst jest jawny. Jej pierwszy wiersz obowiązuje tylko przy 2 lub 3 graczach.',
        'Spiskowiec wypełnia ją, zagrywając w jednej turze wszystkie jej karty, po jednej na wiersz. Karty dołożone do Wyzwania się nie liczą. W tej aplikacji każdy gracz ma w swojej turze prywatne menu, takie samo dla wszystkich, w którym spiskowiec to zgłasza.',
      ],
    },
    {
      id: 'G3-REVEAL-1',
      part: 'base',
      rules: ['G3-REVEAL-1', 'G3-REVEAL-2', 'G3-REVEAL-3'],
      title: 'Odkrycie',
      paragraphs: [
        'Po wypełnieniu Nieczystej Machinacji spiskowiec odkrywa swoją kartę lojalności i dokłada swój Spisek do bieżącego Wyzwania.',
        'Wszyscy pozostali odkrywają swoje karty lojalności i od tej chwili są lojalni. Ataki między lojalnymi graczami ustają, lojalni mogą sobie pomagać, a Spisek też trzeba pokonać.',
      ],
    },
    {
      id: 'G3-PLOT-4',
      part: 'base',
      rules: ['G3-PLOT-4', 'G3-PLOT-1', 'G3-PLOT-2', 'G3-PLOT-3', 'G3-PLOT-5', 'G3-PLOT-6'],
      title: 'Spisek',
      paragraphs: [
        'Każdy gracz ma tajny Spisek, ale do gry wchodzi tylko Spisek spiskowca, przez Nieczystą Machinację. Jego pierwszy wiersz pomaga tylko spiskowcowi szybciej wyczerpać talię główną.',
        'W grze Spisek jest Wyzwaniem: lojalny gracz pokonuje go, płacąc w swojej turze jego Punkty Mocy. Wtedy jego efekty się kończą. Spiskowiec zostaje w grze, a pozostałe Wyzwania nadal trzeba pokonać.',
      ],
    },
    {
      id: 'G3-HELP-1',
      part: 'base',
      rules: ['G3-HELP-1', 'G3-HELP-2', 'G3-HELP-3', 'G3-HELP-4'],
      title: 'Wzajemna pomoc',
      paragraphs: [
        'Gdy Spisek jest w grze, a role są odkryte, lojalny gracz może w swojej turze poprosić o pomoc. Każdy inny lojalny gracz po kolei może dołożyć jedną losową kartę z ręki do zagranych kart.',
        'Pomoc może posłużyć do wszystkiego: do Spisku, do Wyzwania albo do kupowania. Na koniec tej tury każda pożyczona karta trafia na stos kart odrzuconych właściciela; pomagający nie dobiera nowej.',
      ],
    },
    {
      id: 'G3-END-1',
      part: 'base',
      rules: ['G3-END-1', 'G3-END-2', 'G3-END-3'],
      title: 'Koniec gry',
      paragraphs: [
        'Lojalni gracze wygrywają, gdy wszystkie Wyzwania są pokonane: trzy poziomy i Spisek, jeśli wszedł do gry.',
        'Spiskowiec wygrywa, gdy wcześniej wyczerpie się talia główna. Na koniec odkrywa się każdą kartę lojalności, która nie była jeszcze odkryta.',
      ],
    },
    {
      id: 'G3-2P-1',
      part: 'two',
      rules: ['G3-2P-1', 'G3-2P-2', 'G3-2P-3', 'G3-2P-7'],
      title: 'Dwóch graczy: może bez spiskowca',
      paragraphs: [
        'Przy dwóch graczach tasuje się trzy karty lojalności, w tym Spiskowca, i każdy gracz dostaje jedną. Trzecia zostaje zakryta i nieoglądana, więc spiskowca może w ogóle nie być. Pierwszy wiersz Nieczystej Machinacji obowiązuje.',
        'Gdy Wyzwanie poziomu 3 zostanie odkryte, zanim wypełniono Nieczystą Machinację, obaj gracze odkrywają karty lojalności. Jeśli jest spiskowiec, gra toczy się dalej i nadal może on wypełnić Nieczystą Machinację.',
      ],
    },
    {
      id: 'G3-2P-4',
      part: 'two',
      rules: ['G3-2P-4', 'G3-2P-5', 'G3-2P-6'],
      title: 'Dwóch lojalnych graczy: Superłotrzy',
      paragraphs: [
        'Jeśli obaj są lojalni, dokładają 8 Superłotrów o koszcie 10 lub więcej z gry podstawowej, potasowanych w zakryty stos; wierzchniego odkrywa się i rozpatruje jego atak Pierwsze Pojawienie.',
        'Aby wygrać, muszą pokonać Superłotrów i Wyzwanie poziomu 3, zanim wyczerpie się talia główna. Pokonany Superłotr trafia na stos kart odrzuconych gracza, który go pokonał.',
      ],
    },
    {
      id: 'G3-CARD-KEENE',
      part: 'cards',
      rules: ['G3-CARD-KEENE', 'G3-CARD-NIXON', 'G3-CARD-ALIEN', 'G3-CARD-DOOMSDAY', 'G3-CARD-CANCER', 'G3-CARD-RIOTS', 'G3-CARD-PUPPETS', 'G3-CARD-TECH'],
      title: 'Wyzwania, Nieczysta Machinacja i Spisek z instrukcji',
      paragraphs: [
        'Ustawa Keene’a, poziom 1: Superbohaterowie nie mogą używać swoich zdolności; dołóż 3 Bohaterów, 2 Ekwipunki, 4 Supermoce i 2 Łotrów. Nixon, poziom 2: na koniec twojej tury, jeśli nie zagrałeś karty z atakiem, dołóż do banku wierzchnią kartę talii głównej; dołóż 3 Ekwipunki, 3 Łotrów, 2 Bohaterów o koszcie 5 lub mniej i 1 kartę o koszcie 7 lub więcej.',
        'Zegar Zagłady: pod nim zbierają się karty; przy 12 kartach odkrywa się każdą kartę lojalności, a przy dwóch lojalnych graczach tych 12 kart się niszczy. Zamieszki wymagają dwóch kart z atakiem lub obroną. Do Kancerofobii można dokładać Słabości. Inwazja Obcych odnosi się do kart tego dodatku.',
        'Bohaterowie są twoimi marionetkami, Nieczysta Machinacja: Bohater o koszcie 3 (tylko 2 lub 3 graczy), Bohater o koszcie 3 lub mniej, Łotr o koszcie 4 lub więcej, Supermoc o koszcie 5 lub więcej i Bohater o koszcie 5 lub więcej. Przełom technologiczny, Spisek: każdy Ekwipunek zagrany przez spiskowca niszczy wierzchnią kartę talii głównej.',
      ],
    },
    {
      id: 'G3-CARD-DISINTEGRATION',
      part: 'cards',
      rules: ['G3-CARD-DISINTEGRATION', 'G3-CARD-MULTIPLICATION', 'G3-CARD-RECONSTRUCTION', 'G3-CARD-SALLY'],
      title: 'Inne karty dodatku',
      paragraphs: [
        'Dezintegracja: zniszczony lojalny gracz odpada z gry, a wszystkie jego karty są niszczone; lojalnego gracza można wskazać dopiero po odkryciu kart lojalności. Zniszczone Wyzwanie jest pokonane.',
        'Multiplikacja zachowuje pierwsze efekty i Punkty Mocy wybranej karty. Lojalny gracz, który nie chce zagrać szkodliwej karty, na przykład Rekonstrukcji, może ją zatrzymać i odrzucić na koniec tury. Sally Juspeczyk przestaje dobierać przy karcie o wartości 5 lub 6.',
      ],
    },
    {
      id: 'G3-CARD-UNKNOWN',
      part: 'cards',
      rules: ['G3-CARD-UNKNOWN'],
      title: 'Karty, których nie podaje instrukcja',
      paragraphs: [
        'Instrukcja nie podaje wszystkich kart: kosztów w Punktach Mocy Wyzwań, większości Spisków i Nieczystych Machinacji ani poziomów i wymagań niektórych Wyzwań. Stół wpisuje je raz z fizycznej karty, a aplikacja zachowuje je na kolejne gry. Aplikacja nigdy nie wymyśla tekstu kart.',
      ],
    },
  ],
};
