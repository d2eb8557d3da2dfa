/** The MCP App sandbox proxy page (lib/apps-sandbox): the outer frame the playground renders an app in. */
import { sandboxResponse } from '@/lib/apps-sandbox/response';

export function GET(req: Request) {
  return sandboxResponse(req);
}
