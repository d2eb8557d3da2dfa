/** The two protocol eras one server speaks: 2026-07-28 (stateless, `server/discover`) and the 2025 `initialize` era. */
import type { ProtocolEra } from '@modelcontextprotocol/client';

export const ERA_IDS = ['modern', 'legacy'] as const satisfies readonly ProtocolEra[];
export type EraId = (typeof ERA_IDS)[number];

/** The revision of the modern era (the SDK does not export its own name for it; tests check it serves it). */
export const MODERN_PROTOCOL_VERSION = '2026-07-28';
/** The 2025-era revisions this server's clients speak (each one the SDK's SUPPORTED_PROTOCOL_VERSIONS has; a test checks). */
export const LEGACY_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'] as const;
/** JSON-RPC batches were removed in this revision. */
export const BATCHES_REMOVED_IN = '2025-06-18';

export const ERAS: readonly { id: EraId; label: string; blurb: string }[] = [
  { id: 'modern', label: MODERN_PROTOCOL_VERSION, blurb: 'server/discover, then every request carries its own _meta.' },
  { id: 'legacy', label: '2025 (initialize)', blurb: 'The initialize handshake first, then requests.' },
];

/** How a revision's era is shown beside an exchange. */
export const eraLabel = (era: EraId): string => (era === 'modern' ? MODERN_PROTOCOL_VERSION : '2025 era');

/**
 * The era of a protocol revision. Revisions are dates: every one from 2026-07-28 on is of the modern era
 * (as the SDK decides), every earlier one (2024-11-05 too) of the initialize era; anything else none.
 */
export function eraOfProtocolVersion(version: string | null | undefined): EraId | undefined {
  if (!version || !/^\d{4}-\d{2}-\d{2}$/.test(version)) return undefined;
  return version >= MODERN_PROTOCOL_VERSION ? 'modern' : 'legacy';
}
