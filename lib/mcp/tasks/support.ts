/** What the Tasks extension needs from the process it runs in. */
import type { CallerKeyOf } from './principal';
import type { TaskStore } from './task-store';
import type { TaskTool } from './task-tool';

export interface TaskSupport {
  store: TaskStore;
  /** Runs a task's work after the response: Next's after() inside Next, in process elsewhere (stdio, tests). */
  runInBackground: (work: () => Promise<void>) => void;
  /** Task tools besides the server's own (analyze_corpus, refine_prompt): the conformance fixture's. */
  tools?: readonly TaskTool[];
  /** Names a request's caller as the door's limits do (lib/limits/client-key.ts); without it every caller is one. */
  callerKey?: CallerKeyOf;
}
