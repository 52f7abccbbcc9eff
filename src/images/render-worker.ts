// A render worker: specs in, PNG bytes out. Runs in a worker thread so that drawing a picture (tens of
// milliseconds) never holds up the event loop that serves the chats.
import { parentPort } from 'node:worker_threads';
import { renderImage } from './render-image.ts';
import type { ImageSpec } from '../core/image.ts';

export interface RenderRequest {
  id: number;
  spec: ImageSpec;
}

export type RenderResponse = { id: number; png: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: RenderRequest) => {
  let response: RenderResponse;
  try {
    response = { id: request.id, png: renderImage(request.spec) };
  } catch (error) {
    response = { id: request.id, error: (error as Error).stack ?? String(error) };
  }
  parentPort!.postMessage(response);
});
