// Крэпс: шансы броска, о которых спросили (issue 43). Раскладка — shared/craps-advice.ts.
import { crapsAdviceIn } from '../shared/craps-advice.ts';

export const crapsAdvice = crapsAdviceIn({
  point: (point, hit, ways, seven, before) =>
    `🎯 Ваше очко — ${point}: в этом броске оно выпадает с шансом ${hit} (${ways} из 36), семёрка — ${seven} (6 из 36); очко раньше семёрки — ${before}.`,
  comeOut: (win, out, point) => `🎯 Первый бросок: 7 или 11 выигрывают — ${win} (8 из 36); 2, 3 или 12 выбивают — ${out} (4 из 36); очко — ${point}.`,
});
