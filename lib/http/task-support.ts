/**
 * Tasks behind the HTTP doors: kept in the process's state store (Redis when REDIS_URL is set, so
 * every instance sees every task), their work run by Next's after(), which keeps the function
 * alive past the response on Vercel.
 */
import 'server-only';
import { after } from 'next/server';
import type { AppConfig } from '../config';
import { createTaskStore, type TaskSupport } from '../mcp';
import { stateStore } from '../state';

let support: TaskSupport | undefined;

export function httpTaskSupport(cfg: AppConfig): TaskSupport {
  support ??= { store: createTaskStore(stateStore(), cfg.tasks), runInBackground: (work) => after(work) };
  return support;
}
