/** The server's name and version as clients see them (serverInfo). */
import pkg from '../../package.json' with { type: 'json' };
import { MODERN_PROTOCOL_VERSION } from '../vocabulary';

export const SERVER_INFO = { name: 'prompts-observatory', title: 'Prompts Observatory', version: pkg.version } as const;

/** The stateless per-request revisions the SDK serves (server/discover advertises them; a test checks they agree). */
export const MODERN_REVISIONS = [MODERN_PROTOCOL_VERSION] as const;
