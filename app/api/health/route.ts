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
    return Response.json(
      { ok: false, server: SERVER_INFO, corpus: { loaded: false, error: err instanceof Error ? err.message.split('\n')[0] : 'unknown' } },
      { status: 503 },
    );
  }
}
