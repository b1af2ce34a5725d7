/**
 * The layout check of one screen in every viewport, theme and text size, shared by the one-device
 * layout tests (test/games/<game>/ui/layout.browser.ts). For each combination it applies the
 * device settings (theme, text size, reduced motion), scrolls to the top and collects:
 *
 * - the problems of test/helpers/layout-checks.js (sideways scroll, overlapping controls, targets
 *   under 44 × 44 CSS px);
 * - each element the first screen must hold (the board strip, the step's heading, the control
 *   focus landed on) that is not shown or ends below the viewport's height (`rule` `top`), or, under
 *   `rule` `heading`, only the first line of the first of them;
 * - with `visibleBoxes`, each unchecked checkbox and radio in the first screen (the focused one
 *   aside, its focus ring would count) that has no pixel with a contrast of 3:1 against the
 *   page around it (WCAG 1.4.11; 7:1 in the high-contrast theme), read from the screen's pixels
 *   ("layout-pixels"), and each box of a choice row level with its label's first line;
 * - with `axe`, the WCAG 2.2 AA violations of axe (test/helpers/a11y.ts) once per theme, at the
 *   first viewport with 100% text (the theme changes the colours; the size changes no contrast).
 *
 * It keeps a screenshot of each first screen, and of the whole page in the light theme at 100%
 * text, in test-artifacts/layout/ (`<name>-<width>-<theme>-<text>.png`, `…-light-100-full.png`),
 * through the "layout-screenshot" server command (test/helpers/layout-screenshot-plugin.mjs), and
 * throws one list of every problem found.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { applySettings } from '../../src/platform/settings/apply-settings.ts';
import type { TextSize, Theme } from '../../src/platform/settings/settings.ts';
import { expectNoAxeViolations } from './a11y.ts';
import './layout-checks.js';

declare global {
  /** test/helpers/layout-checks.js: the page's layout problems (sideways scroll, overlaps, small targets). */
  var rsLayoutProblems: () => string[];
  /** test/helpers/layout-checks.js: an element in a message. */
  var rsDescribe: (el: Element) => string;
}

/** A viewport, CSS px. */
export interface Viewport {
  width: number;
  height: number;
}

/** The two screens of issue-level checks: a common phone and a laptop. */
export const PHONE_AND_LAPTOP: readonly Viewport[] = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
export const THEMES: readonly Theme[] = ['light', 'dark', 'high-contrast'];
export const TEXT_SIZES: readonly TextSize[] = [100, 200];

/** A screen to check: its name (a file name part), and the elements the first screen must hold. */
export interface LayoutScreen {
  name: string;
  /** The board strip, the step's heading and the control focus landed on (or what stands for them). */
  firstScreen: () => Element[];
}

/**
 * How the first screen must hold the step: `top`, every element of `firstScreen` ends within the
 * viewport's height; `heading`, the first line of its first element does.
 */
export type FirstScreenRule = 'top' | 'heading';

export interface LayoutOptions {
  viewports?: readonly Viewport[];
  themes?: readonly Theme[];
  textSizes?: readonly TextSize[];
  /** The rule of a viewport's width and a text size (%); `top` everywhere when left out. */
  rule?: (width: number, textSize: number) => FirstScreenRule;
  /** Runs after each change of size and settings (to open a menu); false skips the combination. */
  prepare?: (width: number) => Promise<boolean>;
  /** Whether to run axe once per theme. */
  axe?: boolean;
  /** Whether to check that unchecked boxes and radios can be seen and sit by their label's first line (see the file's comment). */
  visibleBoxes?: boolean;
  /** What axe checks (the app's element; the whole document by default). */
  axeContext?: Element;
}

/** Two frames: style, layout and paint are done. */
export function frames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** `el` in a message: its tag, id and first words. */
export function describeEl(el: Element): string {
  return globalThis.rsDescribe(el);
}

/**
 * The first-screen problems of `held` under `rule`, each prefixed by `label`: an element not
 * shown, or ending below the viewport's height (`top`); the first line of the first element
 * ending below it (`heading`).
 */
export function firstScreenProblems(label: string, held: readonly Element[], rule: FirstScreenRule): string[] {
  const problems: string[] = [];
  if (rule === 'top') {
    for (const el of held) {
      const rect = el.getBoundingClientRect();
      if (rect.height === 0) problems.push(`${label}: ${describeEl(el)} is not shown`);
      else if (rect.bottom > window.innerHeight + 0.5) {
        problems.push(`${label}: ${describeEl(el)} ends at ${rect.bottom.toFixed(0)} px, below the first screen (${window.innerHeight} px)`);
      }
    }
  } else {
    const first = held[0]!;
    const rect = first.getBoundingClientRect();
    const style = getComputedStyle(first);
    const line = style.lineHeight === 'normal' ? 1.25 * parseFloat(style.fontSize) : parseFloat(style.lineHeight);
    if (rect.height === 0) problems.push(`${label}: ${describeEl(first)} is not shown`);
    else if (rect.top + Math.min(rect.height, line) > window.innerHeight + 0.5) {
      problems.push(`${label}: the first line of ${describeEl(first)} ends at ${(rect.top + Math.min(rect.height, line)).toFixed(0)} px, below the first screen (${window.innerHeight} px)`);
    }
  }
  return problems;
}

