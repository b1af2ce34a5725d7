/**
 * The running game on this device: its state (the fold of its events), dispatch and subscribe.
 *
 * The session is the only place the UI changes the game. `dispatch` validates through the engine
 * and either returns the consequence of the accepted event or throws the engine's RuleError;
 * listeners are told after every accepted event (and after undoing one).
 */
import { createGame, step } from '../engine/index.ts';
import type { Consequence, GameEvent, GameSetupInput, GameState } from '../engine/index.ts';

export type SessionListener = (state: GameState) => void;

export class GameSession {
  private current: GameState;
  private readonly listeners = new Set<SessionListener>();

  /** Starts a new game. @throws RuleError when the setup breaks a rule (R-SET-*). */
  constructor(setup: GameSetupInput) {
    this.current = createGame(setup);
  }

  get state(): GameState {
    return this.current;
  }

  /**
   * Applies one event.
   * @returns what the event changed, for the announcer
   * @throws RuleError naming the rule the event breaks; the state is then unchanged
   */
  dispatch(event: GameEvent): Consequence {
    const { state, consequence } = step(this.current, event);
    this.current = state;
    this.notify();
    return consequence;
  }

  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener(this.current);
  }
}
