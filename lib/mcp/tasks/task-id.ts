/**
 * Task ids: the store epoch they were made in (a tag of it), then 192 random bits, base64url. The tag
 * lets any instance tell a task the store lost in a restart ("lost") from one that never existed.
 * An id is not a capability: a task answers only its owner (principal.ts).
 */
import { randomBytes } from 'node:crypto';

const TAG_LENGTH = 8;

export function newTaskId(epoch: string): string {
  return `${epochTag(epoch)}.${randomBytes(24).toString('base64url')}`;
}

export function epochTag(epoch: string): string {
  return epoch.slice(0, TAG_LENGTH);
}

/** The epoch tag an id was made under; undefined for an id of another shape (never made here). */
export function taskEpochTag(taskId: string): string | undefined {
  const dot = taskId.indexOf('.');
  return dot === TAG_LENGTH ? taskId.slice(0, dot) : undefined;
}
