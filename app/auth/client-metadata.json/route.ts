/**
 * The walkthrough's client ID metadata document: its URL is its client_id. The issuer fetches it when
 * the reader picks "metadata document" registration. Every URL in it derives from the configured
 * origin. The issuer fetches any other client's document over https from a public address only; this one it
 * fetches wherever the configured origin is (http://localhost, a workshop's LAN address), as its own.
 */
import { config } from '@/lib/config';
import { deployment, ORIGIN_MISSING_MESSAGE } from '@/lib/identity';

export const dynamic = 'force-dynamic';

export function GET() {
  const urls = deployment(config());
  if (!urls) return Response.json({ error: 'temporarily_unavailable', error_description: ORIGIN_MISSING_MESSAGE }, { status: 503 });
  return Response.json(
    {
      client_id: urls.clientMetadataDocument,
      client_name: 'MCP Observatory walkthrough',
      client_uri: `${urls.origin}/auth`,
      redirect_uris: [urls.clientCallback],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    { headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' } },
  );
}
