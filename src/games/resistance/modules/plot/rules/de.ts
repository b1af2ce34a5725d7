/**
 * The plot cards' part of the rules reference in German (rules §3, R-PLOT-1 … R-PLOT-5), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as en.ts. Loaded with
 * the game's reference in that language (rules/de.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The plot cards' part, in German. */
export const rules: ModuleRules = {
  title: 'Intrigenkarten (Die Intrige spitzt sich zu)',
  sections: [
    {
      id: 'R-PLOT-1',
      part: 'plot',
      rules: ['R-PLOT-1', 'R-PLOT-5'],
      title: 'Intrigenkarten: der Stapel',
      paragraphs: [
        'Die Intrige spitzt sich zu bringt 15 Intrigenkarten. Bei 5 oder 6 Personen benutzt nur die 7 Karten, die für diese Größe markiert sind. Bei 7 oder mehr Personen benutzt alle 15.',
        'Eine Intrigenkarte im Spiel liegt immer offen, sodass alle wissen, wer welche Karte hält.',
        'Du darfst über das reden, was du durch eine Intrigenkarte erfahren hast, wahrheitsgemäß oder nicht. Die Karte, die du angesehen hast, darfst du nie zeigen.',
      ],
    },
    {
      id: 'R-PLOT-2',
      part: 'plot',
      rules: ['R-PLOT-2', 'R-PLOT-3'],
      title: 'Intrigenkarten verteilen, und sofort eingesetzte Karten',
      paragraphs: [
        'Zu Beginn jeder Runde zieht der Anführer Intrigenkarten: 1 bei 5 oder 6 Personen, 2 bei 7 oder 8 und 3 bei 9 oder 10. Der Anführer sieht sie sich an und gibt jede offen einer anderen Person. Der Anführer behält nie eine, außer Vertrauen schaffen.',
        'Es gibt drei Arten von Karten. Eine Sofortkarte, mit dem Anführersymbol, wird eingesetzt, sobald sie übergeben ist, und dann abgelegt. Eine Einmalkarte bleibt vor der Person liegen, bis sie einmal benutzt ist, dann wird sie abgelegt. Eine Dauerkarte, mit dem Quadrat, wirkt für den Rest des Spiels.',
        'Sofortkarten. Belauschtes Gespräch: Du siehst dir die Charakterkarte einer deiner beiden Sitznachbarn an. Öffne dich: Du zeigst deine Charakterkarte einer Person deiner Wahl, auch dem Anführer. Vertrauen schaffen: Der Anführer zeigt einer anderen Person die eigene Charakterkarte.',
        'Dauerkarte. Meinungsmacher: Du musst deine Stimme wählen und zeigen, bevor die anderen wählen. Halten zwei Personen sie, zeigen sie ihre Stimmen gemeinsam.',
      ],
    },
    {
      id: 'R-PLOT-4',
      part: 'plot',
      rules: ['R-PLOT-4'],
      title: 'Einmalige Intrigenkarten, und wer zuerst dran ist',
      paragraphs: [
        'Kein Vertrauen: Nachdem ein Team angenommen ist, darfst du die Annahme in eine Ablehnung verwandeln. Die Abstimmungsleiste rückt vor, der Anführermarker geht im Uhrzeigersinn weiter, und ein neues Team wird vorgeschlagen.',
        'Ich behalte dich im Auge: Nachdem die Missionskarten gespielt sind, siehst du dir eine davon an. Du musst es vorher nicht ansagen. Halten mehrere Personen diese Karte, sieht sich jede eine andere Missionskarte an. Im Rampenlicht: Bevor das Team Missionskarten wählt, benennst du ein Teammitglied, das seine Karte offen spielen muss.',
        'Starker Anführer: Du wirst Anführer. Sag es, bevor der jetzige Anführer etwas tut, etwa Intrigenkarten zieht oder ein Team wählt. Wurde ein Starker Anführer benutzt, kann der nächste erst nach der nächsten Abstimmung benutzt werden. Verantwortung übernehmen: Du musst eine Intrigenkarte nehmen, die vor einer anderen Person liegt.',
        'Könnten mehrere Karten im selben Moment benutzt werden, bekommt jede Person eine Gelegenheit, beginnend beim Anführer und im Uhrzeigersinn. Eine Gelegenheit, die du nicht nutzt, ist verloren.',
      ],
    },
  ],
};
