/**
 * A door call for the labs, which may aim at the naive door: the door's answer plus the label the
 * naive door puts on every answer (NAIVE_DOOR.header), read from the tap's record of the wire.
 */
import { NAIVE_DOOR } from '../vocabulary';
import { callDoor, type DoorAnswer, type DoorCall } from './door-calls';
import type { Tap } from './tap';

export type LabDoorAnswer = DoorAnswer & { labDoor?: string };

/** The label header on the tap's newest answer, if the naive door gave it. */
export function labDoorLabel(tap: Tap): string | undefined {
  const name = NAIVE_DOOR.header.toLowerCase();
  return tap.last()?.exchange.response?.headers.find(([k]) => k.toLowerCase() === name)?.[1];
}

export async function callLabDoor(call: DoorCall): Promise<LabDoorAnswer> {
  const answer = await callDoor(call);
  const label = labDoorLabel(call.tap);
  return label ? { ...answer, labDoor: label } : answer;
}
