// A write's JSON text made only when a store first reads it. The SQL stores read it at once (it is the column they
// write); the memory store keeps the value and makes the text only when someone reads the stored record back — which
// the Butler rarely does, since it keeps the sessions it wrote (sessions/session-cache.ts). Serialising a session
// was a seventh of a move's CPU in the memory store (issue 26).
//
// The value must not change after the write: sessions are never mutated in place, only replaced.
import type { RecordWrite } from './types.ts';

const textMaker = Symbol('deferred text');

type DeferredWrite = RecordWrite & { readonly [textMaker]: () => string };

/** A write whose `data` is `JSON.stringify(value)`, made on first read and then kept. */
export function writeOfValue(value: unknown, rest: Omit<RecordWrite, 'data'>): RecordWrite {
  let text: string | undefined;
  const make = () => (text ??= JSON.stringify(value));
  const write: DeferredWrite = {
    ...rest,
    get data() {
      return make();
    },
    [textMaker]: make,
  };
  return write;
}

/** The write's text as a function, without making it now when the write was made by writeOfValue. */
export function deferredTextOf(write: RecordWrite): () => string {
  const make = (write as Partial<DeferredWrite>)[textMaker];
  if (make) return make;
  const data = write.data;
  return () => data;
}

/** Whether the write's text is made from a value (always a string, so there is nothing to check). */
export function isDeferred(write: RecordWrite): boolean {
  return textMaker in write;
}
