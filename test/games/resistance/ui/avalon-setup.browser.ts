/**
 * Avalon names at setup (docs/avalon.md): the part "Names of the cards" of the app's setup and the
 * room's setup offer the checkbox "Avalon names" and the quick preset "Avalon: Merlin and the
 * Assassin", whose optional characters are Percival, Morgana, Mordred, Oberon and the Lady of the
 * Lake (R-ASN-1, R-ASN-OPT, R-INQ-1); under Avalon names the role modules' and expansion modules'
 * own fields say Avalon's names too, and the game started (or the room created) plays under them.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { LitElement } from 'lit';
import type { RsSetup, StartDetail } from '../../../../src/games/resistance/ui/rs-setup.ts';
import '../../../../src/games/resistance/ui/rs-setup.ts';
import type { RsRoomSetup } from '../../../../src/games/resistance/ui/rooms/rs-room-setup.ts';
import '../../../../src/games/resistance/ui/rooms/rs-room-setup.ts';
import type { RoomSetupInput } from '../../../../src/games/resistance/room/protocol.ts';
import { useTableNames } from '../../../../src/games/resistance/text/table-names.ts';
import type { RsRevealScript } from '../../../../src/games/resistance/ui/rs-reveal-script.ts';
import '../../../../src/games/resistance/ui/rs-reveal-script.ts';
import '../../../../src/games/resistance/ui/rs-team-picker.ts';
import { availableMissions, createGame, viewFor } from '../../../../src/games/resistance/engine.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import type { RsRules } from '../../../../src/platform/ui/rs-rules.ts';
import '../../../../src/platform/ui/rs-rules.ts';
import '../../../../src/games/resistance/rules-registration.ts';
import { buttonIn, expectAccessibleScreen, fillSetup, openSetupPart, useAppTestPage } from '../../../helpers/app-driver.ts';

const SEVEN = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];

async function setupFixture(): Promise<{ setup: RsSetup; starts: StartDetail[] }> {
  const setup = await fixture<RsSetup>(html`<rs-setup></rs-setup>`);
  const starts: StartDetail[] = [];
  setup.addEventListener('rs-start', (e) => starts.push(e.detail));
  return { setup, starts };
}

/** Opens the part "Names of the cards" as a user does and waits for its fields. */
async function openNames(setup: RsSetup, english = true): Promise<HTMLDetailsElement> {
  const details = setup.querySelector<HTMLDetailsElement>('#setup-names-part')!;
  if (english) expect(details.querySelector('summary')!.textContent!.trim()).to.equal('Names of the cards: The Resistance');
  details.querySelector<HTMLElement>('summary')!.click();
  await waitUntil(() => details.querySelector('#setup-avalon') !== null, 'the names part is drawn');
  return details;
}

async function click(host: LitElement, id: string): Promise<void> {
  host.querySelector<HTMLInputElement>(`#${id}`)!.click();
  await host.updateComplete;
  await host.querySelector<LitElement>('rs-role-options')?.updateComplete;
}

/** The labels of the checkboxes under `selector`, in the page's order. */
function labels(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll<HTMLInputElement>(`${selector} input[type="checkbox"]`)].map((i) => i.closest('label')!.textContent!.trim());
}

