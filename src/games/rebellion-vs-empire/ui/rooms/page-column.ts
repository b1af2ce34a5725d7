/**
 * The column of this game's room pages, as the platform's room stylesheet gives The Resistance's
 * (`rs-room-page.ts` styles its own tags only): a block at most 60rem wide, centred, with a little
 * padding, so that the page reflows at 320 px and reads in one column on a wide table screen.
 */
export function pageColumn(element: HTMLElement): void {
  Object.assign(element.style, { display: 'block', maxWidth: '60rem', margin: '0 auto', padding: '0.75rem' });
}
