// The browser entry of the virtual screen reader ships no types of its own; it is the same API
// as the package's main entry.
declare module '@guidepup/virtual-screen-reader/browser.js' {
  export * from '@guidepup/virtual-screen-reader';
}
