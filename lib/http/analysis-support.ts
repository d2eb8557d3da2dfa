/**
 * analyze_corpus behind the HTTP doors: the worker pool's limits from configuration, and its
 * admission: RATE_LIMIT_ANALYZE runs a minute per client (lib/limits; keyed as client-key.ts says),
 * counted only for analyses that really run (a memo hit costs nothing and is not counted). Like the
 * doors' own limit it fails open: an unreachable state store leaves the concurrency cap as the bound.
 */
import 'server-only';
import type { AppConfig } from '../config';
import { checkLimit, refusalText } from '../limits/check';
import { getCorpus } from '../corpus';
import { type AnalysisService, analysisService } from '../mcp';

export function httpAnalysis(cfg: AppConfig): AnalysisService {
  return analysisService(getCorpus(), {
    limits: cfg.analysis,
    async admit(ctx) {
      const req = ctx.http?.req;
      if (!req) return { ok: true };
      const outcome = await checkLimit('analyze', req, cfg);
      return outcome.kind === 'limited'
        ? { ok: false, retryAfterS: outcome.retryAfterS, perMinute: outcome.perMinute, message: refusalText(outcome) }
        : { ok: true };
    },
  });
}
