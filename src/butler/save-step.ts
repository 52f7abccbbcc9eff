// The last steps inside the lock: whether the outcome is saved, and what is saved with it (the update's id, the
// player's timeouts cleared). Pure: the Butler commits what this decides.
import type { CommandOutcome } from '../commands/command.ts';
import type { DiceRoller } from '../games/types.ts';
import { gameWith, sessionWith, type ChannelSession } from '../sessions/session.ts';
import { entryOf } from '../games/with-entry.ts';

export type SaveDecision =
  /** nothing to write: answer with the outcome as it is */
  | { kind: 'answer'; outcome: CommandOutcome }
  /** a server-wide setting: the chat's session stays, the setting is stored after the transaction */
  | { kind: 'server'; outcome: CommandOutcome & { serverSetting: { key: string; value: string } } }
  /** write `after` and answer with `outcome` */
  | { kind: 'commit'; outcome: CommandOutcome; after: ChannelSession };

export interface SaveInput {
  outcome: CommandOutcome;
  /** the session as read, and as the language step left it */
  stored: ChannelSession;
  session: ChannelSession;
  dice: { used: boolean };
  updateId: string | undefined;
  player: string;
  /** the dice are keyed on the session version (seeded dice): a free roll must be saved to differ next time */
  seededDice: boolean;
}

export function saveStep({ outcome, stored, session, dice, updateId, player, seededDice }: SaveInput): SaveDecision {
  if (outcome.serverSetting) return { kind: 'server', outcome: { ...outcome, serverSetting: outcome.serverSetting } };
  let done = outcome;
  if (!done.session) {
    // A free roll changes no game, but its update is remembered like a move: delivered again, it must not roll
    // other dice. With seeded dice it is saved even without an id: the dice are keyed on the session version, so
    // the save is what makes the next free roll differ — and a replay still rolls the same.
    // Anything else that changes nothing (a refusal, /status) is simply answered again.
    // A language the platform just suggested is kept too (written once: the next message finds it stored).
    const save = session !== stored || (dice.used && (updateId !== undefined || seededDice));
    if (!save) return { kind: 'answer', outcome: done };
    done = { ...done, session };
  }
  return { kind: 'commit', outcome: done, after: resetTimeouts(done.session!, session, player) };
}

/** A player who moves by themselves is no longer counted as timing out. */
export function resetTimeouts(after: ChannelSession, before: ChannelSession, player: string): ChannelSession {
  const game = after.game;
  if (!game || !entryOf(game.timeouts, player) || before.game?.state === game.state) return after;
  const { [player]: _reset, ...rest } = game.timeouts;
  return sessionWith(after, { game: gameWith(game, { timeouts: rest }) });
}

/** A roller that notes whether any die was drawn from it. */
export function watchedDice(inner: DiceRoller): DiceRoller & { used: boolean } {
  const watched = {
    used: false,
    roll(count: number): number[] {
      const dice = inner.roll(count); // scripted dice may throw: then nothing was drawn
      watched.used = true;
      return dice;
    },
  };
  return watched;
}
