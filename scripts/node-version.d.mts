/** Types of scripts/node-version.mjs (the Node.js version check of `npm start` and `npm test`). */
/** The lowest major version package.json's `engines.node` (">=N") allows. */
export function minimumMajor(): number;
/** `null` when `version` ("20.20.2" or "v22.1.0") is at least `minimum`, else the one line to print. */
export function nodeVersionProblem(version: string, minimum: number): string | null;
/** Exits with status 1 and that line when this Node.js is too old. */
export function requireNodeVersion(): void;
