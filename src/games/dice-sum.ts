// The sum of the pips of some dice: a Craps roll, a Bone Poker hand, a Dice Poker box that counts all five.
export function diceSum(dice: readonly number[]): number {
  let sum = 0;
  for (const die of dice) sum += die;
  return sum;
}
