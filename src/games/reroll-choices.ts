// Every way to name dice of a hand for a reroll: the distinct non-empty sub-multisets (at most 31 for five dice).
// The legal moves of Bone Poker round 2 and of Dice Poker after a roll are these, each rolled at once.

/** The distinct non-empty sub-multisets of `hand`, each sorted ascending; the whole hand last. */
export function rerollChoices(hand: readonly number[]): number[][] {
  const counts = new Map<number, number>();
  for (const value of hand) counts.set(value, (counts.get(value) ?? 0) + 1);
  const faces = [...counts.keys()].sort((a, b) => a - b);
  let choices: number[][] = [[]];
  for (const face of faces) {
    const next: number[][] = [];
    for (const chosen of choices) {
      for (let n = 0; n <= counts.get(face)!; n++) next.push([...chosen, ...Array<number>(n).fill(face)]);
    }
    choices = next;
  }
  return choices.filter((c) => c.length > 0).sort((a, b) => a.length - b.length);
}
