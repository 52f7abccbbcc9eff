// `node bin/run-bundled.js bench/telegram-flood.ts [--dice 80 --every 250]`: issue 49's flood, replayed over the
// Telegram outbox on a virtual clock (test/adapters/telegram/flood-scenario.ts): refused 🎲 from a person not playing
// and a player not on turn, one every `--every` ms, then the legal roll. Prints how long the legal roll's answer
// waited, with the flood and without it, and how many refusals were sent. Runs in well under a second of real time.
import { parseArgs } from 'node:util';
import { runFlood } from '../test/adapters/telegram/flood-scenario.ts';

const { values } = parseArgs({ options: { dice: { type: 'string', default: '80' }, every: { type: 'string', default: '250' } } });
const dice = Number(values.dice);
const everyMs = Number(values.every);
const quiet = await runFlood({ dice: 0, everyMs });
const flood = await runFlood({ dice, everyMs });
let worst = 0;
for (let rollAt = 0; rollAt <= dice * everyMs + 60_000; rollAt += 250) worst = Math.max(worst, (await runFlood({ dice, everyMs, rollAt })).delayMs);
console.log(`legal roll's answer delay, no flood:            ${quiet.delayMs} ms`);
console.log(`legal roll's answer delay, after ${dice} refused 🎲: ${flood.delayMs} ms (refusals sent: ${flood.refusalsSent} of ${dice})`);
console.log(`worst delay, the roll at any moment of the flood: ${worst} ms`);
