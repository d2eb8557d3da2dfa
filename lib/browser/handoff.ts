/**
 * A bearer credential one page (the sign-in walkthrough) leaves for a door, so another (the playground,
 * the JWT lab, the tour) can use it without the person copying it across. Session storage only, never
 * persisted; unavailable storage (private mode, a sandboxed frame) just means nothing was handed over.
 */
import { type DoorId, HANDOFF_KEY } from '../vocabulary';

export function handedOffCredential(door: DoorId): string | undefined {
  if (door === 'open') return undefined;
  try {
    return sessionStorage.getItem(HANDOFF_KEY(door)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function handOffCredential(door: Exclude<DoorId, 'open'>, credential: string): void {
  try {
    sessionStorage.setItem(HANDOFF_KEY(door), credential);
  } catch {
    /* storage unavailable: the other pages ask for a paste instead */
  }
}
