/** What the Tasks extension needs from the process it runs in. */
import type { TaskStore } from './task-store';

export interface TaskSupport {
  store: TaskStore;
  /** Runs a task's work after the response: Next's after() inside Next, in process elsewhere (stdio, tests). */
  runInBackground: (work: () => Promise<void>) => void;
}
