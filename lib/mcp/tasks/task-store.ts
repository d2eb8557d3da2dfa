/**
 * Tasks in the shared state store (lib/state: Redis when REDIS_URL is set), so any instance can
 * answer tasks/get or take a tasks/cancel for work another instance runs. Per task:
 * - `task:<id>`: the record while it is open (working or input_required), written by its worker,
 *   and never once the task has ended (SET unless `task-end:<id>` exists);
 * - `task-end:<id>`: the terminal record, written once (SET NX): whoever ends a task first (its
 *   worker, a reader that found the worker gone, tasks/cancel) decides how it ended, for everyone;
 * - `task-live:<id>`: the worker's lease while the task is working, renewed every third of
 *   `leaseMs`; a working task without one has lost its instance, and whoever reads it next ends it
 *   `failed` ("the instance running it stopped"). So every task is terminal within `leaseMs` of its
 *   instance dying (plus the reader's next poll);
 * - `task-cancel:<id>`: the cancel flag, read by the worker between chunks (and by whoever ends an
 *   orphaned task: it then ends cancelled).
 * A task's id carries the store epoch it was made in: one the store lost in a restart answers "lost".
 * Every write is also published on the task's channel, so a subscriptions/listen stream on any
 * instance sees it (Redis pub/sub; memory: this process).
 */
import { isStateUnavailable, type StateStore } from '../../state';
import { epochTag, newTaskId, taskEpochTag } from './task-id';
import { TERMINAL_STATUSES, type TaskRecord } from './task-record';

export interface TaskLimits {
  /** How long a task is kept, from creation (finite, as the spec asks). */
  ttlMs: number;
  /** How often clients should poll tasks/get. */
  pollIntervalMs: number;
  /** Tasks parked on input (refine_prompt's) one caller may start per TTL, across instances. */
  parkedPerPrincipal?: number;
  /** The same for this instance, whoever starts them. */
  parkedPerInstance?: number;
  /** A working task's lease: it ends `failed` this long after its instance last checked in. */
  leaseMs?: number;
  /** The most one task's record may hold (UTF-8 bytes, as Redis keeps it): its answers, its result. */
  maxRecordBytes?: number;
}

export const DEFAULT_PARKED_PER_PRINCIPAL = 20;
export const DEFAULT_PARKED_PER_INSTANCE = 500;
export const DEFAULT_LEASE_MS = 15_000;
export const DEFAULT_MAX_RECORD_BYTES = 256 * 1024;

/** The final write is tried this many times, waiting twice as long each time from the first wait. */
const FINAL_WRITE_ATTEMPTS = 6;
const FINAL_WRITE_FIRST_WAIT_MS = 200;

export type ParkedAdmission = { ok: true } | { ok: false; scope: 'principal' | 'instance'; limit: number; retryAfterS: number };

/** After its TTL a task still answers "expired" this long, then it is gone ("not found"). */
const EXPIRED_GRACE_MS = 10 * 60_000;

export type TaskLookup = { kind: 'found'; record: TaskRecord } | { kind: 'expired' } | { kind: 'not-found' } | { kind: 'lost' };

const taskKey = (id: string) => `task:${id}`;
const endKey = (id: string) => `task-end:${id}`;
const liveKey = (id: string) => `task-live:${id}`;
const cancelKey = (id: string) => `task-cancel:${id}`;
const claimKey = (id: string, what: string) => `task-claim:${id}:${what}`;
/** The channel a task's every write is published on (the whole record, owner included: listeners check it). */
export const taskChannel = (id: string) => `task:${id}`;

/** What a task whose instance stopped checking in ends with. */
export const ORPHANED_MESSAGE = 'The instance running this task stopped (or lost the shared store) before recording how it ended; start it again.';

/** What a task ends with when the store, full, refused its progress or its result. */
export const FULL_MESSAGE = 'The shared store is full: this task could not record its progress or its result; try again once it has room.';

type TaskChange = Partial<Pick<TaskRecord, 'status' | 'statusMessage' | 'result' | 'error' | 'inputRequests' | 'inputResponses' | 'resume'>>;

/** A record larger than the per-task budget: refused before it is stored. */
export class TaskTooLargeError extends Error {
  override readonly name = 'TaskTooLargeError';
}

