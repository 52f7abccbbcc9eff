// Крепс: шанси кидка, про які спитали (issue 43). Розкладка — shared/craps-advice.ts.
import { crapsAdviceIn } from '../shared/craps-advice.ts';

export const crapsAdvice = crapsAdviceIn({
  point: (point, hit, ways, seven, before) =>
    `🎯 Ваше очко — ${point}: у цьому кидку воно випадає з шансом ${hit} (${ways} з 36), сімка — ${seven} (6 з 36); очко раніше за сімку — ${before}.`,
  comeOut: (win, out, point) => `🎯 Перший кидок: 7 або 11 виграють — ${win} (8 з 36); 2, 3 або 12 вибивають — ${out} (4 з 36); очко — ${point}.`,
});
