// Runs in a worker thread: solves one settings combination (about two seconds of one core) and hands the packed
// solution to the main thread without copying. Chats go on in the main thread meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import { packedBuffers, packSolution } from './packed-solution.ts';
import { solveSolo } from './solve.ts';

const settings = workerData as ThousandSettings;
const packed = packSolution(solveSolo(settings));
parentPort!.postMessage(packed, packedBuffers(packed));