/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance(r: number, g: number, b: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two luminances. */
function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The margin of page read around a box, CSS px: its corner pixel is the page behind the box. */
const AROUND = 3;

/**
 * The unchecked checkboxes and radios of the first screen (the focused one aside) whose pixels
 * have no contrast of 3:1 (7:1 in the high-contrast theme, white on black) with the page around
 * them (the top-left pixel `AROUND` px outside the box), each prefixed by `label`. At most `limit` boxes are read (the first in the page).
 */
export async function unseenBoxes(label: string, limit = 4): Promise<string[]> {
  const least = document.documentElement.dataset['theme'] === 'high-contrast' ? 7 : 3;
  const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')]
    .filter((box) => !box.checked && box !== document.activeElement && box.checkVisibility({ visibilityProperty: true }))
    .map((box) => ({ box, rect: box.getBoundingClientRect() }))
    .filter(({ rect }) => rect.width > 0 && rect.top >= AROUND && rect.left >= AROUND && rect.bottom + AROUND <= window.innerHeight && rect.right + AROUND <= window.innerWidth)
    .slice(0, limit);
  const problems: string[] = [];
  for (const { box, rect } of boxes) {
    const clip = { x: Math.floor(rect.left) - AROUND, y: Math.floor(rect.top) - AROUND, width: Math.ceil(rect.width) + 2 * AROUND, height: Math.ceil(rect.height) + 2 * AROUND };
    const png = (await executeServerCommand('layout-pixels', clip)) as string;
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const page = luminance(data[0]!, data[1]!, data[2]!);
    const scale = width / clip.width;
    let best = 1;
    for (let y = Math.round(AROUND * scale); y < height - AROUND * scale; y++) {
      for (let x = Math.round(AROUND * scale); x < width - AROUND * scale; x++) {
        const i = (y * width + x) * 4;
        best = Math.max(best, contrast(page, luminance(data[i]!, data[i + 1]!, data[i + 2]!)));
      }
    }
    if (best < least) problems.push(`${label}: the unchecked ${box.type} ${describeEl(box.closest('label') ?? box)} has a contrast of ${best.toFixed(2)}:1 with the page, under ${least}:1`);
  }
  return problems;
}

/**
 * The checkboxes and radios of the page's choice rows (`label.choice`) that do not sit level with
 * the first line of their label's words (the box's middle outside that line: a box centred on a
 * label of three lines reads as belonging to the middle one), each prefixed by `label`.
 */
export function boxesOffFirstLine(label: string): string[] {
  const problems: string[] = [];
  for (const row of document.querySelectorAll<HTMLLabelElement>('label.choice')) {
    const box = row.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    if (!box || !box.checkVisibility({ visibilityProperty: true })) continue;
    const words = document.createRange();
    const lines: DOMRect[] = [];
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      words.selectNodeContents(node);
      lines.push(...[...words.getClientRects()].filter((r) => r.width > 0));
    }
    if (lines.length === 0) continue;
    const top = Math.min(...lines.map((r) => r.top));
    const first = lines.filter((r) => r.top < top + 1);
    const bottom = Math.max(...first.map((r) => r.bottom));
    const rect = box.getBoundingClientRect();
    const middle = (rect.top + rect.bottom) / 2;
    if (middle < top - 1 || middle > bottom + 1) {
      problems.push(`${label}: the ${box.type} of ${describeEl(row)} is not level with its first line (its middle at ${middle.toFixed(0)} px, the line ${top.toFixed(0)}–${bottom.toFixed(0)} px)`);
    }
  }
  return problems;
}

/**
 * Checks `screen` in every viewport, theme and text size of `options` (by default 360 × 740 and
 * 1280 × 800, the three themes, 100% and 200% text, rule `top`, no axe), keeps a screenshot of
 * each, and throws one list of every problem found. The caller restores the settings and the
 * viewport afterwards (`clearAppliedSettings`, `setViewport`).
 */
export async function checkEverywhere(screen: LayoutScreen, options: LayoutOptions = {}): Promise<void> {
  const { viewports = PHONE_AND_LAPTOP, themes = THEMES, textSizes = TEXT_SIZES, rule = () => 'top', prepare, axe = false } = options;
  const problems: string[] = [];
  const held = screen.firstScreen();
  expect(held.length, `${screen.name}: what the first screen must hold`).to.be.greaterThan(0);
  for (const [v, viewport] of viewports.entries()) {
    await setViewport(viewport);
    for (const [t, textSize] of textSizes.entries()) {
      for (const theme of themes) {
        const label = `${screen.name}-${viewport.width}-${theme}-${textSize}`;
        applySettings({ textSize, theme, reducedMotion: 'reduce' });
        await frames();
        if (prepare && !(await prepare(viewport.width))) continue;
        window.scrollTo(0, 0);
        await frames();
        for (const problem of globalThis.rsLayoutProblems()) problems.push(`${label}: ${problem}`);
        problems.push(...firstScreenProblems(label, held, rule(viewport.width, textSize)));
        if (options.visibleBoxes && t === 0) problems.push(...(await unseenBoxes(label)));
        if (options.visibleBoxes) problems.push(...boxesOffFirstLine(label));
        if (axe && v === 0 && t === 0) {
          try {
            await expectNoAxeViolations(options.axeContext ?? document);
          } catch (error) {
            problems.push(`${label}: ${(error as Error).message}`);
          }
        }
        // The first screen in every state; the whole page too in the light theme at 100% text.
        await executeServerCommand('layout-screenshot', { name: label, fullPage: false });
        if (theme === 'light' && textSize === 100) await executeServerCommand('layout-screenshot', { name: `${label}-full`, fullPage: true });
      }
    }
  }
  if (problems.length > 0) throw new Error(`${problems.length} layout problem(s):\n${problems.join('\n')}`);
}