export interface TaskStore {
  /** A new task, durable before it returns; `start` lets it begin input_required (with its requests). */
  create(owner: string, statusMessage: string, start?: Pick<TaskChange, 'status' | 'inputRequests' | 'resume'>): Promise<TaskRecord>;
  /** A task the owner may see; another principal's task is "not-found", never "forbidden". */
  lookup(taskId: string, owner: string): Promise<TaskLookup>;
  /** The same for several tasks in one round trip (a listen stream's re-read). */
  lookupMany(taskIds: readonly string[], owner: string): Promise<TaskLookup[]>;
  /** Counts one task parked on input for `caller` (whose budget: see principal.ts), or says which cap it would pass. */
  admitParked(caller: string): Promise<ParkedAdmission>;
  /**
   * Merge a change into the task and stamp lastUpdatedAt. Returns the task as it now stands: if it
   * ended elsewhere meanwhile (cancelled, found orphaned), that terminal record, and the worker stops.
   * A terminal change is retried on a store fault (bounded); one too large for the budget, or refused
   * by a full store, ends the task failed saying so.
   */
  update(record: TaskRecord, change: TaskChange): Promise<TaskRecord>;
  /** Holds a working task's lease until the returned function is called; `onLost` runs if the store lost the task. */
  keepAlive(record: TaskRecord, onLost: () => void): () => void;
  /** The byte budget of one record (what tasks/update may add is checked against it). */
  readonly maxRecordBytes: number;
  requestCancel(taskId: string, ttlMs: number): Promise<void>;
  cancelRequested(taskId: string): Promise<boolean>;
  /** True for exactly one caller across instances (SET NX): e.g. who resumes a task once its input is complete. */
  claim(record: TaskRecord, what: string): Promise<boolean>;
  /** Every later write of this task, on whichever instance makes it. Resolves once subscribed. */
  watch(taskId: string, onRecord: (record: TaskRecord) => void): Promise<() => Promise<void>>;
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createTaskStore(state: StateStore, limits: TaskLimits, now: () => number = Date.now): TaskStore {
  /** When this instance parked each task still inside the window (at most parkedPerInstance of them). */
  const parkedHere: number[] = [];
  const leaseMs = limits.leaseMs ?? DEFAULT_LEASE_MS;
  const maxRecordBytes = limits.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES;
  const stamp = () => new Date(now()).toISOString();
  const keepMs = (record: TaskRecord) => Math.max(1, Date.parse(record.createdAt) + record.ttlMs + EXPIRED_GRACE_MS - now());
  /** The store lost this task: it was made in an epoch the store no longer is in. */
  const fromLostEpoch = (taskId: string, epoch: string | undefined) => {
    const tag = taskEpochTag(taskId);
    return epoch !== undefined && tag !== undefined && tag !== epochTag(epoch);
  };
  const publish = (json: string, taskId: string) => state.publish(taskChannel(taskId), json).catch(() => undefined);
  const encode = (record: TaskRecord) => {
    const json = JSON.stringify(record);
    if (utf8(json) > maxRecordBytes) throw new TaskTooLargeError(`a task may keep ${maxRecordBytes} bytes; this one would take ${utf8(json)}`);
    return json;
  };

  /** Ends a task once for everyone: the first terminal write wins; returns how it ended. */
  const end = async (record: TaskRecord): Promise<TaskRecord> => {
    const json = encode(record);
    if (await state.setIfAbsent(endKey(record.taskId), json, keepMs(record))) {
      // Status pushes are a convenience on top of tasks/get: a lost publish must not fail the work.
      await publish(json, record.taskId);
      return record;
    }
    const stored = await state.get(endKey(record.taskId));
    return stored === undefined ? record : (JSON.parse(stored) as TaskRecord);
  };
  const failedWith = (record: TaskRecord, message: string): TaskRecord => {
    const next: TaskRecord = { ...record, status: 'failed', statusMessage: message, error: { code: -32603, message }, lastUpdatedAt: stamp() };
    delete next.result;
    delete next.inputRequests;
    delete next.inputResponses;
    delete next.resume;
    return next;
  };
  /** The final write, retried on store faults; a result too large or refused as full ends it failed saying so. */
  const endRetrying = async (record: TaskRecord): Promise<TaskRecord> => {
    let next = record;
    for (let attempt = 1; ; attempt++) {
      try {
        return await end(next);
      } catch (err) {
        if (err instanceof TaskTooLargeError) {
          next = failedWith(next, `The task's result is too large to keep (${err.message}).`);
          continue;
        }
        if (!isStateUnavailable(err) || attempt >= FINAL_WRITE_ATTEMPTS) throw err;
        if (err.reason === 'full' && next.status !== 'failed') next = failedWith(next, FULL_MESSAGE);
        await sleep(FINAL_WRITE_FIRST_WAIT_MS * 2 ** (attempt - 1));
      }
    }
  };

  /** What a lookup makes of a task's keys: its terminal record, or its open one (ended now if its worker is gone). */
  const resolve = async (taskId: string, keys: (string | undefined)[], owner: string, epochNow: () => Promise<string>): Promise<TaskLookup> => {
    const [open, ended, live, cancelAsked] = keys;
    const raw = ended ?? open;
    if (raw === undefined) return fromLostEpoch(taskId, await epochNow()) ? { kind: 'lost' } : { kind: 'not-found' };
    const record = JSON.parse(raw) as TaskRecord;
    if (record.owner !== owner) return { kind: 'not-found' };
    if (now() > Date.parse(record.createdAt) + record.ttlMs) return { kind: 'expired' };
    if (ended === undefined && fromLostEpoch(taskId, state.lastEpoch())) return { kind: 'lost' };
    if (ended === undefined && record.status === 'working' && live === undefined) {
      // Its instance stopped checking in: end it for everyone (cancelled, if that was asked).
      const orphaned =
        cancelAsked === undefined
          ? failedWith(record, ORPHANED_MESSAGE)
          : { ...failedWith(record, ORPHANED_MESSAGE), status: 'cancelled' as const, statusMessage: 'Cancelled (the instance running it had stopped)' };
      if (orphaned.status === 'cancelled') delete orphaned.error;
      try {
        return { kind: 'found', record: await end(orphaned) };
      } catch (err) {
        // A full store refused the write: that is how it ended all the same. Any other fault: say so, decide nothing.
        if (isStateUnavailable(err) && err.reason === 'full') return { kind: 'found', record: failedWith(record, FULL_MESSAGE) };
        throw err;
      }
    }
    return { kind: 'found', record };
  };
  const lookupMany = async (taskIds: readonly string[], owner: string) => {
    if (taskIds.length === 0) return [];
    // One round trip for every id: its open record, its terminal record, its lease and its cancel flag.
    const raw = await state.getMany(taskIds.flatMap((id) => [taskKey(id), endKey(id), liveKey(id), cancelKey(id)]));
    // Ids found nowhere ask the store's epoch (lost, or never made?): once for the whole lookup.
    let epoch: Promise<string> | undefined;
    const epochNow = () => (epoch ??= state.epoch());
    return Promise.all(taskIds.map((id, i) => resolve(id, raw.slice(4 * i, 4 * i + 4), owner, epochNow)));
  };
  const renewLease = (record: TaskRecord) => state.set(liveKey(record.taskId), '1', Math.min(leaseMs, keepMs(record)));

  return {
    maxRecordBytes,
    async create(owner, statusMessage, start = {}) {
      const at = stamp();
      const record: TaskRecord = {
        taskId: newTaskId(await state.epoch()),
        owner,
        status: 'working',
        statusMessage,
        createdAt: at,
        lastUpdatedAt: at,
        ttlMs: limits.ttlMs,
        pollIntervalMs: limits.pollIntervalMs,
        ...start,
      };
      const json = encode(record);
      // The lease before the record: no reader may find it working without one.
      if (record.status === 'working') await renewLease(record);
      // Durable before the handle is answered: a tasks/get on any instance must find it.
      await state.set(taskKey(record.taskId), json, keepMs(record));
      await publish(json, record.taskId);
      return record;
    },
    lookup: async (taskId, owner) => (await lookupMany([taskId], owner))[0]!,
    lookupMany,
    async admitParked(caller) {
      // Per instance first (no round trip), then per caller in the shared store (every instance counts).
      const windowMs = limits.ttlMs;
      const at = now();
      while (parkedHere.length > 0 && parkedHere[0]! <= at - windowMs) parkedHere.shift();
      const perInstance = limits.parkedPerInstance ?? DEFAULT_PARKED_PER_INSTANCE;
      if (parkedHere.length >= perInstance) {
        return { ok: false, scope: 'instance', limit: perInstance, retryAfterS: Math.max(1, Math.ceil((parkedHere[0]! + windowMs - at) / 1000)) };
      }
      const perPrincipal = limits.parkedPerPrincipal ?? DEFAULT_PARKED_PER_PRINCIPAL;
      const durationS = Math.max(1, Math.ceil(windowMs / 1000));
      const decision = await state.rateLimiter({ name: 'parked-tasks', points: perPrincipal, durationS }).consume(caller);
      if (!decision.allowed) return { ok: false, scope: 'principal', limit: perPrincipal, retryAfterS: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) };
      parkedHere.push(at);
      return { ok: true };
    },
    async update(record, change) {
      if (TERMINAL_STATUSES.includes(record.status)) return record;
      const next: TaskRecord = { ...record, ...change, lastUpdatedAt: stamp() };
      // Pending input belongs to input_required alone; a task that moves on forgets it.
      if (next.status !== 'input_required') {
        delete next.inputRequests;
        delete next.inputResponses;
      }
      if (TERMINAL_STATUSES.includes(next.status)) {
        delete next.resume;
        return endRetrying(next);
      }
      const json = encode(next);
      if (next.status === 'working') await renewLease(next);
      if (await state.setUnless(taskKey(next.taskId), json, keepMs(next), endKey(next.taskId))) {
        await publish(json, next.taskId);
        return next;
      }
      // It ended elsewhere meanwhile: that is how it stands.
      const stored = await state.get(endKey(next.taskId));
      return stored === undefined ? next : (JSON.parse(stored) as TaskRecord);
    },
    keepAlive(record, onLost) {
      const beat = setInterval(
        () => {
          if (fromLostEpoch(record.taskId, state.lastEpoch())) {
            clearInterval(beat);
            onLost();
            return;
          }
          renewLease(record).catch(() => undefined); // a missed beat is covered by the next; the lease outlasts two
        },
        Math.max(1, Math.floor(leaseMs / 3)),
      );
      return () => clearInterval(beat);
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
