// fast-json-patch (RFC 6902) ships ES modules under module/*.mjs with their types beside them as
// module/*.d.ts, which TypeScript does not pair with an .mjs path. The room client imports only
// `applyOperation` (module/core.mjs, the smaller half); the room server also `compare` (module/duplex.mjs).
declare module 'fast-json-patch/module/core.mjs' {
  export * from 'fast-json-patch/module/core';
}
declare module 'fast-json-patch/module/duplex.mjs' {
  export * from 'fast-json-patch/module/duplex';
}
