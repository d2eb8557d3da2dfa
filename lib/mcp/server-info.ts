/** The server's name and version as clients see them (serverInfo). */
import pkg from '../../package.json' with { type: 'json' };

export const SERVER_INFO = { name: 'prompts-observatory', title: 'Prompts Observatory', version: pkg.version } as const;
