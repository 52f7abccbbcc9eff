// Craps: the odds of the roll asked about (issue 43). Layout: shared/craps-advice.ts.
import { crapsAdviceIn } from '../shared/craps-advice.ts';

export const crapsAdvice = crapsAdviceIn({
  point: (point, hit, ways, seven, before) =>
    `🎯 Your point is ${point}: this roll hits it ${hit} (${ways} in 36), a seven ${seven} (6 in 36); the point before a seven: ${before}.`,
  comeOut: (win, out, point) => `🎯 This come-out roll: 7 or 11 wins ${win} (8 in 36); 2, 3 or 12 is out ${out} (4 in 36); a point ${point}.`,
});
