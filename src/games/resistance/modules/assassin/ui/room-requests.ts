/**
 * The Assassin's step in a room (R-ASN-END), added to the room protocol's `game:role-step` types
 * (room/protocol.ts `RoleStepTypes`) by declaration merging; the room game takes it from the
 * manifest line's `roomRequests` (../room.ts).
 */
declare module '../../../room/protocol.ts' {
  interface RoleStepTypes {
    assassination: true;
  }
}

export {};
