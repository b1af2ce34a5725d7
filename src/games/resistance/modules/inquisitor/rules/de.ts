/**
 * The Inquisitor module's part of the rules reference in German (rules §4.5, R-INQ-1 … R-INQ-3,
 * R-MOD-REVEAL), for reading aloud: the same sections, in the same order and with the same rule
 * ids, as en.ts. Loaded with the game's reference in that language (rules/de.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Inquisitor's part, in German. */
export const rules: ModuleRules = {
  title: 'Inquisitor-Modul',
  sections: [
    {
      id: 'R-INQ-1',
      part: 'inquisitor',
      rules: ['R-INQ-1', 'R-INQ-2', 'R-INQ-3'],
      title: 'Der Inquisitor',
      paragraphs: [
        'Zu Beginn bekommt die Person rechts vom ersten Anführer den Inquisitor-Marker. Dieses Modul funktioniert am besten mit 7 oder mehr Personen.',
        'Direkt nach den Missionen 2, 3 und 4 wählt, wer den Marker hält, eine Person zum Überprüfen. Diese Person gibt geheim die Loyalitätskarte ihrer Seite: Spion oder Widerstand. In der barrierefreien Ausgabe gibt sie stattdessen ihre Charakterkarte.',
        'Der Inquisitor darf über das Gesehene alles sagen, die Karte aber nie zeigen. Dann nimmt die überprüfte Person den Marker.',
        'So gibt es drei Überprüfungen in einem Spiel. Wer den Marker gehalten hat, kann nie überprüft werden. Alle wissen immer, wer den Marker hält.',
      ],
    },
    {
      id: 'R-MOD-REVEAL',
      part: 'inquisitor',
      rules: ['R-MOD-REVEAL'],
      title: 'Loyalitätskarten statt Charakterkarten',
      paragraphs: [
        'Die Module Attentäter, Überläufer, Jäger und Umkehrer benutzen besondere Charakterkarten. Spielt ihr eines davon mit einer Regel, die eine Seite zeigt, etwa einer Intrigenkarte oder einer Überprüfung des Inquisitors, zeigt oder reicht nie eure Charakterkarte weiter.',
        'Gebt stattdessen die Loyalitätskarte des Inquisitors eurer jetzigen Seite: Spion oder Widerstand. Mit dem Überläufer kann sich eure jetzige Seite während des Spiels geändert haben.',
      ],
    },
  ],
};
