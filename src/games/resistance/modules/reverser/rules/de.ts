/**
 * The Reverser module's part of the rules reference in German (rules §4.6, R-REVS-1 … R-REVS-3,
 * R-REVS-OPT), for reading aloud: the same sections, in the same order and with the same rule
 * ids, as en.ts. Loaded with the game's reference in that language (rules/de.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Reverser's part, in German. */
export const rules: ModuleRules = {
  title: 'Umkehrer-Modul',
  sections: [
    {
      id: 'R-REVS-1',
      part: 'reverser',
      rules: ['R-REVS-1', 'R-REVS-2', 'R-REVS-OPT'],
      title: 'Die Umkehrer und ihre Karten',
      paragraphs: [
        'Benutzt den Umkehrer des Widerstands, den Umkehrer der Spione oder beide, jeweils anstelle einer einfachen Karte ihrer Seite. Legt die sechs Umkehr-Missionskarten neben das Spielbrett.',
        'Jedes Teammitglied bekommt drei Missionskarten: Erfolg, Fehlschlag und Umkehr. Nur ein Umkehrer darf Umkehr spielen.',
        'Der Umkehrer des Widerstands spielt Erfolg oder Umkehr. Der Umkehrer der Spione spielt ebenfalls Erfolg oder Umkehr und darf nie Fehlschlag spielen.',
        'Zusatzregel: Der Umkehrer der Spione bleibt beim Aufdecken vor den anderen Spionen verborgen.',
      ],
    },
    {
      id: 'R-REVS-3',
      part: 'reverser',
      rules: ['R-REVS-3'],
      title: 'Missionsergebnis mit Umkehr-Karten',
      paragraphs: [
        'Ermittelt zuerst das Ergebnis aus den Fehlschlag-Karten, wie üblich. Mission 4 braucht bei 7 oder mehr Personen weiterhin zwei Fehlschlag-Karten.',
        'Zählt dann die Umkehr-Karten. Genau eine Umkehr dreht das Ergebnis um: Ein Fehlschlag wird ein Erfolg, und ein Erfolg wird ein Fehlschlag. Keine Umkehr, oder zwei, lassen das Ergebnis, wie es ist.',
        'Beispiel mit 8 Personen, Mission 2: Die Karten sind Erfolg, Erfolg, Fehlschlag und Umkehr. Der Fehlschlag würde die Mission scheitern lassen, aber die eine Umkehr dreht es um, also gelingt die Mission.',
        'Mit dem Fallensteller zählen nur die gezählten Karten. Eine Karte, die der Anführer beiseitegelegt hat, zählt nicht, auch keine Umkehr.',
      ],
    },
  ],
};
