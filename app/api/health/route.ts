/**
 * Liveness and what this instance loaded: the corpus (count, sha256), the app version, and the state
 * backend (memory or Redis, shared or per instance, reachable or not, `status` ok / unreachable / slow /
 * full, and `lostAt` once the store was found to have lost its data; never where or with what password).
 */
import { getCorpus } from '@/lib/corpus';
import { legacyCancelActivity } from '@/lib/http/legacy-cancel';
import { SERVER_INFO, analysisActivity } from '@/lib/mcp';
import { stateStore } from '@/lib/state';

export async function GET() {
  // Redis down degrades the issuer, not the server: health stays 200 and says so.
  const state = await stateHealth();
  try {
    const corpus = getCorpus();
    return Response.json({
      ok: true,
      server: SERVER_INFO,
      corpus: { loaded: true, count: corpus.count, sha256: corpus.sha256 },
      analyses: analysisActivity(),
      // 2025-era notifications/cancelled: calls held so a cancel can find them, and cancels that did.
      legacyCancels: legacyCancelActivity(),
      state,
    });
  } catch (err) {
    // The full message (with the server path) is for the operator's log, not for callers.
    console.error('[health]', err instanceof Error ? err.message : err);
    return Response.json(
      {
        ok: false,
        server: SERVER_INFO,
        corpus: { loaded: false, error: 'The corpus is not loaded: the operator must run `npm run corpus` (see the server log).' },
        state,
      },
      { status: 503 },
    );
  }
}

/** The state backend's health; undefined when the configuration cannot be read (its errors are logged where it is used). */
async function stateHealth() {
  try {
    return await stateStore().health();
  } catch {
    return undefined;
  }
}
