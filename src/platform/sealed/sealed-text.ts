/**
 * The sentences of the sealed codes (docs/sealed-codes.md): why a typed or
 * scanned code was refused, and the longer instructions of the table's and the phone's screens.
 * Loaded with those screens only. No sentence here holds a secret: the phone words, the code and
 * the card are never part of an error or an announcement.
 */
import { msg, str } from '@lit/localize';
import type { CodeProblem } from './sealed-code.ts';
import { plural } from '../i18n/words.ts';

/** "1 word", "9 words" (Polish: "1 słowo", "2 słowa", "5 słów"). */
export function wordsText(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} word`, { id: 'sealed-words.one' }),
    few: () => msg(str`${n} words`, { id: 'sealed-words.few' }),
    many: () => msg(str`${n} words`, { id: 'sealed-words.many' }),
    other: () => msg(str`${n} words`, { id: 'sealed-words.other' }),
  });
}

/** "1 group", "14 groups" (Polish: "1 grupa", "2 grupy", "14 grup"). */
export function groupsText(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} group`, { id: 'sealed-groups.one' }),
    few: () => msg(str`${n} groups`, { id: 'sealed-groups.few' }),
    many: () => msg(str`${n} groups`, { id: 'sealed-groups.many' }),
    other: () => msg(str`${n} groups`, { id: 'sealed-groups.other' }),
  });
}

/** What was being read when a problem came up: the phone's words (on the table) or a sealed code (on the phone). */
export type ReadingWhat = 'phone-words' | 'sealed-code';

/** Why a typed or scanned code was refused, as one sentence that says what to do. */
export function problemText(problem: CodeProblem, what: ReadingWhat): string {
  switch (problem.kind) {
    case 'empty':
      return what === 'phone-words' ? msg('Type the 8 words your phone shows first.') : msg("Type the sealed code's words first, or scan it.");
    case 'unknown-word':
      return msg(str`Word ${problem.position} is not one of the app's words. Check it; its first four letters are enough.`);
    case 'word-count': {
      const got = wordsText(problem.got);
      const needed = wordsText(problem.expected);
      return msg(str`You typed ${got}; ${needed} are needed.`);
    }
    case 'old-fingerprint':
      return msg(
        "You typed 4 key words; the table's key words are 8, in two groups of four. A table device that shows only 4 runs an older version of the app: update it there (Update the app), then take a new code.",
      );
    case 'check':
      return msg('One of the words is wrong: check them again against your phone.');
    case 'group':
      return problem.last
        ? msg(str`Group ${problem.group}, the last one, has a mistake, or words are missing at the end.`)
        : msg(str`Group ${problem.group} has a mistake: check its 9 words.`);
    case 'digits':
      return msg("That QR code is not one of this app's codes.");
    case 'kind':
      return what === 'phone-words'
        ? msg("That is a sealed code, not your phone's words.")
        : msg("That is a phone's words, not a sealed code.");
    case 'format':
      return msg('This is not a sealed code of this app, or it comes from a newer version of it. Nothing was imported.');
    case 'forged':
      return msg('Refused: this code is forged or was changed, its seal does not match. Nothing was imported.');
    case 'other-table':
      return msg(
        "Refused: this code was not made by the table with the key words you typed. Check the key words on the table's screen; if they are right, the code is forged. Nothing was imported.",
      );
    case 'other-phone':
      return msg("Refused: this code was sealed for other phone words, not this phone's. Take a new code with the words this phone shows. Nothing was imported.");
  }
}

/** Key words as they are shown and read out: two groups of four, "able about above acid, acorn acre across act". */
export function keyWordsText(groups: readonly (readonly string[])[]): string {
  return groups.map((group) => group.join(' ')).join(', ');
}

/** On the phone: how to type the table's key words. */
export function keyWordsHelpText(): string {
  return msg("As the table shows them and reads them out: two groups of four words. The first four letters of each word are enough.");
}

/**
 * On the phone, with a card imported by the first version of the app, which pinned the table with
 * 4 key words (44 bits): those 4 are the first 4 of the table's 8 key words now.
 */
export function oldKeyWordsText(): string {
  return msg("This card was imported by an older version of the app, which checked only the table's first 4 key words:");
}

/** On the table: how to get the phone's words. */
export function takeInstructions(address: string): string {
  return msg(
    str`On your own phone, open this app at ${address} and choose Show my phone words. Type those 8 words here. Afterwards your phone shows this card to you alone, at any time; votes and mission cards still happen here.`,
  );
}

/** On the table, with the code: what to do with it on the phone. */
export function codeInstructions(words: number, groups: number): string {
  const count = wordsText(words);
  const grouped = groupsText(groups);
  return msg(
    str`On your phone, type these 8 key words, then scan the QR code, or type the code below: ${count} in ${grouped}; the first four letters of each word are enough. The code opens only on your phone, and tells nothing to anyone else who sees it.`,
  );
}

/** On the table: the key is not kept across a reload on this device. */
export function keyNotKeptText(): string {
  return msg("This device cannot keep the table's key after a reload (private browsing?): codes taken after a reload have other key words.");
}

/** On the phone: nothing is kept after the page closes. */
export function phoneNotKeptText(): string {
  return msg('This browser cannot keep data (private browsing?): your card stays only while this page is open.');
}

/** On the phone, before an import: what this screen is for. */
export function phoneIntroText(): string {
  return msg(
    'This phone can keep your card of a game played on a table device, with no network. In your private turn on the table device, take a sealed code for this phone, then import it here. You can import one code only once.',
  );
}

/** On the phone: how the phone words are used. */
export function phoneWordsText(): string {
  return msg(
    'Type these 8 words in your private turn on the table device, where only you can see and hear. Keep them to yourself: with them and the code, anyone could read your card.',
  );
}

/** Said when the import worked. */
export function importedText(): string {
  return msg('Imported. Your card is on this phone now; choose Show my card to see it. The code cannot be imported again.');
}
