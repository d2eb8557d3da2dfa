/**
 * The lab: deliberately broken access tokens for teaching, each failing exactly one check.
 * None may ever get in, and that does not rest on configuration:
 * - every one carries LAB_CLAIM in its signed payload, which the resource server refuses after all
 *   other checks (removing it breaks the signature);
 * - the ones with a good signature are dead anyway: a random `urn:` audience no door has, an
 *   issuer under `.invalid`, an `exp` in the past, or an `nbf` *after* its `exp` (never valid at any time);
 * - the rest have no valid signature at all (tampered, foreign key, alg none).
 * A valid read-only token for the step-up lesson comes from the real consented flow, never from here.
 *
 * The specimen is the one exception to "dead anyway": the JWT lab opens on it, so every check a reader
 * sees passes. Only LAB_CLAIM keeps it out, the check every door makes unconditionally (and the
 * refusal-matrix and verify-token tests pin); it is read-only and lives ten minutes.
 */
import { base64url, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import { LAB_CLAIM, LAB_KINDS, LAB_LESSONS, type LabKind, SCOPES } from '../../vocabulary';
import { signingKey } from './keys';

export interface LabToken {
  kind: LabKind;
  token: string;
  lesson: string;
}

export async function mintLabTokens(secret: string, issuer: string, resource: string): Promise<LabToken[]> {
  const key = await signingKey(secret);
  const now = Math.floor(Date.now() / 1000);
  const claims = (kind: LabKind, extra: JWTPayload = {}): JWTPayload => ({
    iss: issuer,
    sub: 'lab-student',
    aud: resource,
    scope: SCOPES.join(' '),
    client_id: 'observatory-lab',
    jti: randomUUID(),
    iat: now,
    exp: now + 600,
    [LAB_CLAIM]: kind,
    ...extra,
  });
  const header = { alg: 'EdDSA', typ: 'at+jwt', kid: key.kid };
  const signed = (payload: JWTPayload, privateKey = key.privateKey as Parameters<SignJWT['sign']>[0]) =>
    new SignJWT(payload).setProtectedHeader(header).sign(privateKey);

  const tampered = (await signed(claims('tampered-payload'))).split('.');
  const forged = { ...claims('tampered-payload'), sub: 'admin', scope: `${SCOPES.join(' ')} admin` };
  tampered[1] = base64url.encode(JSON.stringify(forged));

  const foreignKey = (await generateKeyPair('EdDSA', { crv: 'Ed25519' })).privateKey;
  const unsigned = [base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' })), base64url.encode(JSON.stringify(claims('alg-none'))), ''].join('.');

  const tokens: Record<LabKind, string> = {
    'wrong-audience': await signed(claims('wrong-audience', { aud: `urn:prompts-observatory:lab:${randomUUID()}` })),
    'no-audience': await signed(claims('no-audience', { aud: undefined })),
    'wrong-issuer': await signed(claims('wrong-issuer', { iss: `https://issuer.lab.invalid/${randomUUID()}` })),
    expired: await signed(claims('expired', { iat: now - 7200, exp: now - 3600 })),
    'not-yet-valid': await signed(claims('not-yet-valid', { nbf: now + 3600, exp: now + 3599 })),
    'tampered-payload': tampered.join('.'),
    'bad-signature': await signed(claims('bad-signature'), foreignKey),
    'alg-none': unsigned,
  };
  return LAB_KINDS.map((kind) => ({ kind, token: tokens[kind], lesson: LAB_LESSONS[kind] }));
}

export const SPECIMEN_KIND = 'specimen';
export const SPECIMEN_LESSON =
  'A good token for this door: signed by the issuer, at+jwt, the right iss and aud, not expired. It carries the lab’s mark, so a real door still refuses it (check lab).';

/** The JWT lab's opening token: right in every check a reader can see; refused by every door for its lab mark. */
export async function mintSpecimen(secret: string, issuer: string, resource: string): Promise<{ token: string; lesson: string }> {
  const key = await signingKey(secret);
  const token = await new SignJWT({ scope: SCOPES[0], client_id: 'observatory-lab', jti: randomUUID(), [LAB_CLAIM]: SPECIMEN_KIND })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', kid: key.kid })
    .setIssuer(issuer)
    .setSubject('lab-student')
    .setAudience(resource)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key.privateKey as Parameters<SignJWT['sign']>[0]);
  return { token, lesson: SPECIMEN_LESSON };
}
