/**
 * The hidden-traitor expansion's rules reference in German (`../shared/rules/other-games.md`
 * part B, in short sentences for reading aloud). Same sections, in the same order and with the
 * same rule ids, as the English one (`en.ts`). Card names stay as the English text gives them
 * (the app shows those in German too: traitor-text.ts `cardName`).
 */
import type { RulesContent } from '../../../platform/ui/rules-types.ts';

/** The German rules reference. */
export const rules: RulesContent = {
  locale: 'de',
  title: 'Regeln der Verräter-Erweiterung',
  parts: { base: 'Die Erweiterung', two: 'Zwei Personen', cards: 'Karten' },
  sections: [
    {
      id: 'G3-SET-1',
      part: 'base',
      rules: ['G3-SET-1', 'G3-COMP-1', 'G3-SET-2', 'G3-SET-3', 'G3-SET-4', 'G3-SET-9', 'G3-SET-10'],
      title: 'Personen und Aufbau',
      paragraphs: [
        'Die Erweiterung wird von 2 bis 5 Personen mit dem Grundspiel gespielt. Das Grundspiel läuft am Tisch mit seinen eigenen Karten: Kaufen, Macht, Angriffe und die Auslage. Die App verfolgt, was die Erweiterung hinzufügt.',
        'Die Schachtel enthält 6 Superhelden, 6 Herausforderungen, 11 Karten für den Hauptstapel, 5 Komplotte, 5 Loyalitätskarten (4 Loyal, 1 Verräter) und 4 Üble Machenschaften. Die Superschurken und großen Superhelden des Grundspiels gehen zurück in die Schachtel; die 11 Karten werden in den Hauptstapel gemischt.',
        'Jede Person zieht oder wählt einen Superhelden dieser Erweiterung und nimmt das übliche Startdeck: 7 Schläge und 3 Verwundbarkeiten. Nicht benutzte Komplotte, Üble Machenschaften und Herausforderungen gehen ungesehen zurück in die Schachtel.',
      ],
    },
    {
      id: 'G3-SET-5',
      part: 'base',
      rules: ['G3-SET-5', 'G3-SET-6'],
      title: 'Das geheime Austeilen',
      paragraphs: [
        'Der Loyalitätsstapel hat eine Karte pro Person, genau eine davon der Verräter. Er wird gemischt, und jede Person bekommt eine, sieht sie allein an und hält sie geheim.',
        'Die Komplotte werden gemischt, und jede Person bekommt eines, ob Verräter oder nicht, und hält es geheim. In dieser App teilt die App aus, und jede Person sieht ihre Karten in einem geheimen Zug an.',
      ],
    },
    {
      id: 'G3-SET-7',
      part: 'base',
      rules: ['G3-SET-7', 'G3-SET-8'],
      title: 'Die Üble Machenschaft und die Herausforderungen',
      paragraphs: [
        'Eine Üble Machenschaft wird gezogen und offen ausgelegt: Sie ist öffentlich.',
        'Von jeder Stufe wird eine Herausforderung zufällig gezogen und verdeckt gestapelt, Stufe 1 oben und Stufe 3 unten. Die oberste wird aufgedeckt und vorgelesen.',
      ],
    },
    {
      id: 'G3-GOAL-1',
      part: 'base',
      rules: ['G3-GOAL-1', 'G3-GOAL-2', 'G3-PLAY-NAMES'],
      title: 'Ziele',
      paragraphs: [
        'Die Loyalen wollen jede Herausforderung besiegen, bevor der Hauptstapel aufgebraucht ist. Der Verräter will, dass der Hauptstapel zuerst aufgebraucht ist.',
        'Den Verräter zu finden ist nicht das Ziel: Es gibt keine Beschuldigung und keine Abstimmung. Bis die Loyalitätskarten umgedreht sind, zählt niemand als loyal oder als Verräter.',
      ],
    },
    {
      id: 'G3-PLAY-LINEUP',
      part: 'base',
      rules: ['G3-PLAY-LINEUP', 'G3-PLAY-ATTACK'],
      title: 'Geänderte Regeln des Grundspiels',
      paragraphs: [
        'Am Ende des eigenen Zuges legt, wer keine Karte aus der Auslage gekauft oder erhalten hat, die oberste Karte des Hauptstapels in die Auslage. Die Auslage darf mehr als 5 Karten enthalten.',
        'Ist der Verräter aufgedeckt, treffen Angriffe von Loyalen keine Loyalen mehr, auch wenn die spielende Person es will.',
      ],
    },
    {
      id: 'G3-CH-1',
      part: 'base',
      rules: ['G3-CH-1', 'G3-CH-2', 'G3-CH-3'],
      title: 'Die aktuelle Herausforderung',
      paragraphs: [
        'Nur die aktuelle Herausforderung liegt offen. Ist sie besiegt, wird die nächste am Ende dieses Zuges aufgedeckt.',
        'Ihr oberer Teil ist ein dauerhafter Effekt auf alle. Ihr unterer Teil sagt, was sie besiegt: Zuerst werden die geforderten Karten beigetragen, dann bezahlt eine Person in ihrem Zug die Macht.',
      ],
    },
    {
      id: 'G3-CH-ADD-1',
      part: 'base',
      rules: ['G3-CH-ADD-1', 'G3-CH-ADD-2', 'G3-CH-ADD-3', 'G3-CH-ADD-4', 'G3-CH-ADD-5', 'G3-CH-ADD-6'],
      title: 'Karten beitragen',
      paragraphs: [
        'Im eigenen Zug darf eine Person Karten aus der Hand zur Herausforderung beitragen. Nur Karten, die eine ihrer Anforderungen erfüllen, dürfen beigetragen werden. Beitragen ist kein Ausspielen.',
        'Es dürfen mehr Karten als nötig beigetragen werden, jede muss aber eine Anforderung erfüllen. Eine Karte erfüllt nur eine Anforderung; die App zählt für jede Anforderung, wie viele Karten sie füllen.',
        'Der Verräter darf wie alle beitragen, um eine Karte loszuwerden oder um zu täuschen.',
      ],
    },
    {
      id: 'G3-CH-DEFEAT-1',
      part: 'base',
      rules: ['G3-CH-DEFEAT-1', 'G3-CH-DEFEAT-2'],
      title: 'Eine Herausforderung besiegen',
      paragraphs: [
        'Ist jede geforderte Karte da, darf eine Person in ihrem Zug die Macht bezahlen, um die Herausforderung zu besiegen.',
        'Eine besiegte Herausforderung verlässt das Spiel, jede zu ihr beigetragene Karte wird zerstört, und ihr Effekt endet.',
      ],
    },
    {
      id: 'G3-FM-3',
      part: 'base',
      rules: ['G3-FM-3', 'G3-FM-1', 'G3-FM-2'],
      title: 'Die Üble Machenschaft',
      paragraphs: [
        'Pro Spiel wird eine Üble Machenschaft benutzt; ihr Text ist öffentlich. Ihre erste Zeile gilt nur bei 2 oder 3 Personen.',
        'Der Verräter erfüllt sie, indem er alle ihre Karten in einem Zug spielt, eine Karte pro Zeile. Zu einer Herausforderung beigetragene Karten zählen nicht. In dieser App hat jede Person in ihrem Zug ein geheimes Menü, für alle gleich, in dem der Verräter sie erklärt.',
      ],
    },
    {
      id: 'G3-REVEAL-1',
      part: 'base',
      rules: ['G3-REVEAL-1', 'G3-REVEAL-2', 'G3-REVEAL-3'],
      title: 'Das Aufdecken',
      paragraphs: [
        'Mit dem Erfüllen der Üblen Machenschaft dreht der Verräter seine Loyalitätskarte um und fügt sein Komplott der aktuellen Herausforderung hinzu.',
        'Alle anderen drehen ihre Loyalitätskarte um und sind ab dann loyal. Angriffe zwischen Loyalen hören auf, Loyale dürfen einander helfen, und auch das Komplott muss besiegt werden.',
      ],
    },
    {
      id: 'G3-PLOT-4',
      part: 'base',
      rules: ['G3-PLOT-4', 'G3-PLOT-1', 'G3-PLOT-2', 'G3-PLOT-3', 'G3-PLOT-5', 'G3-PLOT-6'],
      title: 'Das Komplott',
      paragraphs: [
        'Jede Person hat ein geheimes Komplott, aber nur das des Verräters kommt ins Spiel, durch die Üble Machenschaft. Seine erste Zeile hilft nur dem Verräter, den Hauptstapel schneller aufzubrauchen.',
        'Im Spiel ist das Komplott eine Herausforderung: Eine loyale Person besiegt es, indem sie in ihrem Zug seine Macht bezahlt. Seine Effekte enden dann. Der Verräter bleibt im Spiel, und die anderen Herausforderungen müssen trotzdem besiegt werden.',
      ],
    },
    {
      id: 'G3-HELP-1',
      part: 'base',
      rules: ['G3-HELP-1', 'G3-HELP-2', 'G3-HELP-3', 'G3-HELP-4'],
      title: 'Einander helfen',
      paragraphs: [
        'Ist das Komplott im Spiel und sind die Rollen aufgedeckt, darf eine loyale Person in ihrem Zug um Hilfe bitten. Jede andere loyale Person darf der Reihe nach eine zufällige Karte aus ihrer Hand zu den gespielten Karten geben.',
        'Die Hilfe darf für alles benutzt werden: das Komplott, eine Herausforderung oder Kaufen. Am Ende dieses Zuges geht jede geliehene Karte auf den Ablagestapel ihrer Besitzerin oder ihres Besitzers; wer geholfen hat, zieht keine neue.',
      ],
    },
    {
      id: 'G3-END-1',
      part: 'base',
      rules: ['G3-END-1', 'G3-END-2', 'G3-END-3'],
      title: 'Ende des Spiels',
      paragraphs: [
        'Die Loyalen gewinnen, wenn jede Herausforderung besiegt ist: die drei Stufen, und das Komplott, wenn es ins Spiel kam.',
        'Der Verräter gewinnt, wenn der Hauptstapel zuerst aufgebraucht ist. Am Ende wird jede noch nicht umgedrehte Loyalitätskarte aufgedeckt.',
      ],
    },
    {
      id: 'G3-2P-1',
      part: 'two',
      rules: ['G3-2P-1', 'G3-2P-2', 'G3-2P-3', 'G3-2P-7'],
      title: 'Zwei Personen: vielleicht kein Verräter',
      paragraphs: [
        'Bei zwei Personen werden drei Loyalitätskarten gemischt, eine davon der Verräter, und jede Person bekommt eine. Die dritte bleibt ungesehen verdeckt liegen, sodass es vielleicht gar keinen Verräter gibt. Die erste Zeile der Üblen Machenschaft gilt.',
        'Wird die Herausforderung der Stufe 3 aufgedeckt, bevor die Üble Machenschaft erfüllt wurde, drehen beide ihre Loyalitätskarten um. Mit einem Verräter geht das Spiel weiter, und der Verräter kann die Üble Machenschaft noch erfüllen.',
      ],
    },
    {
      id: 'G3-2P-4',
      part: 'two',
      rules: ['G3-2P-4', 'G3-2P-5', 'G3-2P-6'],
      title: 'Zwei Loyale: die Superschurken',
      paragraphs: [
        'Sind beide loyal, nehmen sie die 8 Superschurken mit Kosten 10 oder mehr aus dem Grundspiel dazu, verdeckt gemischt; der oberste wird aufgedeckt und sein Angriff beim ersten Auftritt abgehandelt.',
        'Um zu gewinnen, müssen sie die Superschurken und die Herausforderung der Stufe 3 besiegen, bevor der Hauptstapel aufgebraucht ist. Ein besiegter Superschurke kommt auf den Ablagestapel der Person, die ihn besiegt hat.',
      ],
    },
    {
      id: 'G3-CARD-KEENE',
      part: 'cards',
      rules: ['G3-CARD-KEENE', 'G3-CARD-NIXON', 'G3-CARD-ALIEN', 'G3-CARD-DOOMSDAY', 'G3-CARD-CANCER', 'G3-CARD-RIOTS', 'G3-CARD-PUPPETS', 'G3-CARD-TECH'],
      title: 'Im Regelheft genannte Herausforderungen, Üble Machenschaft und Komplott',
      paragraphs: [
        'Keene Act, Stufe 1: Superhelden können ihre Fähigkeiten nicht benutzen; tragt 3 Helden, 2 Ausrüstungen, 4 Superkräfte und 2 Schurken bei. Nixon, Stufe 2: Hast du am Ende deines Zuges keine Karte mit einem Angriff gespielt, lege die oberste Karte des Hauptstapels in die Auslage; tragt 3 Ausrüstungen, 3 Schurken, 2 Helden mit Kosten 5 oder weniger und 1 Karte mit Kosten 7 oder mehr bei.',
        'Doomsday Clock (Weltuntergangsuhr): Unter ihr sammeln sich Karten; bei 12 Karten wird jede Loyalitätskarte umgedreht, und bei zwei Loyalen werden diese 12 Karten zerstört. Riots verlangt zwei Karten mit einem Angriff oder einer Verteidigung. Zu Cancerphobia dürfen Schwächen beigetragen werden. Alien Invasion bezieht sich auf Karten dieser Erweiterung.',
        'Heroes Are Your Puppets, eine Üble Machenschaft: ein Held mit Kosten 3 (nur bei 2 oder 3 Personen), ein Held mit Kosten 3 oder weniger, ein Schurke mit Kosten 4 oder mehr, eine Superkraft mit Kosten 5 oder mehr und ein Held mit Kosten 5 oder mehr. Technological Breakthrough, ein Komplott: Jede Ausrüstung, die der Verräter spielt, zerstört die oberste Karte des Hauptstapels.',
      ],
    },
    {
      id: 'G3-CARD-DISINTEGRATION',
      part: 'cards',
      rules: ['G3-CARD-DISINTEGRATION', 'G3-CARD-MULTIPLICATION', 'G3-CARD-RECONSTRUCTION', 'G3-CARD-SALLY'],
      title: 'Weitere Karten der Erweiterung',
      paragraphs: [
        'Disintegration (Auflösung): Eine zerstörte loyale Person ist aus dem Spiel, alle ihre Karten werden zerstört; eine loyale Person kann erst Ziel werden, wenn die Loyalitätskarten aufgedeckt sind. Eine zerstörte Herausforderung ist besiegt.',
        'Multiplication behält die ersten Effekte und die Macht der gewählten Karte. Eine loyale Person, die eine schädliche Karte wie Reconstruction nicht spielen will, darf sie behalten und am Ende des Zuges ablegen. Sally Juspeczyk hört bei einer Karte mit Wert 5 oder 6 auf zu ziehen.',
      ],
    },
    {
      id: 'G3-CARD-UNKNOWN',
      part: 'cards',
      rules: ['G3-CARD-UNKNOWN'],
      title: 'Karten, die das Regelheft nicht angibt',
      paragraphs: [
        'Das Regelheft gibt nicht jede Karte an: die Machtkosten der Herausforderungen, die meisten Komplotte und Üblen Machenschaften und die Stufen und Anforderungen mancher Herausforderungen. Der Tisch gibt sie einmal von der echten Karte ein, und die App behält sie für spätere Spiele. Die App erfindet nie Kartentext.',
      ],
    },
  ],
};
