import type { RejectCode, Rejection } from '../types.ts';

export function reject(code: RejectCode, params?: Rejection['params']): Rejection {
  return params ? { ok: false, code, params } : { ok: false, code };
}
