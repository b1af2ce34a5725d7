/**
 * Records every `Intl.ListFormat` the page makes, for the tests that check the list formatter is
 * made ahead of use (words.ts `warmWords`): the first one a page makes loads the browser's list data.
 */

/** A recording under way: `made` the language asked for by each formatter made, in order. */
export interface ListFormatRecording {
  made: string[];
  /** Puts the browser's own `Intl.ListFormat` back. */
  restore(): void;
}

/** Starts recording the list formatters the page makes (see the module's comment). */
export function recordListFormats(): ListFormatRecording {
  const made: string[] = [];
  const intl = Intl as { ListFormat: typeof Intl.ListFormat };
  const Original = intl.ListFormat;
  intl.ListFormat = class extends Original {
    constructor(...args: ConstructorParameters<typeof Intl.ListFormat>) {
      super(...args);
      made.push(String(args[0]));
    }
  };
  return { made, restore: () => void (intl.ListFormat = Original) };
}
