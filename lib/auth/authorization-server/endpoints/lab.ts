/** POST /oauth/lab `{door?}`: one of each broken token, aimed at a door of this deployment. */
import { z } from 'zod';
import { oauthErrorJson, publicJson } from '../../public-json';
import { limitedIssuerContext } from '../rate-limit';
import { mintLabTokens, mintSpecimen } from '../lab';
import { DOOR, DOORS } from '../../../vocabulary';
import { readJson } from './read-body';

const DOOR_PATHS = DOORS.map((d) => d.path);

export async function labEndpoint(req: Request): Promise<Response> {
  const r = await limitedIssuerContext(req, 'lab');
  if (!r.ok) return r.response;
  const body = await readJson(req, { optional: true });
  if (!body.ok) return oauthErrorJson(400, 'invalid_request', body.description);
  const parsed = z
    .object({
      door: z
        .string()
        .refine((p) => DOOR_PATHS.includes(p))
        .default(DOOR.oauth.path),
    })
    .safeParse(body.value);
  if (!parsed.success) return oauthErrorJson(400, 'invalid_request', `door must be one of ${DOOR_PATHS.join(', ')}.`);
  const resource = r.ctx.urls.resource(parsed.data.door);
  const tokens = await mintLabTokens(r.ctx.secret, r.ctx.issuer, resource);
  const specimen = await mintSpecimen(r.ctx.secret, r.ctx.issuer, resource);
  return publicJson(
    { resource, note: 'Every one of these is refused by every door; each fails the check its lesson names.', tokens, specimen },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
