// Runs in a worker thread: solves 1000's two-player game for one settings combination (duel-solve.ts; long for the
// full rules — see its note) and hands the table of chances, at the precision it is kept in, to the main thread
// without copying. Chats go on in the main thread meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import { solveDuel } from '../thousand/duel-solve.ts';
import { toFloat32 } from '../thousand/duel-table.ts';

const table = toFloat32(solveDuel(workerData as ThousandSettings).win);
parentPort!.postMessage(table, [table.buffer as ArrayBuffer]);
