/**
 * The Hunter module's part of the rules reference in German (rules §4.4, R-HUN-*), for reading
 * aloud: the same sections, in the same order and with the same rule ids, as en.ts. Loaded with
 * the game's reference in that language (rules/de.ts).
 */
import type { ModuleRules } from '../../../ui/module-ui.ts';

/** The Hunter's part, in German. */
export const rules: ModuleRules = {
  title: 'Jäger-Modul',
  sections: [
    {
      id: 'R-HUN-2',
      part: 'hunter',
      rules: ['R-HUN-1', 'R-HUN-2', 'R-HUN-REV', 'R-HUN-OPT'],
      title: 'Jäger: Rollen und Aufdecken',
      paragraphs: [
        'Jede Seite muss außerdem einen verborgenen Chef der anderen Seite finden. Jedes Spiel hat einen Widerstandschef, einen Widerstandsjäger, einen Spionagechef und einen Spionenjäger. Bei 8 oder mehr Personen gibt es 2 Widerstandschefs, und bei 10 Personen auch 2 Spionagechefs. Die anderen Karten sind einfach, sodass jede Seite ihre übliche Größe behält.',
        'Ihr braucht auch den Ermittlermarker und die Loyalitätskarten der Jäger. Bei 5 oder 6 Personen sind das Chef und Kein Chef. Bei 7 oder mehr sind es Spionagechef, Widerstandschef und Kein Chef, und ihr nehmt die Chef-Fehlschlag-Missionskarten dazu.',
        'Beim Aufdecken schließen alle die Augen und strecken eine Faust aus. Die Spionagechefs heben einen Daumen, und alle Spione öffnen die Augen, um einander und ihre Chefs zu erkennen. Dann schließen sich die Augen und die Daumen gehen runter. Bei 8 oder mehr Personen öffnen danach die Widerstandschefs die Augen, um einander zu finden, und schließen sie wieder.',
        'Zusätzliche Rollen. Strohmann, Widerstand: darf bei einer Überprüfung eine Chef-Karte zeigen, und ihn zu beschuldigen ist immer falsch. Koordinator, Widerstand: Die Widerstandschefs erfahren beim Aufdecken, wer es ist; zeigt Kein Chef; beschuldigt der Spionenjäger den Koordinator, gewinnen die Spione. Verdeckter Agent, Spion: erfährt die Spione nicht, aber sie erfahren den Verdeckten Agenten. Hochstapler, Widerstand: hebt mit dem Verdeckten Agenten einen Daumen, sodass die Spione die beiden nicht unterscheiden können.',
      ],
    },
    {
      id: 'R-HUN-INV',
      part: 'hunter',
      rules: ['R-HUN-TEAM', 'R-HUN-MIS', 'R-HUN-INV'],
      title: 'Jäger: Missionen und Überprüfungen',
      paragraphs: [
        'Beim Vorschlagen eines Teams, vor der Abstimmung, gibt der Anführer den Ermittlermarker einer Person, die nicht im Team ist, nie sich selbst. Wird das Team angenommen und scheitert die Mission, überprüft diese Person. Bei Mission 5 entfällt das.',
        'Bei 7 oder mehr Personen bekommt jedes Teammitglied Erfolg, Fehlschlag und Chef-Fehlschlag. Ein Spionagechef spielt Erfolg oder Chef-Fehlschlag. Ein Widerstandschef spielt Erfolg. Einfache Spione spielen Erfolg oder Fehlschlag. Jeder Fehlschlag oder Chef-Fehlschlag lässt die Mission scheitern; Mission 4 braucht insgesamt zwei davon. Bei 5 oder 6 Personen gibt es keinen Chef-Fehlschlag, und die Chefs spielen die einfachen Karten.',
        'Nach jeder Mission kommt eine Überprüfung. Nach einem Erfolg überprüft der Anführer; nach einem Fehlschlag, wer den Ermittlermarker hält. Die überprüfte Person gibt die Loyalitätskarte ihrer Rolle: Ein Chef gibt seine Chef-Karte, alle anderen Kein Chef. Die überprüfende Person darf darüber alles sagen, sie aber nie zeigen.',
        'Nach dem dritten Erfolg oder dem dritten Fehlschlag kommt zuerst die Beschuldigung. Die Überprüfung folgt nur, wenn die Beschuldigung falsch war. Wer überprüft, hängt weiterhin davon ab, wie die Mission ausging.',
      ],
    },
    {
      id: 'R-HUN-ACC',
      part: 'hunter',
      rules: ['R-HUN-ACC', 'R-HUN-EARLY', 'R-HUN-BRAND'],
      title: 'Jäger: Beschuldigungen',
      paragraphs: [
        'Direkt nach dem dritten Erfolg gibt sich der Widerstandsjäger zu erkennen und benennt eine Person als Spionagechef. Die beschuldigte Person antwortet wahrheitsgemäß. Ist es richtig, gewinnt der Widerstand. Ist es falsch, wird dieser Erfolg zu einem Fehlschlag, die Überprüfung findet statt, das Spiel geht weiter, und alle kennen den Widerstandsjäger.',
        'Direkt nach dem dritten Fehlschlag macht der Spionenjäger dasselbe und benennt den Widerstandschef. Ist es richtig, gewinnen die Spione. Ist es falsch, wird dieser Fehlschlag zu einem Erfolg und das Spiel geht weiter. Nach Mission 5 lässt eine falsche Beschuldigung die andere Seite beschuldigen, und die Seiten wechseln sich ab, bis eine richtig liegt.',
        'Frühe Beschuldigung, einmal pro Spiel. Hat der Spionagechef eine Mission scheitern lassen, darf sich der Spionenjäger zu erkennen geben und den Widerstandschef benennen, vor der Überprüfung. Bei 7 oder mehr Personen braucht das eine Chef-Fehlschlag-Karte unter den gezählten Fehlschlägen. Ist es richtig, gewinnen die Spione. Ist es falsch, wird die Mission ein Erfolg, alle kennen den Spionenjäger, und die Überprüfung folgt trotzdem. Ist das der dritte Erfolg, beschuldigt der Widerstandsjäger wie üblich, und ein falscher Tipp macht ihn wieder zu einem Fehlschlag.',
        'Brandmarken, zusätzlich, mit dem Verdeckten Agenten und dem Hochstapler. Einmal pro Spiel, während ein Team vorgeschlagen ist und vor der Abstimmung, darf sich der Verdeckte Agent zu erkennen geben und eine Person als Hochstapler benennen. Ist es richtig, tauschen die beiden ihre Charakterkarten und damit die Seiten. Ist es falsch, geht das Spiel weiter und alle kennen den Verdeckten Agenten.',
      ],
    },
  ],
};
