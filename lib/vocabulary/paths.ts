/** Where things live on every deployment, besides the doors (see doors.ts). Paths only: the origin comes from config. */

/** The built-in authorization server: its issuer URL is `<origin>` + ISSUER_PATH. */
export const ISSUER_PATH = '/oauth';

export const ISSUER_ENDPOINT_PATHS = {
  authorization: `${ISSUER_PATH}/authorize`,
  token: `${ISSUER_PATH}/token`,
  registration: `${ISSUER_PATH}/register`,
  jwks: `${ISSUER_PATH}/jwks`,
  lab: `${ISSUER_PATH}/lab`,
  consent: `${ISSUER_PATH}/consent`,
} as const;

/** RFC 9728: protected-resource metadata for the resource at path P lives at this prefix + P. */
export const PRM_PREFIX = '/.well-known/oauth-protected-resource';
/** RFC 8414: authorization-server metadata for the issuer at path P lives at this prefix + P. */
export const ASM_PREFIX = '/.well-known/oauth-authorization-server';

/** The walkthrough's own client: its client ID metadata document and its redirect target. */
export const CLIENT_METADATA_PATH = '/auth/client-metadata.json';
export const CLIENT_CALLBACK_PATH = '/auth/callback';

export const HEALTH_PATH = '/api/health';

/**
 * Watch your own client: GET OBSERVE_PATH opens a private channel (303 to OBSERVE_PATH/<channel>, its
 * page); a client pointed at `<origin>` + OBSERVE_CHANNEL_PREFIX + `<channel>/api/mcp` is watched there.
 * Link to it with a plain <a> or prefetch={false}: following it opens a channel.
 */
export const OBSERVE_PATH = '/observe';
export const OBSERVE_CHANNEL_PREFIX = '/o/';
/** A room's short way into a channel: JOIN_PATH/<code> (lib/observe/join-code.ts); JOIN_PATH alone asks for the code. */
export const JOIN_PATH = '/join';
