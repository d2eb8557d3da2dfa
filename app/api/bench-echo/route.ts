/**
 * Benchmark only: the same bare echo handler as bench/echo-server.ts, inside a Next.js route, so
 * `npm run bench` can show what the framework itself costs. 404 unless the server runs with BENCH_ECHO=1.
 */
import { echoHandler } from '@/bench/echo-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const notFound = () => Response.json({ error: 'not found' }, { status: 404 });

export const POST = (req: Request) => (process.env.BENCH_ECHO === '1' ? echoHandler.fetch(req) : notFound());
