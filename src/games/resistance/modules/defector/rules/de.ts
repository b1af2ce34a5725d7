/**
 * The Defector module's part of the rules reference in German (rules §4.3, R-DEF-*), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as en.ts. Loaded with
 * the game's reference in that language (rules/de.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Defector's part, in German. */
export const rules: ModuleRules = {
  title: 'Überläufer-Modul',
  sections: [
    {
      id: 'R-DEF-1',
      part: 'defector',
      rules: ['R-DEF-1'],
      title: 'Die Überläufer',
      paragraphs: [
        'Ersetzt eine einfache Widerstandskarte und eine einfache Spionkarte durch die beiden Überläuferkarten: den Überläufer des Widerstands und den Überläufer der Spione.',
        'Spielt eine von zwei Varianten. In Variante I dürfen die Überläufer während des Spiels die Seite wechseln. In Variante II wechseln sie nie, kennen aber einander.',
      ],
    },
    {
      id: 'R-DEF-V1',
      part: 'defector',
      rules: ['R-DEF-V1'],
      title: 'Überläufer-Variante I: Seitenwechsel',
      paragraphs: [
        'Mischt fünf Loyalitätskarten der Überläufer, drei Keine Änderung und zwei Wechsel, und legt sie verdeckt hin.',
        'Beim Aufdecken hält der Überläufer der Spione die Augen geschlossen, während die Spione schauen. Stattdessen hebt der Überläufer der Spione einen Daumen, damit die Spione erfahren, wer er ist.',
        'Zu Beginn der Missionen 3, 4 und 5 deckt ihr die oberste Loyalitätskarte auf. Bei Wechsel wechseln beide Überläufer heimlich die Seite, in jeder Hinsicht, vor allem bei den Missionskarten, die sie spielen dürfen. So wechseln sie nie, einmal oder zweimal.',
        'Zeige oder reiche in dieser Variante nie deine Charakterkarte weiter.',
      ],
    },
    {
      id: 'R-DEF-V2',
      part: 'defector',
      rules: ['R-DEF-V2'],
      title: 'Überläufer-Variante II: Sie kennen einander',
      paragraphs: [
        'Keine Loyalitätskarten, und niemand wechselt die Seite. Diese Variante passt zu größeren Gruppen.',
        'Der Überläufer der Spione erkennt die Spione beim Aufdecken wie jeder Spion. Am Ende des Aufdeckens öffnen beide Überläufer die Augen, um einander zu finden, und schließen sie dann.',
      ],
    },
  ],
};
