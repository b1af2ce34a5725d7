/**
 * The Assassin module's part of the rules reference in German (rules §4.1, R-ASN-*), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as en.ts. Loaded with
 * the game's reference in that language (rules/de.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Assassin's part, in German. */
export const rules: ModuleRules = {
  title: 'Attentäter-Modul',
  sections: [
    {
      id: 'R-ASN-1',
      part: 'assassin',
      rules: ['R-ASN-1', 'R-ASN-2'],
      title: 'Der Kommandant und der Attentäter',
      paragraphs: [
        'Ersetzt eine einfache Widerstandskarte durch den Kommandanten und eine einfache Spionkarte durch den Attentäter.',
        'Der Kommandant gehört zum Widerstand und kennt jeden Spion. Der Kommandant muss helfen, ohne entdeckt zu werden.',
        'Beim Aufdecken erkennen die Spione zuerst einander. Dann, mit allen Augen geschlossen, heben die Spione einen Daumen. Der Kommandant öffnet die Augen und sieht, wer die Spione sind. Die Spione erfahren nicht, wer der Kommandant ist.',
      ],
    },
    {
      id: 'R-ASN-END',
      part: 'assassin',
      rules: ['R-ASN-END'],
      title: 'Attentäter: Ende des Spiels',
      paragraphs: [
        'Scheitern drei Missionen, gewinnen die Spione wie üblich.',
        'Gelingen drei Missionen, hat der Widerstand noch nicht gewonnen. Die Spione beraten sich, ohne ihre Karten zu zeigen. Dann benennt der Attentäter eine Person im Widerstand als Kommandanten.',
        'Benennt der Attentäter den Kommandanten, gewinnen die Spione. Sonst gewinnt der Widerstand.',
      ],
    },
    {
      id: 'R-ASN-OPT',
      part: 'assassin',
      rules: ['R-ASN-OPT', 'R-ASN-SCRIPT'],
      title: 'Attentäter: zusätzliche Rollen',
      paragraphs: [
        'Jede zusätzliche Rolle ersetzt eine einfache Karte ihrer Seite, in beliebiger Mischung. Leibwächter, Widerstand: erfährt, wer der Kommandant ist, aber der Falsche Kommandant sieht genauso aus. Falscher Kommandant, Spion: wird dem Leibwächter mit dem Kommandanten gezeigt; ohne Leibwächter bewirkt diese Rolle nichts.',
        'Blinder Spion, Spion: erfährt die anderen Spione nicht, und sie erfahren den Blinden Spion nicht, aber der Kommandant sieht ihn trotzdem. Tiefe Tarnung, Spion: vor dem Kommandanten verborgen.',
        'Bei 5 Personen mit einem Leibwächter nehmt auch die Tiefe Tarnung oder den Falschen Kommandanten dazu.',
        'Das Aufdecken geht dann so, mit geschlossenen Augen und ausgestreckten Fäusten. Die Spione, außer dem Blinden Spion, öffnen die Augen, um einander zu finden. Jeder Spion außer der Tiefen Tarnung hebt einen Daumen, während der Kommandant schaut. Der Kommandant und der Falsche Kommandant heben einen Daumen, während der Leibwächter schaut. Alle öffnen die Augen.',
      ],
    },
  ],
};
