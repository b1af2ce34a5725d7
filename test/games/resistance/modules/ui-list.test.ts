/**
 * The game's UI list (src/games/resistance/ui/modules.ts): one line per module of the
 * engine's manifest that has screens, sentences or rules text of its own, each named as its
 * manifest line, in the setup form's order; each line's sentences, screens-free parts and rules
 * parts belong to it (docs/adding-a-module.md).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dealSetup, MODULES, startPlay } from '../../../../src/games/resistance/engine.ts';
import { rng, SETUPS } from '../steps-driver.ts';
import { MODULE_UIS } from '../../../../src/games/resistance/ui/modules.ts';
import { MODULE_SENTENCES } from '../../../../src/games/resistance/text/module-text.ts';
import { rules as en } from '../../../../src/games/resistance/rules/en.ts';
import { rules as pl } from '../../../../src/games/resistance/rules/pl.ts';
import { rules as de } from '../../../../src/games/resistance/rules/de.ts';

describe('the UI list of The Resistance', () => {
  it('names each module once, by its manifest id', () => {
    const ids = MODULE_UIS.map((m) => m.id);
    assert.equal(new Set(ids).size, ids.length, 'no module twice');
    const manifest = new Set(MODULES.map((m) => m.id));
    for (const id of ids) assert.ok(manifest.has(id), `${id} is a module of the manifest (game.ts)`);
  });

  it("each module's sentences are its own", () => {
    assert.deepEqual(
      MODULE_SENTENCES.map((s) => s.id),
      MODULE_UIS.filter((m) => m.text).map((m) => m.id),
    );
  });

  it('no two modules say the same consequence, phase, event or error code', () => {
    for (const part of ['consequences', 'phaseLead', 'nextStep', 'undone', 'errors'] as const) {
      const keys = MODULE_SENTENCES.flatMap((s) => Object.keys(s[part] ?? {}));
      assert.equal(new Set(keys).size, keys.length, `${part}: ${keys.join(', ')}`);
    }
  });

  it("a module's part of the one-device game screen (appFlow) is loaded for the games that use the module, and only for them", () => {
    const withFlow = MODULE_UIS.filter((m) => m.appFlow);
    assert.deepEqual(
      withFlow.map((m) => m.id),
      ['plot', 'hunter'],
      'the plot cards and the Hunter have theirs',
    );
    let used = 0;
    for (const { label, setup } of SETUPS) {
      const state = startPlay(dealSetup(setup, rng(1))).state;
      for (const m of withFlow) {
        const line = MODULES.find((l) => l.id === m.id)!;
        assert.equal(m.appFlow!.uses(state), line.uses(state.setup), `${label}: ${m.id}`);
        if (line.uses(state.setup)) used++;
      }
    }
    assert.ok(used >= 3, 'the setups have games with the plot cards and the Hunter');
  });

  it("each module's rules part is in the reference, in every language, after the game's own parts", () => {
    for (const content of [en, pl, de]) {
      const parts = Object.keys(content.parts);
      const withRules = MODULE_UIS.filter((m) => m.rules).map((m) => m.id);
      assert.deepEqual(parts.slice(parts.length - withRules.length), withRules, `${content.locale}: the modules' parts last, in the list's order`);
      for (const id of withRules) assert.ok(content.sections.some((s) => s.part === id), `${content.locale}: ${id} has sections`);
    }
  });
});
