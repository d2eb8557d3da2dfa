/**
 * The walkthrough's client ID metadata document: its URL is its client_id. The issuer fetches it
 * when the reader picks "metadata document" registration. It must be https to be accepted, so on a
 * plain-http laptop the issuer refuses it — the walkthrough shows that refusal as it comes.
 */
import { publicOrigin } from '@/lib/auth/public-origin';
import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

export function GET(req: Request) {
  const self = new URL(req.url);
  // The origin the world sees (X-Forwarded-* only where config trusts a proxy), so client_id matches the URL fetched.
  const origin = publicOrigin(req.headers, config());
  return Response.json(
    {
      client_id: `${origin}${self.pathname}`,
      client_name: 'MCP Observatory walkthrough',
      client_uri: `${origin}/auth`,
      redirect_uris: [`${origin}/auth/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    { headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' } },
  );
}
