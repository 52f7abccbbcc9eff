// Dice Poker ("Покер у кості", Yahtzee-like; RULES.md §4) as a GameEngine.
import { dicePokerPlaces } from './places.ts';
import type { Action, Expectation, GameEngine, MoveHint } from '../types.ts';
import { bestFreeBoxes } from './best-boxes.ts';
import type { DicePokerEvent } from './events.ts';
import { DICE, ROLLS_PER_TURN } from './constants.ts';
import { forfeit } from './forfeit.ts';
import { gateMove, reject } from '../engine-helpers.ts';
import { applyReroll, applyRoll } from './roll.ts';
import { emptySheet, totals } from './sheet.ts';
import { dicePokerStateSchema, type DicePokerState } from './state.ts';
import { freshTurn } from './next-turn.ts';
import { applyScore } from './write.ts';
import { legalMoves } from './legal-moves.ts';

export const dicePokerEngine: GameEngine<DicePokerState, DicePokerEvent> = {
  id: 'dice_poker',
  minPlayers: 1,
  maxPlayers: null,
  settings: [],
  stateSchema: dicePokerStateSchema,

  setup(players) {
    return {
      version: 1,
      players: [...players],
      sheets: Object.fromEntries(players.map((player) => [player, emptySheet()])),
      pokerBonus: Object.fromEntries(players.map((player) => [player, 0])),
      current: players[0] ?? null,
      turn: freshTurn(),
      over: players.length === 0,
      winners: [],
    };
  },

  apply(state, action, dice) {
    const at = { over: state.over, inGame: state.players.includes(action.player), current: state.current };
    const gated = gateMove(action, at, forfeit, state);
    if (gated) return gated;
    switch (action.type) {
      case 'roll':
        return applyRoll(state, action, dice);
      case 'reroll':
        return applyReroll(state, action);
      case 'score':
        return applyScore(state, action);
      default:
        return reject('move_not_allowed');
    }
  },

  expected(state): Expectation | null {
    if (state.over || state.current === null) return null;
    const { rolls, reroll } = state.turn;
    let moves: MoveHint[];
    if (rolls === 0) moves = [{ type: 'roll', count: DICE }];
    else if (rolls >= ROLLS_PER_TURN) moves = [{ type: 'score' }];
    else {
      moves = [{ type: 'reroll', maxCount: DICE, hand: [...state.turn.dice] }, { type: 'score' }];
      if (reroll) moves.unshift({ type: 'roll', count: reroll.length });
    }
    return { player: state.current, moves };
  },

  isOver: (state) => state.over,

  players: (state) => [...state.players],

  scores: (state) => totals(state),
  places: (state) => dicePokerPlaces(state),

  /**
   * Turn timeout: roll five if not rolled yet, else write into the best box by `bestFreeBoxes` (most points; on equal
   * points the box least worth keeping; a 0 goes to the cheapest free box, ones first). A pending reroll is dropped.
   */
  legalMoves,
  autoMove(state): Action | null {
    if (state.over || state.current === null) return null;
    const player = state.current;
    if (state.turn.rolls === 0) return { type: 'roll', player, count: DICE };
    const best = bestFreeBoxes(state, player, 1)[0];
    return best ? { type: 'score', player, box: best.box } : null;
  },
};
