/**
 * Tasks in the shared state store (lib/state: Redis when REDIS_URL is set), so any instance can
 * answer tasks/get or take a tasks/cancel for work another instance runs. One JSON value per task,
 * written only by its worker after creation; a separate cancel flag, written by tasks/cancel and
 * read by the worker between chunks. Every write is also published on the task's channel, so a
 * subscriptions/listen stream on any instance sees it (Redis pub/sub; memory: this process).
 */
import type { StateStore } from '../../state';
import { newTaskId } from './task-id';
import { TERMINAL_STATUSES, type TaskRecord } from './task-record';

export interface TaskLimits {
  /** How long a task is kept, from creation (finite, as the spec asks). */
  ttlMs: number;
  /** How often clients should poll tasks/get. */
  pollIntervalMs: number;
  /** Tasks parked on input (refine_prompt's) one principal may start per TTL, across instances. */
  parkedPerPrincipal?: number;
  /** The same for this instance, whoever starts them. */
  parkedPerInstance?: number;
}

export const DEFAULT_PARKED_PER_PRINCIPAL = 20;
export const DEFAULT_PARKED_PER_INSTANCE = 500;

export type ParkedAdmission = { ok: true } | { ok: false; scope: 'principal' | 'instance'; limit: number; retryAfterS: number };

/** After its TTL a task still answers "expired" this long, then it is gone ("not found"). */
const EXPIRED_GRACE_MS = 10 * 60_000;

export type TaskLookup = { kind: 'found'; record: TaskRecord } | { kind: 'expired' } | { kind: 'not-found' };

const taskKey = (id: string) => `task:${id}`;
const cancelKey = (id: string) => `task-cancel:${id}`;
const claimKey = (id: string, what: string) => `task-claim:${id}:${what}`;
/** The channel a task's every write is published on (the whole record, owner included: listeners check it). */
export const taskChannel = (id: string) => `task:${id}`;

type TaskChange = Partial<Pick<TaskRecord, 'status' | 'statusMessage' | 'result' | 'error' | 'inputRequests' | 'inputResponses' | 'resume'>>;

export interface TaskStore {
  /** A new task, durable before it returns; `start` lets it begin input_required (with its requests). */
  create(owner: string, statusMessage: string, start?: Pick<TaskChange, 'status' | 'inputRequests' | 'resume'>): Promise<TaskRecord>;
  /** A task the owner may see; another principal's task is "not-found", never "forbidden". */
  lookup(taskId: string, owner: string): Promise<TaskLookup>;
  /** The same for several tasks in one round trip (a listen stream's re-read). */
  lookupMany(taskIds: readonly string[], owner: string): Promise<TaskLookup[]>;
  /** Counts one task parked on input for `owner`, or says which cap it would pass. */
  admitParked(owner: string): Promise<ParkedAdmission>;
  /** Worker side: merge a change into the task and stamp lastUpdatedAt. Terminal tasks stay as they are. */
  update(record: TaskRecord, change: TaskChange): Promise<TaskRecord>;
  requestCancel(taskId: string, ttlMs: number): Promise<void>;
  cancelRequested(taskId: string): Promise<boolean>;
  /** True for exactly one caller across instances (SET NX): e.g. who resumes a task once its input is complete. */
  claim(record: TaskRecord, what: string): Promise<boolean>;
  /** Every later write of this task, on whichever instance makes it. Resolves once subscribed. */
  watch(taskId: string, onRecord: (record: TaskRecord) => void): Promise<() => Promise<void>>;
}

export function createTaskStore(state: StateStore, limits: TaskLimits, now: () => number = Date.now): TaskStore {
  /** When this instance parked each task still inside the window (at most parkedPerInstance of them). */
  const parkedHere: number[] = [];
  const visible = (raw: string | undefined, owner: string): TaskLookup => {
    if (raw === undefined) return { kind: 'not-found' };
    const record = JSON.parse(raw) as TaskRecord;
    if (record.owner !== owner) return { kind: 'not-found' };
    if (now() > Date.parse(record.createdAt) + record.ttlMs) return { kind: 'expired' };
    return { kind: 'found', record };
  };
  const keepMs = (record: TaskRecord) => Math.max(1, Date.parse(record.createdAt) + record.ttlMs + EXPIRED_GRACE_MS - now());
  const save = async (record: TaskRecord) => {
    const json = JSON.stringify(record);
    await state.set(taskKey(record.taskId), json, keepMs(record));
    // Status pushes are a convenience on top of tasks/get: a lost publish must not fail the work.
    await state.publish(taskChannel(record.taskId), json).catch(() => undefined);
  };

  return {
    async create(owner, statusMessage, start = {}) {
      const at = new Date(now()).toISOString();
      const record: TaskRecord = {
        taskId: newTaskId(),
        owner,
        status: 'working',
        statusMessage,
        createdAt: at,
        lastUpdatedAt: at,
        ttlMs: limits.ttlMs,
        pollIntervalMs: limits.pollIntervalMs,
        ...start,
      };
      // Durable before the handle is answered: a tasks/get on any instance must find it.
      await save(record);
      return record;
    },
    lookup: async (taskId, owner) => visible(await state.get(taskKey(taskId)), owner),
    lookupMany: async (taskIds, owner) => (await state.getMany(taskIds.map(taskKey))).map((raw) => visible(raw, owner)),
    async admitParked(owner) {
      // Per instance first (no round trip), then per principal in the shared store (every instance counts).
      const windowMs = limits.ttlMs;
      const at = now();
      while (parkedHere.length > 0 && parkedHere[0]! <= at - windowMs) parkedHere.shift();
      const perInstance = limits.parkedPerInstance ?? DEFAULT_PARKED_PER_INSTANCE;
      if (parkedHere.length >= perInstance) {
        return { ok: false, scope: 'instance', limit: perInstance, retryAfterS: Math.max(1, Math.ceil((parkedHere[0]! + windowMs - at) / 1000)) };
      }
      const perPrincipal = limits.parkedPerPrincipal ?? DEFAULT_PARKED_PER_PRINCIPAL;
      const durationS = Math.max(1, Math.ceil(windowMs / 1000));
      const decision = await state.rateLimiter({ name: 'parked-tasks', points: perPrincipal, durationS }).consume(owner);
      if (!decision.allowed) return { ok: false, scope: 'principal', limit: perPrincipal, retryAfterS: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) };
      parkedHere.push(at);
      return { ok: true };
    },
    async update(record, change) {
      if (TERMINAL_STATUSES.includes(record.status)) return record;
      const next: TaskRecord = { ...record, ...change, lastUpdatedAt: new Date(now()).toISOString() };
      // Pending input belongs to input_required alone; a task that moves on forgets it.
      if (next.status !== 'input_required') {
        delete next.inputRequests;
        delete next.inputResponses;
      }
      if (TERMINAL_STATUSES.includes(next.status)) delete next.resume;
      await save(next);
      return next;
    },
    requestCancel: (taskId, ttlMs) => state.set(cancelKey(taskId), '1', ttlMs + EXPIRED_GRACE_MS),
    cancelRequested: async (taskId) => (await state.get(cancelKey(taskId))) !== undefined,
    claim: (record, what) => state.setIfAbsent(claimKey(record.taskId, what), '1', keepMs(record)),
    watch: (taskId, onRecord) =>
      state.subscribe(taskChannel(taskId), (message) => {
        try {
          onRecord(JSON.parse(message) as TaskRecord);
        } catch {
          /* not a record: ignore */
        }
      }),
  };
}
