/** The two protocol eras one server speaks: 2026-07-28 (stateless, `server/discover`) and the 2025 `initialize` era. */
export const ERA_IDS = ['modern', 'legacy'] as const;
export type EraId = (typeof ERA_IDS)[number];

export const MODERN_PROTOCOL_VERSION = '2026-07-28';
export const LEGACY_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'] as const;

export const ERAS: readonly { id: EraId; label: string; blurb: string }[] = [
  { id: 'modern', label: MODERN_PROTOCOL_VERSION, blurb: 'server/discover, then every request carries its own _meta.' },
  { id: 'legacy', label: '2025 (initialize)', blurb: 'The initialize handshake first, then requests.' },
];

export function eraOfProtocolVersion(version: string | null | undefined): EraId | undefined {
  if (version === MODERN_PROTOCOL_VERSION) return 'modern';
  if (version && (LEGACY_PROTOCOL_VERSIONS as readonly string[]).includes(version)) return 'legacy';
  return undefined;
}
