/**
 * What a task's traffic says, read off the wire tap: how many tasks/get polls and tasks/update answers went out, and the log
 * notifications (notifications/message) that came back on any response since the task started.
 * Pure: the playground's task panel renders it; a unit test feeds it recorded exchanges.
 */
import { exchangeFrames, type TranscriptEntry } from '../wire';

export interface LogLine {
  seq: number;
  level: string;
  logger?: string;
  data: unknown;
}

export interface TaskTraffic {
  polls: number;
  /** tasks/update requests sent for the task: answers to its input_required. */
  updates: number;
  logs: LogLine[];
}

export function taskTraffic(entries: readonly TranscriptEntry[], taskId?: string): TaskTraffic {
  let polls = 0;
  let updates = 0;
  const logs: LogLine[] = [];
  for (const entry of entries) {
    const frames = exchangeFrames(entry.exchange);
    for (const frame of frames) {
      const message = frame.message as { params?: Record<string, unknown> } | undefined;
      const ours = taskId === undefined || message?.params?.taskId === taskId;
      if (frame.direction === 'sent' && frame.method === 'tasks/get' && ours) polls++;
      if (frame.direction === 'sent' && frame.method === 'tasks/update' && ours) updates++;
      if (frame.direction === 'received' && frame.method === 'notifications/message') {
        const p = message?.params ?? {};
        logs.push({ seq: entry.exchange.seq, level: String(p.level ?? 'info'), ...(typeof p.logger === 'string' ? { logger: p.logger } : {}), data: p.data });
      }
    }
  }
  return { polls, updates, logs };
}

/** "Analysed 350 of 1381 prompts" → { progress: 350, total: 1381 }: the task's statusMessage as a bar. */
export function progressOf(message: string | undefined): { progress: number; total: number } | undefined {
  const m = message?.match(/(\d+) of (\d+)/);
  return m ? { progress: Number(m[1]), total: Number(m[2]) } : undefined;
}
