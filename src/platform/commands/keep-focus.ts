/**
 * Whether focus is in a place that keeps it when the game moves on (the command field, marked
 * `data-keeps-focus`): the app's "focus the next step" leaves it there, so that a player typing
 * commands goes on typing.
 */
export function keepsFocus(element: Element | null): boolean {
  return element?.closest('[data-keeps-focus]') != null;
}
