/**
 * The extension points of The Resistance's core types: empty interfaces that each module fills
 * from its own folder by declaration merging (TypeScript module augmentation:
 * `declare module '../../core/augment.ts' { interface ModuleSlices { plot: PlotState | null } }`).
 * The core's types (`types.ts`) are built from them, so the core names no module while every
 * module's state, events, consequences, phases, options and view fields are typed. This file
 * imports nothing, so that nothing can make a circle through it.
 */

/* ------------------------------------------------------------------------------------------ */

/** State slices, by key: `{ plot: PlotState | null }`. A module that is off has `null` there. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleSlices {}

/** A module's own events, by `type`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleEvents {}

/** A module's consequences, by `kind`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleConsequences {}

/** A module's phases, by name (the value is unused: `{ inquisition: true }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModulePhases {}

/** A module's rule ids (`{ 'R-INQ-1': true }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleRuleIds {}

/** The options a module reads under the record's `setup.modules` (`{ trapper: boolean }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleOptions {}

/** The same options as a caller may give them (`{ trapper?: boolean }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleOptionsInput {}

/** The role modules' options as a caller may give them (`{ assassin?: boolean | AssassinOptions | null }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoleModuleOptionsInput {}

/** The options a role module reads under the record's `setup.roles` (`{ assassin: … }`), normalised. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoleModuleOptions {}

/** Other top-level fields of the setup a module owns (`{ reversers: … }`), normalised. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SetupExtras {}

/** The same fields as a caller may give them (before normalisation). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SetupInputExtras {}

/** Fields a module adds to the proposal event (`{ investigator?: Seat }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProposalEventExtras {}

/** Fields a module adds to the mission event (`{ reverses?: number }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MissionEventExtras {}

/** Fields a module adds to a proposal of the history. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProposalExtras {}

/** Fields a module adds to a mission's outcome. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MissionOutcomeExtras {}

/** Fields a module adds to the public view (`{ plot: PlotView | null }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PublicViewExtras {}

/** Fields a module adds to a seat's own view only (`{ plotLooks: … }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SeatViewExtras {}

/** Fields a module adds to a proposal as everyone saw it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProposalViewExtras {}

/** Fields a module adds to a mission as everyone saw it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MissionViewExtras {}

/** A module's part of the secret step in course (step-types.ts `Secret.parts`), by module id. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SecretParts {}

/** Reasons a module's steps end the game for (`{ 'chief-found': true }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleWinReasons {}

/** Character cards a module adds to the plain Resistance and Spy cards (`{ commander: true }`), by name. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleRoles {}

/** Labels under which a module's cards are seen at the reveal (`{ 'spy-chief': true }`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleSeenAs {}

/** Mission cards a module adds to Success and Fail (`{ reverse: true }`), by name. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleMissionCards {}



/**
 * A module's fields of every seat's room snapshot (room/protocol.ts `ResistanceSeatView`), public:
 * the plot cards' `plotTurn`. Filled by the module's `room.snapshot` (core/module.ts `ModuleRoomPart`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoomSnapshotExtras {}

/** A module's fields of the table's room snapshot (room/protocol.ts `ResistanceTableView`): the plot cards' `plot`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoomTableExtras {}

/**
 * A module's fields of a seat's own turn in a room (room/protocol.ts `SeatTurn`), from its own
 * asks: the plot cards' `plot`, the Hunter's `show`. Filled by the module's `room.turn`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoomTurnExtras {}

/** A module's fields of a room's public progress (room/protocol.ts `Progress`): the plot cards' `opinions`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoomProgressExtras {}

/**
 * The kinds of public progress a module's secret step adds to the core's vote and mission
 * (room/protocol.ts `Progress`), by kind (the value is unused): made by its `room.progress`
 * (core/module.ts `ModuleRoomPart`), said by its sentences' `progressCount`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoomProgressKinds {}

/** A module's fields of a room's reveal at the end (room/protocol.ts `EndReveal`): the Reversers' `reversers`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoomEndRevealExtras {}

/** A character card: the plain `'resistance'` and `'spy'` cards, or a module's special card (`ModuleRoles`). */
export type Role = 'resistance' | 'spy' | keyof ModuleRoles;

/** How a card is seen at the reveal (knowledge.ts): `'spy'`, or a module's label (`ModuleSeenAs`). */
export type SeenAs = 'spy' | keyof ModuleSeenAs;
