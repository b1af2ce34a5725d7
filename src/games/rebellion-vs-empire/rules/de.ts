/**
 * Rebellion vs Empire's rules reference in German (`../shared/rules/other-games.md` part A, in
 * short sentences for reading aloud). Same sections, in the same order and with the same rule ids,
 * as the English one (`en.ts`).
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';

/** The German rules reference. */
export const rules: RulesContent = {
  locale: 'de',
  title: 'Regeln von Rebellion gegen Imperium',
  parts: { base: 'Das Spiel', variants: 'Variante' },
  sections: [
    {
      id: 'G2-SET-1',
      part: 'base',
      rules: ['G2-SET-1', 'G2-SET-2', 'G2-SET-3', 'G2-SET-4', 'G2-SET-5', 'G2-SET-6', 'G2-SET-7', 'G2-COMP-1', 'G2-COMP-2', 'G2-COMP-3'],
      title: 'Seiten und Aufbau',
      paragraphs: [
        'Zwei Personen: eine ist die Rebellion, die andere das Imperium. Fünf Bezirke liegen in zufälliger Reihenfolge in einer Reihe; die beiden Enden liegen nicht nebeneinander.',
        'Der Rebellen-Stapel hat 24 Karten: Aufklärung, Putsch, Aufruhr und Vorräte, jeweils von 2 bis 6, und 4 Finten. Eine Finte hat keine Farbe und keinen Wert und wird immer verdeckt gespielt. Die Rebellion mischt den Stapel und zieht 5 Karten, geheim vor dem Imperium.',
        'Das Imperium hat vier Machtmarker, mit der verfügbaren Seite nach oben. Revolution und 3 weitere Missionskarten sind das ganze Spiel über offen im Spiel.',
      ],
    },
    {
      id: 'G2-STATE-1',
      part: 'base',
      rules: ['G2-STATE-1', 'G2-STATE-2', 'G2-STATE-3', 'G2-STATE-4', 'G2-STATE-5'],
      title: 'Verdeckte und aufgedeckte Karten',
      paragraphs: [
        'Eine verdeckte Karte liegt mit der Rückseite nach oben: Nur die Rebellion kennt sie. Eine aufgedeckte Karte liegt offen und bleibt für den Rest des Spiels aufgedeckt, wohin sie auch geht.',
        'Alles andere ist öffentlich: in welchem Bezirk jede Karte liegt, wie viele verdeckte Karten jeder Stapel hat, die Anzahl der Hand- und Stapelkarten, die Marker und die Missionen. Zerstörte Karten sind endgültig aus dem Spiel.',
      ],
    },
    {
      id: 'G2-ROUND-1',
      part: 'base',
      rules: ['G2-ROUND-1', 'G2-ROUND-AREA', 'G2-ROUND-PLAY'],
      title: 'Eine Runde: der Aktionsbereich und drei Karten',
      paragraphs: [
        'Jede Runde hat fünf Schritte. Zuerst wählt die Rebellion den Aktionsbereich: zwei benachbarte Bezirke der Reihe.',
        'Dann spielt die Rebellion drei Karten aus ihrer Hand: zwei verdeckt, nummeriert als verdeckte Karte 1 und verdeckte Karte 2, und eine aufgedeckt. Eine Finte ist nie die aufgedeckte Karte.',
      ],
    },
    {
      id: 'G2-ROUND-EMPIRE',
      part: 'base',
      rules: ['G2-ROUND-EMPIRE', 'G2-TOKEN-SCOPE', 'G2-TOKEN-SAME', 'G2-TOKEN-ONCE', 'G2-TOKEN-SURV', 'G2-TOKEN-DESTROY', 'G2-TOKEN-REDIRECT', 'G2-TOKEN-BLOCK', 'G2-REFRESH'],
      title: 'Die Machtmarker des Imperiums',
      paragraphs: [
        'Das Imperium führt dann genau zwei Aktionen aus, jede mit einem noch verfügbaren Marker, und dreht diesen Marker auf seine benutzte Seite. Die Marker wirken auf die drei gerade gespielten Karten.',
        'Überwachung deckt eine verdeckte Karte auf; eine so aufgedeckte Finte wird zerstört. Zerstören entfernt eine Karte aus dem Spiel. Umleiten schickt eine Karte in einen beliebigen Bezirk der Reihe. Blockade verbietet in dieser Runde, einem Bezirk des Aktionsbereichs Karten zuzuweisen.',
        'Sind am Ende einer Runde alle vier Marker benutzt, werden alle wieder verfügbar.',
      ],
    },
    {
      id: 'G2-ROUND-ASSIGN',
      part: 'base',
      rules: ['G2-ROUND-ASSIGN', 'G2-STACK'],
      title: 'Die Karten zuweisen',
      paragraphs: [
        'Die Rebellion weist jede Karte, die noch vor dem Marker liegt, einem der beiden Bezirke des Aktionsbereichs zu, in ihrem Zustand. Karten bleiben in ihrem Bezirk, bis er befreit ist.',
      ],
    },
    {
      id: 'G2-LIB-1',
      part: 'base',
      rules: ['G2-ROUND-END', 'G2-LIB-1', 'G2-LIB-2', 'G2-LIB-3', 'G2-LIB-4', 'G2-LIB-5', 'G2-LIB-6', 'G2-LIB-7', 'G2-LIB-8', 'G2-DRAW'],
      title: 'Befreiung und das Ende einer Runde',
      paragraphs: [
        'Am Ende jeder Runde wird jeder Bezirk der Reihe befreit, dessen Stapel eine Mission im Spiel erfüllt. Verdeckte Karten zählen mit.',
        'Die Rebellion weist es nach, indem sie verdeckte Karten des Stapels aufdeckt, nicht mehr als nötig. Der Bezirk verlässt die Reihe mit seinen Karten; seine beiden Nachbarn liegen dann nebeneinander.',
        'Dann zieht die Rebellion 3 Karten.',
      ],
    },
    {
      id: 'G2-MIS-REVOLUTION',
      part: 'base',
      rules: ['G2-MIS-REVOLUTION', 'G2-MIS-ESPIONAGE', 'G2-MIS-CIVIL', 'G2-MIS-INFLUENCE', 'G2-MIS-ORGANIZERS', 'G2-MIS-COUP', 'G2-MIS-PLOT', 'G2-MIS-SLEEPER', 'G2-MIS-UNKNOWN', 'G2-MIS-VIEW'],
      title: 'Die Missionen',
      paragraphs: [
        'Revolution: Der Stapel ergibt insgesamt mindestens 21. Spionage: Aufklärung mindestens 4 und Aufruhr mindestens 4. Ziviler Ungehorsam: Putsch mindestens 8 und keine Aufruhr-Karte. Wachsender politischer Einfluss: 3 aufgedeckte Karten einer Farbe.',
        'Verwurzelte Organisatoren: Aufruhr mehr als Vorräte, und Vorräte mindestens 3. Staatsstreich: eine Karte jeder Farbe. Koordinierte Verschwörung: 3 Karten eines Werts. Schläferzelle: 4 aufeinanderfolgende Werte.',
        'Das Spielbrett sagt, was jeder Bezirk durch seine aufgedeckten Karten erfüllt; der eigene Bildschirm der Rebellion zählt auch ihre verdeckten Karten. Die App zieht ihre Missionen aus den 7, die die Regeln beschreiben.',
      ],
    },
    {
      id: 'G2-END-1',
      part: 'base',
      rules: ['G2-END-1', 'G2-END-2', 'G2-FINAL-1', 'G2-FINAL-2', 'G2-FINAL-3', 'G2-FINAL-4', 'G2-FINAL-5'],
      title: 'Gewinnen, und der Finale Showdown',
      paragraphs: [
        'Die Rebellion gewinnt, sobald 3 Bezirke befreit sind.',
        'Ist der Stapel aufgebraucht, spielt die Rebellion ihre letzten drei Karten im Finalen Showdown: kein Aktionsbereich, das Imperium handelt wie üblich, und die übrigen Karten gehen in beliebige Bezirke der Reihe. Sind danach weniger als 3 Bezirke befreit, gewinnt das Imperium.',
      ],
    },
    {
      id: 'G2-CAPITOL-1',
      part: 'variants',
      rules: ['G2-CAPITOL-1', 'G2-CAPITOL-2', 'G2-CAPITOL-3', 'G2-CAPITOL-4'],
      title: 'Die Kapitol-Variante',
      paragraphs: [
        'Das Kapitol liegt in der Mitte der Reihe. Wer es befreit, gewinnt sofort, aber Revolution braucht dort insgesamt mindestens 25.',
      ],
    },
  ],
};
