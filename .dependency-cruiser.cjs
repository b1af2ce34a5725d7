/**
 * The rules of the architecture (README "Where things are"; docs/adding-a-module.md), checked by
 * dependency-cruiser in `npm test` (scripts/check-architecture.mjs):
 * - no import circles, type-only imports included;
 * - the platform (src/platform) imports no game (src/games);
 * - a game's core imports none of its modules;
 * - no module imports another module;
 * - a game's shared screens, sentences, rules reference and room part (ui/, text/, rules/, room/)
 *   import none of its modules: only its UI list (ui/modules.ts) names them;
 * - no game imports another game (each game stands on the platform alone);
 * - the room server (server/) imports no game: it knows games only through the platform's
 *   `RoomGame` contract; its composition root (server/main.ts) alone names the games' list;
 * - engine code (the platform's engine kit, each game's core, its modules' engine parts, manifest
 *   lines and room parts (`room.ts`, read by the manifest line), the game's manifest and engine entry) imports only engine code: no DOM, no UI,
 *   no storage, no package.
 *
 * TypeScript sources are parsed with swc (dependency-cruiser's `tsc` parser needs a TypeScript
 * below 7, and this project uses TypeScript 7).
 */
const ENGINE = [
  '^src/platform/engine/',
  '^src/games/[^/]+/core/',
  '^src/games/[^/]+/(engine|game)[.]ts$',
  '^src/games/[^/]+/modules/[^/]+/(engine[.]ts$|engine/|manifest[.]ts$|room[.]ts$)',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles (type-only imports included) make modules impossible to load, test or move on their own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-knows-no-game',
      severity: 'error',
      comment: 'The platform serves every game: it imports none.',
      from: { path: '^src/platform/' },
      to: { path: '^src/games/' },
    },
    {
      name: 'core-knows-no-module',
      severity: 'error',
      comment: "A game's core names none of its modules: they join through the manifest and the core's hooks.",
      from: { path: '^src/games/([^/]+)/core/' },
      to: { path: '^src/games/$1/modules/' },
    },
    {
      name: 'module-knows-no-module',
      severity: 'error',
      comment: 'Modules combine through the core only: no module imports another.',
      from: { path: '^src/games/([^/]+)/modules/([^/]+)/' },
      to: { path: '^src/games/$1/modules/', pathNot: '^src/games/$1/modules/$2/' },
    },
    {
      name: 'shared-ui-knows-no-module',
      severity: 'error',
      comment:
        "A game's shared screens, sentence files, rules reference and room part name no module: they go through the game's UI list (ui/modules.ts, the one file that imports each module's UI line) and the manifest (docs/adding-a-module.md).",
      from: { path: '^src/games/([^/]+)/(ui|text|rules|room)/', pathNot: '^src/games/[^/]+/ui/modules[.]ts$' },
      to: { path: '^src/games/$1/modules/' },
    },
    {
      name: 'game-knows-no-other-game',
      severity: 'error',
      comment: 'Each game stands on the platform alone: no game imports another (Rebellion vs Empire shares nothing with The Resistance but the platform).',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^src/games/', pathNot: '^src/games/$1/' },
    },
    {
      name: 'server-knows-no-game',
      severity: 'error',
      comment: "The room server is transport, seats, tokens and storage: it knows games only through the platform's RoomGame contract (src/platform/rooms/room-game.ts); server/main.ts alone passes it the games' list.",
      from: { path: '^server/', pathNot: '^server/main[.]ts$' },
      to: { path: '^src/games/' },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment: 'Engine code imports only engine code: no DOM, UI, storage or package.',
      from: { path: ENGINE },
      to: { pathNot: ENGINE },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^dist/'] },
    moduleSystems: ['es6'],
  },
};
