/**
 * Tasks that wait for the client: a task parks input_required with its inputRequests; tasks/update
 * (on any instance) collects the answers, and once every pending request is answered exactly one
 * instance claims the round and carries the work on, after its ack, with the task's resumer. The
 * resumer is named in the stored record (`resume.kind`), so the instance that resumes need not be the
 * one that parked it. A resumer finishes the task or asks for another round.
 */
import type { JSONObject } from '@modelcontextprotocol/server';
import { holdTask } from './running';
import type { TaskRecord } from './task-record';
import { recordTaskFailure } from './task-failure';
import type { TaskStore } from './task-store';

export type ResumeStep =
  | { kind: 'complete'; result: JSONObject; statusMessage: string }
  | { kind: 'input'; inputRequests: Record<string, JSONObject>; statusMessage: string };

export type Resumer = (args: JSONObject, answers: Record<string, JSONObject>) => Promise<ResumeStep>;

export type Resumers = Readonly<Record<string, Resumer>>;

const isObject = (v: unknown): v is JSONObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * tasks/update's effect: answers to pending keys are kept (others ignored, as the spec allows); the
 * task stays input_required with only the unanswered keys, or, when none is left, moves to working and
 * `resume` is handed the work. Returns the record as it now stands.
 */
export async function deliverInput(
  store: TaskStore,
  record: TaskRecord,
  responses: Record<string, unknown>,
  resume: (working: TaskRecord, answers: Record<string, JSONObject>) => void,
): Promise<TaskRecord> {
  if (record.status !== 'input_required') return record;
  const pending = record.inputRequests ?? {};
  const answers: Record<string, JSONObject> = { ...record.inputResponses };
  for (const [key, value] of Object.entries(responses)) if (key in pending && isObject(value)) answers[key] = value;
  const remaining = Object.fromEntries(Object.entries(pending).filter(([key]) => !(key in answers)));
  if (Object.keys(answers).length === Object.keys(record.inputResponses ?? {}).length) return record; // nothing new
  if (Object.keys(remaining).length > 0) {
    return store.update(record, {
      inputRequests: remaining,
      inputResponses: answers,
      statusMessage: `Waiting for ${Object.keys(remaining).length} more answer(s)`,
    });
  }
  // The last answer: one instance resumes this round, whatever else arrives concurrently.
  if (!(await store.claim(record, `round:${record.lastUpdatedAt}`))) return record;
  const working = await store.update(record, { status: 'working', statusMessage: 'Input received; continuing' });
  resume(working, answers);
  return working;
}

/** Runs a task's resumer and records what it decided; a throw fails the task with a reference id. */
export async function continueTask(store: TaskStore, resumers: Resumers, working: TaskRecord, answers: Record<string, JSONObject>): Promise<void> {
  let record = working;
  const held = holdTask(store, working);
  try {
    const resumer = working.resume ? resumers[working.resume.kind] : undefined;
    if (!resumer || !working.resume) throw new Error(`no resumer for task kind ${working.resume?.kind ?? '(none)'}`);
    const step = await resumer(working.resume.args, answers);
    if (held.signal.aborted) return; // lost with the store, or ended by a shutdown
    if (await store.cancelRequested(record.taskId)) {
      record = await store.update(record, { status: 'cancelled', statusMessage: 'Cancelled' });
      return;
    }
    record =
      step.kind === 'complete'
        ? await store.update(record, { status: 'completed', statusMessage: step.statusMessage, result: step.result })
        : await store.update(record, { status: 'input_required', statusMessage: step.statusMessage, inputRequests: step.inputRequests, inputResponses: {} });
  } catch (err) {
    if (!held.signal.aborted) await recordTaskFailure(store, record, err, 'resuming a task');
  } finally {
    held.release();
  }
}
