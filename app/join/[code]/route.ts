/** A join code opens its channel's page (303); lookups are rate-limited per client (lib/observe/join-response.ts). */
import { joinResponse } from '@/lib/observe/join-response';

export async function GET(req: Request, { params }: { params: Promise<{ code: string }> }) {
  return joinResponse(req, (await params).code);
}
