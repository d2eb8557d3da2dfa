/** The capability card's inputs that only the caller knows: which doors exist and how each lets callers in. */
import type { AuthKind } from '../vocabulary';

export type DoorAuth = AuthKind;

export interface DoorInfo {
  /** e.g. "/api/mcp" or "stdio". */
  name: string;
  transport: 'stdio' | 'streamable-http';
  auth: DoorAuth;
}

export interface ServerEnvironment {
  doors: DoorInfo[];
}
