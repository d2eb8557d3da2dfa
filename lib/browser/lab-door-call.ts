/**
 * A door call for the labs, which may aim at the naive door: the door's answer plus the label the
 * naive door puts on every answer (NAIVE_DOOR.header), read from the tap's record of the wire.
 */
import { NAIVE_DOOR } from '../vocabulary';
import { callDoor, type DoorAnswer, type DoorCall } from './door-calls';
import type { Tap } from './tap';

export type LabDoorAnswer = DoorAnswer & { labDoor?: string };

/** The newest exchange's sequence number (the store is capped, so not a count): pass it to `labelOn` to look only at what came after. */
export const tapMark = (tap: Tap): number => tap.last()?.exchange.seq ?? -1;

/**
 * The label `header` on the tap's newest answer from `path` (the naive door's or the naive issuer's) made
 * since `mark`, if it carried one. By path, not merely the newest: another attack may share the tap.
 */
export function labelOn(tap: Tap, header: string, path: string, mark: number): string | undefined {
  const name = header.toLowerCase();
  const entries = tap.store.getSnapshot().entries;
  for (let i = entries.length - 1; i >= 0; i--) {
    const x = entries[i]!.exchange;
    if (x.seq <= mark) break;
    // A base for a relative URL: only the path is compared.
    if (!URL.canParse(x.request.url, 'http://tap.invalid') || new URL(x.request.url, 'http://tap.invalid').pathname !== path) continue;
    return x.response?.headers.find(([k]) => k.toLowerCase() === name)?.[1];
  }
  return undefined;
}

export async function callLabDoor(call: DoorCall): Promise<LabDoorAnswer> {
  const mark = tapMark(call.tap);
  const answer = await callDoor(call);
  const label = labelOn(call.tap, NAIVE_DOOR.header, NAIVE_DOOR.path, mark);
  return label ? { ...answer, labDoor: label } : answer;
}
