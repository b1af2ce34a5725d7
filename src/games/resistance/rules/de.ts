/**
 * Die Regeln auf Deutsch (the rules reference in German): the same sections, in the same order
 * and with the same rule ids, as the English one (`en.ts`). The terms are the app's German
 * catalogue's (xliff/de.xlf: Widerstand, Spione, Anführer, Mission, Team, Zustimmen / Ablehnen,
 * Erfolg / Fehlschlag, Abstimmungsleiste, Rundenmarker, Intrigenkarte, Charakterkarte,
 * Loyalitätskarte); xliff/README.md says which of them are not checked against a printed German
 * edition.
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';
import { withModuleRules } from './module-rules.ts';

/** The game's own parts of the German rules reference (the modules' are in their folders). */
const base: RulesContent = {
  locale: 'de',
  title: 'Regeln von The Resistance',
  parts: {
    base: 'Das Grundspiel',
    variants: 'Varianten',
  },
  sections: [
    // ---- Grundspiel ----
    {
      id: 'R-SET-1',
      part: 'base',
      rules: ['R-SET-1', 'R-SET-2'],
      title: 'Personen und Seiten',
      paragraphs: [
        'Das Spiel ist für 5 bis 10 Personen. Alle behalten das ganze Spiel über ihren Platz, und gespielt wird im Uhrzeigersinn.',
        'Jede Person gehört heimlich zu einer von zwei Seiten: dem Widerstand oder den Spionen. Der Widerstand will, dass Missionen gelingen. Die Spione wollen, dass sie scheitern.',
        'Wie viele von jeder Seite, nach Anzahl der Personen. 5 Personen: 3 Widerstand, 2 Spione. 6 Personen: 4 Widerstand, 2 Spione. 7 Personen: 4 Widerstand, 3 Spione. 8 Personen: 5 Widerstand, 3 Spione. 9 Personen: 6 Widerstand, 3 Spione. 10 Personen: 6 Widerstand, 4 Spione.',
      ],
    },
    {
      id: 'R-SET-3',
      part: 'base',
      rules: ['R-SET-3', 'R-SET-4'],
      title: 'Das Austeilen und der erste Anführer',
      paragraphs: [
        'Mischt die richtige Anzahl Charakterkarten und teilt jeder Person eine verdeckt aus. Sieh dir deine eigene Karte geheim an. Zeige sie nie jemandem.',
        'Die App kann stattdessen austeilen: Das Telefon geht um den Tisch, und jede Person sieht ihre eigene Rolle allein.',
        'Bestimmt den ersten Anführer zufällig, wie ihr wollt. Der Anführermarker wandert dann im Uhrzeigersinn weiter, eine Person nach der anderen.',
      ],
    },
    {
      id: 'R-REV-1',
      part: 'base',
      rules: ['R-REV-1'],
      title: 'Die Spione erkennen einander: mit geschlossenen Augen',
      paragraphs: [
        'Vor der ersten Runde erfahren die Spione, wer die anderen Spione sind. Der Widerstand erfährt nichts.',
        'Üblicherweise liest der Anführer vier Schritte vor. Alle schließen die Augen. Die Spione öffnen die Augen und schauen sich um, um einander zu finden. Die Spione schließen die Augen wieder. Dann öffnen alle die Augen.',
      ],
    },
    {
      id: 'R-REV-2',
      part: 'base',
      rules: ['R-REV-2'],
      title: 'Die Spione erkennen einander: Karten weiterreichen',
      paragraphs: [
        'Die barrierefreie Ausgabe hat tastbare Charakterkarten. Jede Karte hat ein erhabenes Kästchen. Eine Spionkarte hat ein X im Kästchen.',
        'Beginnend beim Anführer reicht jede Person der Reihe nach ihre Charakterkarte um den Tisch, eine Karte nach der anderen. Am besten unter dem Tisch, ohne dass jemand zusieht.',
        'Spione dürfen jede vorbeikommende Karte ertasten, um zu erfahren, wer die anderen Spione sind. Personen im Widerstand reichen die Karten weiter, ohne sie zu ertasten.',
        'Nimm dir gleich viel Zeit und mache dieselben Geräusche, egal welche Rolle du hast, damit niemand etwas daraus erfährt, wie du weiterreichst.',
      ],
    },
    {
      id: 'R-ROUND-1',
      part: 'base',
      rules: ['R-ROUND-1'],
      title: 'Runden',
      paragraphs: [
        'Das Spiel hat höchstens 5 Runden, eine für jede Mission.',
        'Jede Runde hat zwei Schritte. Zuerst wird das Team gebildet: Der Anführer schlägt ein Team vor und alle stimmen ab, immer wieder, bis ein Team angenommen ist. Dann geht dieses Team auf die Mission.',
      ],
    },
    {
      id: 'R-TEAM-1',
      part: 'base',
      rules: ['R-TEAM-1', 'R-TEAM-2'],
      title: 'Ein Team wählen',
      paragraphs: [
        'Der Anführer schlägt ein Team genau der richtigen Größe vor und gibt jeder gewählten Person einen Teammarker. Jede Person kann nur einen Marker halten. Der Anführer darf sich selbst wählen, muss aber nicht.',
        'Die Größe hängt von der Mission und der Anzahl der Personen ab. Hier sind die Größen für die Missionen 1 bis 5, der Reihe nach.',
        '5 Personen: 2, 3, 2, 3, 3. 6 Personen: 2, 3, 4, 3, 4. 7 Personen: 2, 3, 3, 4, 4. 8 Personen: 3, 4, 4, 5, 5. 9 Personen: 3, 4, 4, 5, 5. 10 Personen: 3, 4, 4, 5, 5.',
        'Die App sagt dir immer die Größe des nächsten Teams.',
      ],
    },
    {
      id: 'R-VOTE-1',
      part: 'base',
      rules: ['R-VOTE-1', 'R-VOTE-2'],
      title: 'Die Abstimmung',
      paragraphs: [
        'Alle stimmen über das vorgeschlagene Team ab, auch der Anführer. Jede Person wählt geheim Zustimmen oder Ablehnen. Dann werden alle Stimmen im selben Moment gezeigt.',
        'Gezeigte Stimmen sind öffentlich: Alle dürfen wissen, wer wie abgestimmt hat. Die App führt diesen Verlauf für euch.',
        'Das Team ist nur angenommen, wenn mehr als die Hälfte der Stimmen Zustimmen sind. Ein Gleichstand zählt als Ablehnung.',
      ],
    },
    {
      id: 'R-VOTE-3',
      part: 'base',
      rules: ['R-VOTE-3', 'R-VOTE-4', 'R-VOTE-5'],
      title: 'Abgelehnte Teams und die Abstimmungsleiste',
      paragraphs: [
        'Wird ein Team abgelehnt, rückt die Abstimmungsleiste um eins vor. Der Anführermarker geht im Uhrzeigersinn weiter, und der neue Anführer schlägt ein Team vor.',
        'Werden in derselben Runde fünf Teams nacheinander abgelehnt, gewinnen die Spione sofort.',
        'Wird ein Team angenommen, geht die Abstimmungsleiste auf null zurück.',
        'Die App zählt die Abstimmungsleiste für euch.',
      ],
    },
    {
      id: 'R-MIS-1',
      part: 'base',
      rules: ['R-MIS-1', 'R-MIS-2'],
      title: 'Missionskarten',
      paragraphs: [
        'Jedes Teammitglied spielt geheim eine Missionskarte: Erfolg oder Fehlschlag.',
        'Personen im Widerstand müssen Erfolg spielen. Spione dürfen Erfolg oder Fehlschlag spielen.',
        'Die gespielten Karten werden eingesammelt und gemischt, bevor sie gezeigt werden, damit niemand weiß, wer welche Karte gespielt hat.',
      ],
    },
    {
      id: 'R-MIS-3',
      part: 'base',
      rules: ['R-MIS-3'],
      title: 'Ergebnis der Mission',
      paragraphs: [
        'Wird auch nur eine Fehlschlag-Karte gezeigt, scheitert die Mission. Sind alle Karten Erfolg, gelingt die Mission.',
        'Es gibt eine Ausnahme, für Mission 4 bei 7 oder mehr Personen: siehe den nächsten Abschnitt.',
      ],
    },
    {
      id: 'R-MIS-4',
      part: 'base',
      rules: ['R-MIS-4'],
      title: 'Mission 4 bei 7 oder mehr Personen',
      paragraphs: [
        'Bei 7 oder mehr Personen scheitert Mission 4 nur, wenn mindestens zwei Fehlschlag-Karten gezeigt werden. Eine einzige Fehlschlag-Karte genügt nicht.',
        'Das gilt nur für Mission 4. Alle anderen Missionen scheitern an einer Fehlschlag-Karte.',
        'Mit der Variante Zielwahl gehört diese Regel weiterhin zu Mission 4 auf dem Spielbrett, wann immer das Team auf sie geht.',
      ],
    },
    {
      id: 'R-MIS-5',
      part: 'base',
      rules: ['R-MIS-5'],
      title: 'Nach einer Mission',
      paragraphs: [
        'Markiert das Ergebnis auf dem Spielbrett: blau für einen Erfolg, rot für einen Fehlschlag. Setzt den Rundenmarker auf die nächste Mission. Gebt den Anführermarker im Uhrzeigersinn weiter.',
        'Die App führt das Spielbrett für euch, mit jedem Ergebnis.',
      ],
    },
    {
      id: 'R-END-1',
      part: 'base',
      rules: ['R-END-1'],
      title: 'Ende des Spiels',
      paragraphs: [
        'Das Spiel endet sofort, wenn drei Missionen gelungen sind: Der Widerstand gewinnt.',
        'Es endet auch sofort, wenn drei Missionen gescheitert sind oder fünf Teams nacheinander abgelehnt wurden. Dann gewinnen die Spione.',
        'Manche Module fügen einen letzten Schritt hinzu, bevor feststeht, wer gewinnt: Der Attentäter benennt den Kommandanten, oder ein Jäger erhebt eine Beschuldigung.',
      ],
    },
    // ---- Varianten ----
    {
      id: 'R-VAR-TGT',
      part: 'variants',
      rules: ['R-VAR-TGT'],
      title: 'Zielwahl: Missionen in beliebiger Reihenfolge',
      paragraphs: [
        'Die Missionen müssen nicht der Reihe nach gespielt werden. Beim Vorschlagen eines Teams nennt der Anführer auch eine Mission, die noch nicht gespielt wurde. Die Teamgröße ergibt sich aus dieser Mission.',
        'Alle stimmen über Mission und Team zusammen ab. Jede Mission wird nur einmal gespielt.',
        'Mission 5 darf erst nach zwei anderen Missionen gewählt werden. Hier unterscheiden sich die Ausgaben. Die englische Ausgabe sagt, zwei Missionen müssen gelungen sein. Die polnische Ausgabe sagt, zwei Missionen müssen gespielt worden sein, egal mit welchem Ergebnis. Die App lässt euch beides wählen; die englische Lesart ist voreingestellt.',
        'Mission 4 braucht bei 7 oder mehr Personen weiterhin zwei Fehlschlag-Karten.',
      ],
    },
    {
      id: 'R-VAR-BLIND',
      part: 'variants',
      rules: ['R-VAR-BLIND'],
      title: 'Blinde Spione',
      paragraphs: [
        'Das Aufdecken der Spione entfällt. Die Spione kennen einander nicht und müssen einander während des Spiels finden.',
      ],
    },
  ],
};

/** The German rules reference: the game's parts, then each module's (from its folder). */
export const rules: RulesContent = await withModuleRules(base);