describe('Avalon names at setup', () => {
  useAppTestPage();
  afterEach(() => useTableNames(null));

  it('the checkbox: the summary, the role modules under Avalon names, and the game plays under them', async () => {
    const { setup, starts } = await setupFixture();
    const details = await openNames(setup);
    await click(setup, 'setup-avalon');
    expect(details.querySelector('summary')!.textContent!.trim()).to.equal('Names of the cards: Avalon');
    setup.querySelector<HTMLButtonElement>('#setup-roles-open')!.click();
    await waitUntil(() => document.activeElement?.id === 'setup-assassin', 'the role modules open');
    await click(setup, 'setup-assassin');
    expect(labels(setup, 'rs-role-options fieldset.nested')).to.deep.equal(['Percival', 'Oberon', 'Mordred', 'Morgana']);
    expect(setup.querySelector('#setup-assassin-hint')!.textContent).to.include('Merlin');
    await openSetupPart(setup, 'modules');
    expect(setup.querySelector('#setup-inquisitor')!.closest('label')!.textContent!.trim()).to.equal('The Lady of the Lake');
    await expectAccessibleScreen(setup);
    buttonIn(setup, 'Start game').click();
    await waitUntil(() => starts.length > 0, 'the game starts');
    expect(starts[0]!.names).to.equal('avalon');
    expect(starts[0]!.roles).to.deep.equal({ assassin: {} });
  });

  it('the preset at 7 players: Merlin and the Assassin, the Lady of the Lake, focus on Percival; the options chosen are in the game', async () => {
    const { setup, starts } = await setupFixture();
    await fillSetup(setup, SEVEN);
    await openNames(setup);
    expect(setup.querySelector('#setup-avalon-percival'), 'no options before the preset').to.equal(null);
    setup.querySelector<HTMLButtonElement>('#setup-avalon-preset')!.click();
    await waitUntil(() => document.activeElement?.id === 'setup-avalon-percival', 'focus on the first optional character');
    expect(setup.querySelector<HTMLInputElement>('#setup-avalon')!.checked).to.equal(true);
    const options = setup.querySelector('#setup-avalon-percival')!.closest('fieldset')!;
    expect(options.querySelector('legend')!.textContent!.trim()).to.equal('Optional characters with Merlin and the Assassin');
    expect(labels(options, ':scope')).to.deep.equal(['Percival', 'Morgana', 'Mordred', 'Oberon', 'The Lady of the Lake']);
    expect(setup.querySelector<HTMLInputElement>('#setup-avalon-lady')!.checked, 'the Lady of the Lake from 7 players').to.equal(true);
    for (const id of ['setup-avalon-percival', 'setup-avalon-morgana', 'setup-avalon-mordred']) await click(setup, id);
    await expectAccessibleScreen(setup);
    buttonIn(setup, 'Start game').click();
    await waitUntil(() => starts.length > 0, 'the game starts');
    const detail = starts[0]!;
    expect(detail.names).to.equal('avalon');
    expect(detail.roles).to.deep.equal({ assassin: { bodyGuard: true, falseCommander: true, deepCover: true } });
    expect(detail.modules?.inquisitor).to.equal(true);
  });

  it('the preset at 5 players leaves the Lady of the Lake off', async () => {
    const { setup, starts } = await setupFixture();
    await openNames(setup);
    setup.querySelector<HTMLButtonElement>('#setup-avalon-preset')!.click();
    await waitUntil(() => document.activeElement?.id === 'setup-avalon-percival', 'focus on the first optional character');
    expect(setup.querySelector<HTMLInputElement>('#setup-avalon-lady')!.checked).to.equal(false);
    buttonIn(setup, 'Start game').click();
    await waitUntil(() => starts.length > 0, 'the game starts');
    expect(starts[0]!.modules?.inquisitor ?? false).to.equal(false);
    expect(starts[0]!.roles).to.deep.equal({ assassin: {} });
  });

  it('a room offers the same: the preset and its options go in the room setup', async () => {
    const room = await fixture<RsRoomSetup>(html`<rs-room-setup></rs-room-setup>`);
    const created: RoomSetupInput[] = [];
    room.addEventListener('rs-room-create', (e) => created.push(e.detail));
    const count = room.querySelector<HTMLSelectElement>('#room-setup-count')!;
    count.value = '7';
    count.dispatchEvent(new Event('change', { bubbles: true }));
    await room.updateComplete;
    room.querySelector<HTMLButtonElement>('#room-setup-avalon-preset')!.click();
    await waitUntil(() => document.activeElement?.id === 'room-setup-avalon-percival', 'focus on the first optional character');
    await click(room, 'room-setup-avalon-percival');
    await click(room, 'room-setup-avalon-morgana');
    await expectAccessibleScreen(room);
    buttonIn(room, 'Create the room').click();
    await waitUntil(() => created.length > 0, 'the room is asked for');
    expect(created[0]!.names).to.equal('avalon');
    expect(created[0]!.roles).to.deep.equal({ assassin: { bodyGuard: true, falseCommander: true } });
    expect(created[0]!.modules?.inquisitor).to.equal(true);
  });

  /**
   * The blind-spies variant (R-VAR-BLIND) under Avalon names: its field and summary at setup, the
   * eyes-closed reveal script's lines and intro, and the team picker's hint before the first team
   * say the minions of Mordred, never the spies (`english`: the page is in English).
   */
  async function blindLines(english = true): Promise<{ setup: RsSetup; said: string[] }> {
    const { setup } = await setupFixture();
    await openNames(setup, english);
    await click(setup, 'setup-avalon');
    await openSetupPart(setup, 'variants');
    await click(setup, 'setup-blind');
    const field = setup.querySelector('#setup-blind')!.closest('label')!.textContent!.trim();
    const summary = setup.querySelector('#setup-variants-part summary')!.textContent!.trim();
    useTableNames('avalon');
    const script = await fixture<RsRevealScript>(html`<rs-reveal-script blind-spies .players=${7}></rs-reveal-script>`);
    const state = createGame({ players: SEVEN, firstLeader: 0, names: 'avalon', variants: ['blind-spies'] });
    const picker = await fixture<LitElement>(html`<rs-team-picker .view=${viewFor(state, 'public')} .missions=${availableMissions(state)}></rs-team-picker>`);
    const said = [field, setup.querySelector('#setup-blind-hint')?.textContent ?? '', summary, script.textContent!, picker.textContent!];
    await expectAccessibleScreen(script);
    await expectAccessibleScreen(picker);
    return { setup, said: said.map((t) => t.replace(/\s+/g, ' ').trim()) };
  }

  describe('blind spies under Avalon names', () => {
    afterEach(() => useLanguage('en'));

    it('in English: the setup, the reveal script and the team picker say the minions of Mordred', async () => {
      const { setup, said } = await blindLines();
      for (const line of said) expect(line, line).not.to.match(/\b(spy|spies|Spy|Spies)\b/);
      const text = said.join('\n');
      expect(said[0]).to.equal('Blind minions of Mordred');
      expect(text).to.include('Variants: Blind minions of Mordred');
      expect(text).to.include('The minions of Mordred do not open their eyes and do not learn who the other minions of Mordred are.');
      expect(text).to.include('Blind minions of Mordred: skip the eyes-open reveal; the minions of Mordred do not know each other.');
      await expectAccessibleScreen(setup);
    });

    it('in German: the same lines say die Schergen Mordreds', async () => {
      await useLanguage('de');
      const { setup, said } = await blindLines(false);
      for (const line of said) expect(line, line).not.to.match(/Spion/);
      expect(said[0]).to.equal('Blinde Schergen Mordreds');
      expect(said.join('\n')).to.include('Die Schergen Mordreds öffnen ihre Augen nicht');
      expect(said.join('\n')).to.include('Blinde Schergen Mordreds: Das Aufdecken mit offenen Augen entfällt; die Schergen Mordreds kennen einander nicht.');
      await expectAccessibleScreen(setup);
    });
  });
});

