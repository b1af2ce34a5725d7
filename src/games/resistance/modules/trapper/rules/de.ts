/**
 * The Trapper module's part of the rules reference in German (rules §4.2, R-TRP-1 … R-TRP-3), for
 * reading aloud: the same sections, in the same order and with the same rule ids, as en.ts.
 * Loaded with the game's reference in that language (rules/de.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Trapper's part, in German. */
export const rules: ModuleRules = {
  title: 'Fallensteller-Modul',
  sections: [
    {
      id: 'R-TRP-1',
      part: 'trapper',
      rules: ['R-TRP-1', 'R-TRP-2', 'R-TRP-3'],
      title: 'Der Fallensteller',
      paragraphs: [
        'Der Anführer wählt ein Teammitglied mehr als üblich. Die Abstimmung läuft wie üblich.',
        'Die Teammitglieder spielen ihre Missionskarten verdeckt. Der Anführer wählt eine gespielte Karte, sieht sie sich an und legt sie beiseite, ohne sie zu zeigen. Diese Karte zählt nicht.',
        'Die anderen Karten werden gemischt und wie üblich gezeigt. Nur sie entscheiden das Ergebnis, auch die Zwei-Fehlschläge-Regel bei Mission 4. Der Anführer darf über die beiseitegelegte Karte alles sagen, wahr oder nicht, sie aber nie zeigen.',
        'Bei 8 oder mehr Personen benutzt den zusätzlichen Satz Missionskarten und den zusätzlichen Teammarker aus dieser Erweiterung.',
      ],
    },
  ],
};
