/** The messages between the analysis pool and its worker threads (types only). */
import type { AnalyzeResult } from './analyze';

export type PoolRequest =
  /** `indices`: places in the corpus's record order; absent: every record. */
  { type: 'run'; job: number; indices?: Int32Array; paceMs: number } | { type: 'abort'; job: number };

export type PoolReply =
  | { type: 'progress'; job: number; done: number; total: number }
  | { type: 'done'; job: number; result: AnalyzeResult }
  | { type: 'error'; job: number; message: string };
