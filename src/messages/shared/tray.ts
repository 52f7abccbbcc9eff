// The dice tray's buttons and notices (issue 51), for every language: one button per die in the hand's order with
// its state (kept / to reroll), then "Roll N" and "Best keep", then the moves that need no choice (a box, Pass) as
// the game's own buttons name them. Which line is said when is decided here; each language (messages/<lang>/tray.ts)
// gives the words.
import { trayCode } from '../../core/tray.ts';
import { face, faces } from '../dice-faces.ts';
import { mention, type Button, type PlayerRef, type Rich } from '../rich.ts';

export interface TrayWords {
  /** a die's button while it is kept: "⚃4 keep" (five in a row on a phone: a short word) */
  kept(face: string): string;
  /** a die's button while it is toggled for a reroll: "⚃4 roll" */
  reroll(face: string): string;
  /** the roll button with `count` dice toggled */
  roll(count: number): string;
  /** the roll button while nothing is toggled (a press says to tap dice first) */
  rollNone: string;
  /** the button that sets the toggles to the strategy's best keep */
  bestKeep: string;
  /** a press of the roll button with nothing toggled */
  chooseFirst: string;
  /** a press by someone who is not on turn: before and after the mention of the player on turn */
  notYourTurn: { before: string; after: string };
  /** a press on a tray drawn for an earlier moment */
  stale: string;
  /** ... and here is the current one */
  current(hand: string): string;
  /** "Best keep" pressed: the dice it keeps (the rest are toggled), that keeping all is best, or rerolling all */
  bestSet(kept: string): string;
  bestKeepAll: string;
  bestRerollAll: string;
  /** "Best keep" while the strategy's figures are still being built, or with hints off */
  bestPending: string;
  hintsOff: string;
}

/** What a tray is drawn from: its name, the hand, the dice toggled, and the buttons beside the roll. */
export interface TrayView {
  id: string;
  hand: readonly number[];
  toggled: readonly number[];
  /** show "Best keep" (the game has a strategy for it and the chat's hints are on) */
  bestKeep: boolean;
  /** the moves that need no choice, as the game's own buttons: pressed through the tray as move i */
  moves: readonly Button[];
}

/** Button rows: the dice, then Roll (and Best keep), then the other moves. */
const DICE_ROW = 0;
const ROLL_ROW = 1;
const MOVES_ROW = 2;

export function trayTextIn(w: TrayWords) {
  return {
    /** The tray's buttons, each carrying its tray code (core/tray.ts) rather than a typed text. */
    buttons(view: TrayView): Button[] {
      const out: Button[] = view.hand.map((value, die) => {
        const on = view.toggled.includes(die);
        return {
          label: on ? w.reroll(face(value)) : w.kept(face(value)),
          text: '',
          tap: trayCode(view.id, { kind: 'toggle', die }),
          row: DICE_ROW,
          ...(on ? { on: true } : {}),
        };
      });
      const count = view.toggled.length;
      out.push({ label: count > 0 ? w.roll(count) : w.rollNone, text: '', tap: trayCode(view.id, { kind: 'roll' }), row: ROLL_ROW });
      if (view.bestKeep) out.push({ label: w.bestKeep, text: '', tap: trayCode(view.id, { kind: 'hint' }), row: ROLL_ROW });
      view.moves.forEach((move, index) =>
        out.push({ label: move.label, text: move.text, tap: trayCode(view.id, { kind: 'move', index }), row: MOVES_ROW + Math.floor(index / 2) }),
      );
      return out;
    },
    chooseFirst: (): Rich => [w.chooseFirst],
    notYourTurn: (player: PlayerRef): Rich => [w.notYourTurn.before, mention(player), w.notYourTurn.after],
    stale: (): Rich => [w.stale],
    current: (hand: readonly number[]): Rich => [w.stale, ' ', w.current(faces(hand))],
    bestSet: (kept: readonly number[], rerolled: number): Rich => [
      rerolled === 0 ? w.bestKeepAll : kept.length === 0 ? w.bestRerollAll : w.bestSet(faces(kept)),
    ],
    bestPending: (): Rich => [w.bestPending],
    hintsOff: (): Rich => [w.hintsOff],
  };
}
