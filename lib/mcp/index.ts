export { createPromptsServer } from './server';
export type { DoorAuth, ServerEnvironment } from './capability';
export { analysisActivity } from './activity';
export { analysisService, createAnalysisService, DEFAULT_ANALYSIS_LIMITS, type AnalysisService } from './analysis';
export { TOOLS, TOOL_NAMES, TOOL_SCOPES } from './tools';
export { SERVER_INFO } from './server-info';
export {
  createTaskStore,
  declaresTasks,
  endRunningTasks,
  parkTask,
  runTask,
  TASKS_EXTENSION_ID,
  type TaskLimits,
  type TaskStore,
  type TaskSupport,
  type TaskTool,
} from './tasks';
export { openTaskWatch, type TaskWatch } from './tasks/task-watch';
export { principalOfAuth, UNPLACED_CALLER } from './tasks/principal';
