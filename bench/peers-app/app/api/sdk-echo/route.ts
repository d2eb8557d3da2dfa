/** The SDK's bare createMcpHandler echo (bench/echo-handler.ts) mounted naively in a route. */
import { echoHandler } from '../../../../echo-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) => echoHandler.fetch(req);
