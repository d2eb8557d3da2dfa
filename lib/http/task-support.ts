/**
 * Tasks behind the HTTP doors: kept in the process's state store (Redis when REDIS_URL is set, so
 * every instance sees every task), their work run by Next's after(), which keeps the function
 * alive past the response on Vercel. Callers are told apart by the doors' client key, so an anonymous
 * caller's tasks are its own. On shutdown (lib/lifecycle) the tasks this instance runs end as failed.
 */
import 'server-only';
import { after } from 'next/server';
import type { AppConfig } from '../config';
import { instanceSlot } from '../instance-slots';
import { onShutdown } from '../lifecycle';
import { clientKey } from '../limits/client-key';
import { createTaskStore, endRunningTasks, type TaskSupport, UNPLACED_CALLER } from '../mcp';
import { stateStore } from '../state';

export function httpTaskSupport(cfg: AppConfig): TaskSupport {
  const shared = instanceSlot('http-task-support', () => {
    // A stopping instance ends the tasks it runs, with a reason, rather than leaving them to their lease.
    onShutdown(async () => {
      await endRunningTasks('The instance running this task was shut down; start the task again.');
    });
    return { store: createTaskStore(stateStore(), cfg.tasks), runInBackground: (work: () => Promise<void>) => after(work) };
  });
  return { ...shared, callerKey: (req) => (req ? clientKey(req, cfg.trustProxy) : UNPLACED_CALLER) };
}
