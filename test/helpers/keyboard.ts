/**
 * Keyboard-only driving of the app for browser tests: real key presses through Playwright
 * (`sendKeys`), never clicks or property sets.
 */
import { sendKeys } from '@web/test-runner-commands';

/** Presses one key (Playwright key name, e.g. 'Tab', 'Enter', 'Space', 'ArrowDown', 'Alt+KeyW'). */
export async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
}

/** Types text into the focused control. */
export async function type(text: string): Promise<void> {
  await sendKeys({ type: text });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `test`, at most `limit` times.
 * @throws when the element is not reached: a keyboard user could not get there either.
 */
export async function tabTo(test: (el: Element) => boolean, what: string, limit = 60, backwards = false): Promise<HTMLElement> {
  for (let i = 0; i <= limit; i++) {
    const active = document.activeElement;
    if (active && active !== document.body && test(active)) return active as HTMLElement;
    await press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${what}; focus is on ${document.activeElement?.outerHTML.slice(0, 120)}`);
}

/** Tabs to the button whose text is `label`. */
export function tabToButton(label: string | RegExp): Promise<HTMLElement> {
  return tabTo(
    (el) =>
      el instanceof HTMLButtonElement &&
      (typeof label === 'string' ? el.textContent!.trim() === label : label.test(el.textContent!.trim())),
    `the button "${String(label)}"`,
  );
}

/** Tabs to the input with the given name and value (a checkbox or radio of a step). */
export function tabToInput(name: string, value: string): Promise<HTMLElement> {
  return tabTo((el) => el instanceof HTMLInputElement && el.name === name && el.value === value, `input ${name}=${value}`);
}

/**
 * Sets the team picker's boxes (`input[name="team"]` under `root`) to exactly `team` by keyboard:
 * Tab (Shift+Tab to a box before the focused one: focus starts on the leader's) to each box that
 * differs (the leader starts checked, R-TEAM-2), then Space.
 */
export async function pickTeam(root: ParentNode, team: readonly number[]): Promise<void> {
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[name="team"]')];
  for (const box of boxes) {
    if (box.checked === team.includes(Number(box.value))) continue;
    const at = boxes.indexOf(document.activeElement as HTMLInputElement);
    const back = at > boxes.indexOf(box);
    await tabTo((el) => el === box, `input team=${box.value}`, 60, back);
    await press('Space');
  }
}
