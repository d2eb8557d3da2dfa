export { createPromptsServer, type CreateServerOptions } from './server';
export type { DoorAuth, DoorInfo, ServerEnvironment } from './capability';
export { analysisActivity } from './activity';
export { analysisService, createAnalysisService, DEFAULT_ANALYSIS_LIMITS, type Admission, type AnalysisOptions, type AnalysisService } from './analysis';
export { INSTRUCTIONS } from './instructions';
export { TOOLS, TOOL_NAMES, TOOL_SCOPES, type DefinedTool } from './tools';
export { SERVER_INFO } from './server-info';
export { serverTimings, withMeter } from './meter';
export {
  createTaskStore,
  declaresTasks,
  parkTask,
  runTask,
  TASKS_EXTENSION_ID,
  type TaskCall,
  type TaskLimits,
  type TaskStore,
  type TaskSupport,
  type TaskTool,
} from './tasks';
export { openTaskWatch, type TaskWatch } from './tasks/task-watch';
export { principalOfAuth } from './tasks/principal';
