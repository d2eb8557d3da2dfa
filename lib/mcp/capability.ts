/** The capability card's inputs that only the caller knows: which doors exist and how each lets callers in. */
import type { AuthKind } from '../vocabulary';

export type DoorAuth = AuthKind;

export interface DoorInfo {
  /** e.g. "/api/mcp" or "stdio". */
  name: string;
  transport: 'stdio' | 'streamable-http';
  auth: DoorAuth;
}

/** Who issues the OAuth doors' tokens. `demo`: the built-in issuer, which approves anyone who clicks Approve. */
export type IssuerInfo = { kind: 'demo'; url: string } | { kind: 'external'; url: string } | { kind: 'off'; reason: string };

export interface ServerEnvironment {
  doors: DoorInfo[];
  /** Absent over stdio, which has no OAuth door. */
  issuer?: IssuerInfo;
}
