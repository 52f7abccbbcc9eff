// Small pieces every engine needs in the same shape.
import type { DiceRoller, RejectCode, Rejection } from './types.ts';

export function reject(code: RejectCode, params?: Rejection['params']): Rejection {
  return params ? { ok: false, code, params } : { ok: false, code };
}

/** Rolls through the injected roller and refuses to go on with anything but `count` values 1..6 (a roller bug). */
export function rollChecked(dice: DiceRoller, count: number): number[] {
  const rolled = dice.roll(count);
  if (rolled.length !== count || rolled.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) {
    throw new Error(`dice roller returned ${JSON.stringify(rolled)} for ${count} dice`);
  }
  return rolled;
}
