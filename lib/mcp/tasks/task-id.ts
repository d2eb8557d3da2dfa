/** Task ids are bearer capabilities on the open door: 192 random bits, base64url. */
import { randomBytes } from 'node:crypto';

export function newTaskId(): string {
  return randomBytes(24).toString('base64url');
}
