/**
 * Where one page (the walkthrough) leaves a bearer credential for a door so another (the playground,
 * the JWT lab) can use it without the person copying it across. Session storage only, never persisted.
 */
import type { DoorId } from './doors';

export const HANDOFF_KEY = (door: Exclude<DoorId, 'open'>) => `mcp-observatory.bearer.${door}`;
