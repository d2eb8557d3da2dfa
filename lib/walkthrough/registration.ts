/**
 * Which registration the walkthrough opens on. A client ID metadata document is the 2026-07-28 default, so the
 * walkthrough opens there wherever this deployment's issuer can fetch the walkthrough's own document: an https
 * origin, or a loopback one where loopback documents are allowed (`next dev`). A production build on plain http
 * (a laptop's `npm start`, a workshop's LAN address) has an issuer that refuses http documents, so there it
 * opens on dynamic registration and says why. `?registration=cimd|dcr` picks either, whatever the default.
 */
import type { Registration } from '../oauth-client';

export const REGISTRATION_LABELS: Record<Registration, string> = {
  cimd: 'Client ID metadata document',
  dcr: 'Dynamic registration (older clients)',
};

/** What each costs the issuer, said beside the choice. */
export const REGISTRATION_COSTS: Record<Registration, string> = {
  cimd: 'The client’s id is a URL to its own metadata. The issuer stores nothing, but fetches that URL when the client signs in, so it must guard the fetch (https only, no private addresses, a size cap) and may cache it.',
  dcr: 'What 2025-era clients still do (deprecated in 2026-07-28): anyone may register, so the issuer must keep or seal every registration and rate-limit the endpoint, and a client registers again with every server it meets.',
};

export const NO_HTTP_DOCUMENTS =
  'Opened on dynamic registration: this deployment is served over plain http, and its issuer fetches client metadata documents over https only.';

export function openingRegistration(
  asked: string | undefined,
  where: { https: boolean; loopbackDocuments: boolean },
): { registration: Registration; fallback?: string } {
  if (asked === 'cimd' || asked === 'dcr') return { registration: asked };
  return where.https || where.loopbackDocuments ? { registration: 'cimd' } : { registration: 'dcr', fallback: NO_HTTP_DOCUMENTS };
}
