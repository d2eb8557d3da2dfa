/**
 * The walkthrough's client ID metadata document: its URL is its client_id. Every URL in it derives from the
 * configured origin (lib/identity/client-document.ts, which the built-in issuer reads too, without fetching).
 * Served to anyone: another issuer the walkthrough's client meets fetches it here.
 */
import { config } from '@/lib/config';
import { deployment, ORIGIN_MISSING_MESSAGE, walkthroughClientDocument } from '@/lib/identity';

export function GET() {
  const urls = deployment(config());
  if (!urls) return Response.json({ error: 'temporarily_unavailable', error_description: ORIGIN_MISSING_MESSAGE }, { status: 503 });
  return Response.json(walkthroughClientDocument(urls), {
    headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
  });
}
