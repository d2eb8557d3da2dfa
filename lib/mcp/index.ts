import { APP_TOOL_SCOPES } from './apps';
import { TOOL_SCOPES as MODEL_TOOL_SCOPES } from './tools';

export { createPromptsServer } from './server';
export type { DoorAuth, ServerEnvironment } from './capability';
export { analysisActivity } from './activity';
export { analysisService, createAnalysisService, DEFAULT_ANALYSIS_LIMITS, type AnalysisService } from './analysis';
export { REPLAYABLE_TOOLS, TOOLS, TOOL_NAMES } from './tools';
export { replayedMeter } from './meter';
/** What an OAuth door checks per tool: the model's tools and the app-only ones (./apps). */
export const TOOL_SCOPES: typeof MODEL_TOOL_SCOPES = { ...MODEL_TOOL_SCOPES, ...APP_TOOL_SCOPES };
export { SERVER_INFO } from './server-info';
export {
  createTaskStore,
  declaresTasks,
  endRunningTasks,
  parkTask,
  runTask,
  type TaskStore,
  type TaskSupport,
  type TaskTool,
} from './tasks';
export { openTaskWatch } from './tasks/task-watch';
export { principalOfAuth, UNPLACED_CALLER } from './tasks/principal';
