/**
 * Registration in the walkthrough, explained before it is chosen. A client ID metadata document comes first, as
 * 2026-07-28 prefers, and the walkthrough opens on it on every deployment: the built-in issuer knows this
 * deployment's own document from its configuration, without a fetch, wherever its origin is (https, or plain http
 * on a laptop or a workshop's LAN). Dynamic registration is shown second, as what 2025-era clients still do. `?registration=cimd|dcr` picks either.
 */
import type { Registration } from '../oauth-client';

/** The order the page offers them in: the 2026-07-28 way first. */
export const REGISTRATIONS: readonly Registration[] = ['cimd', 'dcr'];

export const REGISTRATION_LABELS: Record<Registration, string> = {
  cimd: 'Client ID metadata document',
  dcr: 'Dynamic registration (older clients)',
};

/** The live URLs an explanation names: this deployment's, from its configuration. */
export interface RegistrationUrls {
  /** The walkthrough client's metadata document: its client_id under the first way. */
  document: string;
  /** The issuer's registration endpoint (RFC 7591), for the second. */
  registrationEndpoint: string;
}

/** One way, in plain words: what the client does (around the live URL it uses) and what it costs the issuer. */
export interface RegistrationExplained {
  does: readonly [before: string, url: string, after: string];
  costs: string;
}

export function explainRegistration(r: Registration, urls: RegistrationUrls): RegistrationExplained {
  return r === 'cimd'
    ? {
        does: [
          'The client’s id is a web address where it publishes its name and the addresses you may be sent back to: ',
          urls.document,
          '. When you sign in, the issuer fetches that document and believes it, because only the client controls that address. Nothing is registered beforehand.',
        ],
        costs:
          'A fetch on every sign-in, which it must guard so a client cannot aim it inside the issuer’s network (https on a public address only, a size and time limit, no redirects), and nothing to store. This deployment’s own document it knows from its configuration, without a fetch.',
      }
    : {
        does: [
          'The client first POSTs its name and return address to ',
          urls.registrationEndpoint,
          ' and gets an id back, before any sign-in. What 2025-era clients still do; deprecated in 2026-07-28.',
        ],
        costs:
          'An endpoint anyone may write to: it must keep every registration (this one seals it into the id, so it stores nothing) and rate-limit the endpoint, and each client registers again with every server it meets.',
      };
}

export function openingRegistration(asked: string | undefined): Registration {
  return asked === 'dcr' ? 'dcr' : 'cimd';
}