/**
 * The rules reader under Avalon names (docs/avalon.md): after its first section, "Avalon names",
 * every section that says a name of The Resistance's (the Commander, the Body Guard, the spies…)
 * starts with a note of what it is called here, in the page's language; the Hunter module's
 * sections say it is not played under Avalon names; without them, no note.
 */
describe('the rules reader under Avalon names', () => {
  useAppTestPage();
  afterEach(async () => {
    useTableNames(null);
    document.querySelector('rs-rules')?.remove();
    await useLanguage('en');
  });

  /** Opens the rules reader and returns each section's id and paragraphs, as drawn. */
  async function openRules(): Promise<{ rules: RsRules; sections: { id: string; paragraphs: string[] }[] }> {
    const rules = await fixture<RsRules>(html`<rs-rules .rule=${null}></rs-rules>`);
    await rules.show(null);
    await waitUntil(() => rules.querySelectorAll('section section').length > 1, 'the rules are drawn');
    const sections = [...rules.querySelectorAll('section section')].map((s) => ({
      id: s.id.replace(/^rules-/, ''),
      paragraphs: [...s.querySelectorAll('p')].map((p) => p.textContent!.replace(/\s+/g, ' ').trim()),
    }));
    return { rules, sections };
  }

  /** The Resistance's names, as the English reference writes them. */
  const OWN = /Commander|Body Guard|Deep Cover|Blind Spy|Inquisitor|Defector|(?<!The )\b[Rr]esistance\b|\b[Ss]p(?:y|ies)\b/;

  it('in English: each section that says The Resistance\'s names starts with what they are called here', async () => {
    const plain = (await openRules()).sections;
    document.querySelector('rs-rules')?.remove();
    expect(plain.some((s) => s.paragraphs[0]!.startsWith('Avalon names here'))).to.equal(false);
    useTableNames('avalon');
    const { rules, sections } = await openRules();
    expect(sections[0]!.id).to.equal('avalon-names');
    const noted = sections.slice(1);
    expect(noted.length).to.equal(plain.length);
    for (const [i, section] of noted.entries()) {
      const own = plain[i]!.paragraphs.join(' ');
      if (plain[i]!.id.startsWith('R-HUN')) {
        expect(section.paragraphs[0], section.id).to.equal('Under Avalon names this module is not played: Avalon has no Chiefs or Hunters.');
      } else if (OWN.test(own)) {
        expect(section.paragraphs[0], section.id).to.match(/^Avalon names here: /);
      } else {
        expect(section.paragraphs, section.id).to.deep.equal(plain[i]!.paragraphs);
      }
    }
    const byId = (id: string) => noted.find((s) => s.id === id)!.paragraphs[0];
    expect(byId('R-ASN-OPT')).to.equal(
      'Avalon names here: Merlin is the Commander. Percival is the Body Guard. Morgana is the False Commander. Mordred is the Deep Cover. Oberon is the Blind Spy. The Loyal servants of Arthur are the resistance. The Minions of Mordred are the spies.',
    );
    expect(byId('R-SET-1')).to.equal('Avalon names here: The Loyal servants of Arthur are the resistance. The Minions of Mordred are the spies.');
    expect(byId('R-INQ-1')).to.include('The Lady of the Lake is the Inquisitor token.');
    expect(byId('R-DEF-1')).to.include('Good Lancelot is the Resistance Defector; Evil Lancelot is the Spy Defector.');
    expect(byId('R-REVS-1')).to.include('The Good Reverser is the Resistance Reverser. The Evil Reverser is the Spy Reverser.');
    await expectAccessibleScreen(rules);
  });

  it('in German: the same notes, in German', async () => {
    await useLanguage('de');
    useTableNames('avalon');
    const { rules, sections } = await openRules();
    const asn = sections.find((s) => s.id === 'R-ASN-OPT')!.paragraphs[0]!;
    expect(asn).to.match(/^Avalon-Namen hier: Merlin ist der Kommandant\. Percival ist der Leibwächter\./);
    expect(sections.find((s) => s.id === 'R-SET-1')!.paragraphs[0]).to.equal('Avalon-Namen hier: Die Loyalen Diener von Artus sind der Widerstand. Die Schergen Mordreds sind die Spione.');
    expect(sections.find((s) => s.id === 'R-DEF-1')!.paragraphs[0]).to.include('Guter Lancelot ist der Überläufer des Widerstands; Böser Lancelot ist der Überläufer der Spione.');
    expect(sections.find((s) => s.id === 'R-HUN-2')!.paragraphs[0]).to.equal('Unter Avalon-Namen wird dieses Modul nicht gespielt: Avalon hat keine Chefs und keine Jäger.');
    await expectAccessibleScreen(rules);
  });
});

