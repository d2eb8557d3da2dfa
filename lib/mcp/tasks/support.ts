/** What the Tasks extension needs from the process it runs in. */
import type { TaskStore } from './task-store';
import type { TaskTool } from './task-tool';

export interface TaskSupport {
  store: TaskStore;
  /** Runs a task's work after the response: Next's after() inside Next, in process elsewhere (stdio, tests). */
  runInBackground: (work: () => Promise<void>) => void;
  /** Task tools besides the server's own (analyze_corpus, refine_prompt): the conformance fixture's. */
  tools?: readonly TaskTool[];
}
