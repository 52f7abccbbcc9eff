// Runs in a worker thread: solves 1000's plainest two-player race for one scoring (tens of seconds of one core) and
// hands the table of chances to the main thread without copying. Chats go on in the main thread meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import { solveThousandDuel } from './thousand-duel.ts';

const duel = solveThousandDuel(workerData as ThousandSettings);
parentPort!.postMessage({ win: duel.win, seconds: duel.seconds }, [duel.win.buffer as ArrayBuffer]);
