/**
 * The private screens' sentences (B.10: every private deal has "the same shape, length and timing
 * for the Traitor and for loyal players"): the Traitor's and the Loyal's loyalty sentence, goal
 * and declaration result have the same number of characters and of sentences, in English (the
 * source, traitor-text.ts) and in Polish (xliff/pl.xlf), so that a listener overhearing the speech
 * cannot tell them apart by length. The browser test compares whole rendered screens.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { declaredSentence, goalSentence, loyaltyName, loyaltySentence } from '../../../src/games/traitor/text/traitor-text.ts';

const XLF = readFileSync(fileURLToPath(new URL('../../../xliff/pl.xlf', import.meta.url)), 'utf8');

/** The Polish target of an English source (placeholders as `<x …/>` elements), found by its source text. */
function polish(source: string): string {
  for (const [, body] of XLF.matchAll(/<trans-unit id="[^"]+">([\s\S]*?)<\/trans-unit>/g)) {
    const src = /<source>([\s\S]*?)<\/source>/.exec(body!)?.[1];
    const target = /<target>([\s\S]*?)<\/target>/.exec(body!)?.[1];
    if (src === source && target !== undefined) return target;
  }
  throw new Error(`no Polish translation of ${JSON.stringify(source)}`);
}

/** A translated template with its placeholders filled in order of their ids. */
function fill(template: string, values: string[]): string {
  return template.replace(/<x id="(\d+)"[^>]*\/>/g, (_, id: string) => values[Number(id)]!);
}

const sentences = (text: string) => text.split(/(?<=[.:;])\s/).length;

function sameShape(traitor: string, loyal: string, what: string): void {
  assert.notEqual(traitor, loyal, `${what}: the two texts say different things`);
  assert.equal(traitor.length, loyal.length, `${what}: ${JSON.stringify(traitor)} and ${JSON.stringify(loyal)} differ in length`);
  assert.equal(sentences(traitor), sentences(loyal), `${what}: the same number of sentences`);
}

describe('private sentences of the Traitor and the Loyal', () => {
  it('are equal in length and structure in English', () => {
    sameShape(loyaltySentence('traitor'), loyaltySentence('loyal'), 'loyalty card');
    sameShape(goalSentence('traitor'), goalSentence('loyal'), 'goal');
    sameShape(declaredSentence(true), declaredSentence(false), 'declaration');
    // The whole screen of the deal (the Plot line is the same for both when the Plot is).
    sameShape(`${loyaltySentence('traitor')} ${goalSentence('traitor')}`, `${loyaltySentence('loyal')} ${goalSentence('loyal')}`, 'deal screen');
    assert.equal(loyaltySentence('traitor'), 'Your loyalty card: Traitor, not Loyal.');
    assert.equal(loyaltySentence('loyal'), 'Your loyalty card: Loyal, not Traitor.');
  });

  it('are equal in length and structure in Polish', () => {
    const names = { traitor: polish(loyaltyName('traitor')), loyal: polish(loyaltyName('loyal')) };
    const loyalty = polish('Your loyalty card: <x id="0" equiv-text="${loyaltyName(loyalty)}"/>, not <x id="1" equiv-text="${loyaltyName(other)}"/>.');
    const card = { traitor: fill(loyalty, [names.traitor, names.loyal]), loyal: fill(loyalty, [names.loyal, names.traitor]) };
    assert.equal(card.traitor, 'Twoja karta lojalności: Spiskowiec, nie Lojalny.');
    sameShape(card.traitor, card.loyal, 'loyalty card (pl)');
    const goal = { traitor: polish(goalSentence('traitor')), loyal: polish(goalSentence('loyal')) };
    sameShape(goal.traitor, goal.loyal, 'goal (pl)');
    sameShape(polish(declaredSentence(true)), polish(declaredSentence(false)), 'declaration (pl)');
    sameShape(`${card.traitor} ${goal.traitor}`, `${card.loyal} ${goal.loyal}`, 'deal screen (pl)');
  });
});
