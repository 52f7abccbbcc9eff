// Judges a completed round (everyone in play has rolled) — RULES §2.
import type { StateChange } from '../engine-helpers.ts';
import type { PlayerId } from '../types.ts';
import type { CrapsEvent, CrapsRollOutcome, CrapsVerdict } from './events.ts';
import { diceSum } from '../dice-sum.ts';
import { rollOutcome } from './roll-outcome.ts';
import { type CrapsState, crapsState } from './state.ts';
import { entryOf, putEntry } from '../with-entry.ts';

type RoundChange = StateChange<CrapsState, CrapsEvent>;

/** A fresh come-out round with only `players` (already in join order). */
function newComeOut(state: CrapsState, players: PlayerId[], knockedOut: PlayerId[]): CrapsState {
  const out = knockOut(state, knockedOut);
  return crapsState(state, { out: out.out, outRound: out.outRound, inPlay: players, phase: 'come_out', round: state.round + 1, points: {}, rolls: {} });
}

/** The players knocked out in this round, noted with the round (players knocked out together share a place). */
function knockOut(state: CrapsState, players: PlayerId[]): Pick<CrapsState, 'out' | 'outRound'> {
  if (players.length === 0) return { out: state.out, outRound: state.outRound };
  const outRound: Record<PlayerId, number> = { ...state.outRound };
  for (const p of players) putEntry(outRound, p, state.round);
  return { out: [...state.out, ...players], outRound };
}

export function gameOver(state: CrapsState, winners: PlayerId[]): RoundChange {
  return {
    state: crapsState(state, { winners }),
    events: [{ type: 'game_over', game: 'craps', winners }],
  };
}

// (helpers outside judgeRound, so that judging a round — every other move — makes no closures)
function outcomeOf(state: CrapsState, p: PlayerId): CrapsRollOutcome {
  const dice = entryOf(state.rolls, p);
  if (!dice) throw new Error(`craps: judging a round that ${p} has not rolled in`);
  return rollOutcome(state.phase, diceSum(dice), entryOf(state.points, p));
}

function verdictEvent(round: CrapsState['phase'], verdict: CrapsVerdict, players: PlayerId[]): CrapsEvent {
  return { type: 'craps_round', round, verdict, players };
}

export function judgeRound(state: CrapsState): RoundChange {
  const { phase, inPlay } = state;
  const winning: PlayerId[] = [];
  const losing: PlayerId[] = [];
  for (const p of inPlay) {
    const outcome = outcomeOf(state, p);
    if (outcome === 'natural' || outcome === 'point_hit') winning.push(p);
    else if (outcome === 'craps' || outcome === 'seven_out') losing.push(p);
  }

  if (winning.length === 1) {
    const over = gameOver(state, winning);
    return { state: over.state, events: [verdictEvent(phase, 'single_winner', winning), ...over.events] };
  }

  if (winning.length >= 2) {
    const others = inPlay.filter((p) => !winning.includes(p));
    const events: CrapsEvent[] = [verdictEvent(phase, 'draw', winning)];
    if (others.length > 0) events.push({ type: 'eliminated', players: others });
    events.push({ type: 'replay', players: winning });
    return { state: newComeOut(state, winning, others), events };
  }

  if (losing.length === inPlay.length) {
    return {
      state: newComeOut(state, inPlay, []),
      events: [verdictEvent(phase, 'all_lost', inPlay), { type: 'replay', players: inPlay }],
    };
  }

  // Nobody won, somebody is still aiming at a point: the losers drop out, the rest roll again.
  const goOn = inPlay.filter((p) => !losing.includes(p));
  const points: Record<PlayerId, number> = {};
  for (const p of goOn) putEntry(points, p, phase === 'come_out' ? diceSum(entryOf(state.rolls, p) ?? []) : (entryOf(state.points, p) ?? 0));
  const events: CrapsEvent[] = [verdictEvent(phase, 'go_on', goOn)];
  if (losing.length > 0) events.push({ type: 'eliminated', players: losing });
  const out = knockOut(state, losing);
  if (goOn.length === 1) {
    // The last player standing wins at once; the final round's rolls stay visible in the status.
    const over = gameOver(crapsState(state, { inPlay: goOn, out: out.out, outRound: out.outRound }), goOn);
    return { state: over.state, events: [...events, ...over.events] };
  }
  return {
    state: crapsState(state, { inPlay: goOn, out: out.out, outRound: out.outRound, phase: 'point', round: state.round + 1, points, rolls: {} }),
    events,
  };
}