/**
 * The modules' sentences under Avalon names, in German (the English ones are checked through whole
 * games in test/games/resistance/text/avalon-sentences.test.ts): the Defectors are the two
 * Lancelots, the Reversers the Good and the Evil Reverser; the plot cards' step in English too.
 */
describe('the modules under Avalon names, in German', () => {
  useAppTestPage();
  afterEach(async () => {
    useTableNames(null);
    await useLanguage('en');
  });

  it('the Defectors: the Lancelots, their reveal lines, the loyalty card and the side now (R-DEF-1, R-DEF-V1, R-DEF-V2)', async () => {
    await useLanguage('de');
    useTableNames('avalon');
    const { scriptLineText, roleName } = await import('../../../../src/games/resistance/text/role-text.ts');
    const { defectorSentences } = await import('../../../../src/games/resistance/modules/defector/text.ts');
    const { sideNowText } = await import('../../../../src/games/resistance/modules/defector/ui/screens.ts');
    const { revealScript } = await import('../../../../src/games/resistance/engine.ts');
    const said = [
      roleName('resistance-defector'),
      roleName('spy-defector'),
      ...revealScript(7, { assassin: { blindSpy: true }, defector: 'I' }).map(scriptLineText),
      ...revealScript(7, { assassin: {}, defector: 'II' }).map(scriptLineText),
      defectorSentences.consequences!.loyalty!({ kind: 'loyalty', round: 3, card: 'switch' } as never, {} as never, false, 'shared'),
      sideNowText('spies'),
    ];
    for (const line of said) expect(line, line).not.to.match(/Überläufer|Spion|Widerstand/);
    const text = said.join('\n');
    expect(said.slice(0, 2)).to.deep.equal(['Guter Lancelot', 'Böser Lancelot']);
    expect(text).to.include('Schergen Mordreds, außer Oberon und Böser Lancelot, öffnet eure Augen');
    expect(text).to.include('Lancelots, öffnet eure Augen, um euer Gegenstück zu finden.');
    expect(text).to.include('Loyalitätskarte der Runde 3: Wechsel. Die beiden Lancelots wechseln heimlich die Seite.');
    expect(text).to.include('Deine Seite jetzt: Scherge Mordreds, nicht Loyaler Diener von Artus.');
    const { setup } = await setupFixture();
    await expectAccessibleScreen(setup);
  });

  /** The plot step when Open Up is to be resolved with physical cards (R-PLOT-3), as drawn under the names in use. */
  async function openUpStep(): Promise<LitElement> {
    await import('../../../../src/games/resistance/modules/plot/ui/rs-plot.ts');
    const { apply } = await import('../../../../src/games/resistance/engine.ts');
    const { plotMoment } = await import('../../../../src/games/resistance/modules/plot/engine/plot.ts');
    let state = createGame({ players: SEVEN, firstLeader: 0, names: 'avalon', modules: { plot: true } });
    state = apply(state, { type: 'plot-draw', cards: ['open-up', 'no-confidence'] } as never);
    state = apply(state, { type: 'plot-give', card: 'open-up', to: 3 } as never);
    const step = await fixture<LitElement>(html`<rs-plot .view=${viewFor(state, 'public')} .moment=${plotMoment(state)}></rs-plot>`);
    await expectAccessibleScreen(step);
    return step;
  }

  it('the plot cards: showing the loyalty card of one\'s side says Avalon\'s sides, in English and German (R-PLOT-3, R-MOD-REVEAL)', async () => {
    useTableNames('avalon');
    const english = (await openUpStep()).querySelector('.hint')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(english).to.equal('Show the loyalty card of your side, Minion of Mordred or Loyal servant of Arthur, never hand it over; the one who sees it may talk about it, never show it.');
    await useLanguage('de');
    const german = (await openUpStep()).querySelector('.hint')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(german).to.include('Scherge Mordreds oder Loyaler Diener von Artus');
    expect(german).not.to.match(/Spion|Widerstand/);
  });

  it('the Reversers: the Good and the Evil Reverser, the reveal line, the refusals, the sealed card and the setup (R-REVS-1, R-REVS-2, R-REVS-OPT)', async () => {
    await useLanguage('de');
    useTableNames('avalon');
    const { reverserSentences } = await import('../../../../src/games/resistance/modules/reverser/text.ts');
    const { reverserSetup } = await import('../../../../src/games/resistance/modules/reverser/ui/setup.ts');
    const { sealedCardText } = await import('../../../../src/games/resistance/text/private-text.ts');
    const modules = { reverser: { resistance: true, spy: true, spyHidden: true } };
    const errors = reverserSentences.errors!;
    const p = { player: 'Ann', spies: 1, fails: 2, max: 1, given: 2 };
    const said = [
      ...reverserSentences.names!(modules as never),
      reverserSentences.spiesRevealLine!({ modules } as never),
      ...Object.values(errors).map((say) => say!(p)),
      sealedCardText('reverse', ['success', 'fail', 'reverse']),
      ...reverserSetup.summary!({ resistance: true, spy: true, spyHidden: false }),
    ];
    for (const line of said) expect(line, line).not.to.match(/Spion|Widerstand/);
    const text = said.join('\n');
    expect(text).to.include('Umkehrer (Guter und Böser Umkehrer)');
    expect(text).to.include('Schergen Mordreds, öffnet eure Augen und schaut euch um, um die anderen Schergen Mordreds zu erkennen. Der Böse Umkehrer hält die Augen geschlossen.');
    expect(text).to.include('Der Böse Umkehrer spielt nie Fehlschlag, und dieses Team hat 1 andere Schergen Mordreds');
    expect(text).to.include('Loyale Diener von Artus müssen Erfolg spielen');
    // The setup's fields under Avalon names, in German.
    const { setup } = await setupFixture();
    await openNames(setup, false);
    await click(setup, 'setup-avalon');
    await openSetupPart(setup, 'modules');
    await click(setup, 'setup-reverser-spy');
    const fields = setup.textContent!.replace(/\s+/g, ' ');
    expect(fields).to.include('Guter Umkehrer');
    expect(fields).to.include('Den Bösen Umkehrer vor den anderen Schergen Mordreds verbergen');
    await expectAccessibleScreen(setup);
  });
});
