/** The doors this deployment opens, and the description of them the capability card shows. */
import type { ServerEnvironment } from '../mcp';
import { createDoor } from './door';
import { openGuard } from './guard';

export function httpEnvironment(): ServerEnvironment {
  return {
    doors: [
      { name: '/api/mcp', transport: 'streamable-http', auth: 'none' },
      { name: 'stdio', transport: 'stdio', auth: 'none' },
    ],
  };
}

/** /api/mcp: open by default. */
export const mainDoor = createDoor({ guard: openGuard, environment: httpEnvironment });
