/** Liveness and what this instance loaded: the corpus (count, sha256) and the app version. */
import { getCorpus } from '@/lib/corpus';
import { SERVER_INFO, analysisActivity } from '@/lib/mcp';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET() {
  try {
    const corpus = getCorpus();
    return Response.json({
      ok: true,
      server: SERVER_INFO,
      corpus: { loaded: true, count: corpus.count, sha256: corpus.sha256 },
      analyses: analysisActivity(),
    });
  } catch (err) {
    // The full message (with the server path) is for the operator's log, not for callers.
    console.error('[health]', err instanceof Error ? err.message : err);
    return Response.json(
      { ok: false, server: SERVER_INFO, corpus: { loaded: false, error: 'The corpus is not loaded: the operator must run `npm run corpus` (see the server log).' } },
      { status: 503 },
    );
  }
}
