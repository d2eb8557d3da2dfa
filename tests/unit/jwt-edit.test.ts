/** Editing a decoded part re-encodes only its segment, and the signature check (jose) flips with it. */
import { compactVerify, createLocalJWKSet, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { partText, reencode } from '../../lib/jwt/edit';
import { type LocalIssuer, localIssuer } from '../helpers/local-issuer';

let issuer: LocalIssuer;
let token: string;
beforeAll(async () => {
  issuer = await localIssuer();
  token = await issuer.sign({ sub: 'reader' });
});

const verifies = (t: string) =>
  compactVerify(t, createLocalJWKSet(issuer.jwks)).then(
    () => true,
    () => false,
  );

describe('editing a decoded part', () => {
  it('changes only that segment, and the signature check fails', async () => {
    const text = partText(token, 'payload')!;
    const edited = reencode(token, 'payload', text.replace('"reader"', '"admin"'));
    if (!edited.ok) throw new Error(edited.problem);
    const [h, p, s] = edited.token.split('.');
    const [h0, p0, s0] = token.split('.');
    expect([h, s]).toEqual([h0, s0]);
    expect(p).not.toBe(p0);
    expect(decodeJwt(edited.token).sub).toBe('admin');
    expect(await verifies(token)).toBe(true);
    expect(await verifies(edited.token)).toBe(false);
  });

  it('mends the signature when the edit is undone: the same JSON gives back the signed bytes', async () => {
    const edited = reencode(token, 'payload', partText(token, 'payload')!.replace('"reader"', '"admin"'));
    if (!edited.ok) throw new Error(edited.problem);
    const undone = reencode(edited.token, 'payload', partText(edited.token, 'payload')!.replace('"admin"', '"reader"'));
    expect(undone).toEqual({ ok: true, token });
    expect(await verifies(token)).toBe(true);
  });

  it('re-encodes the header the same way (alg none, say), leaving the payload alone', () => {
    const edited = reencode(token, 'header', '{"alg":"none","typ":"at+jwt"}');
    if (!edited.ok) throw new Error(edited.problem);
    expect(edited.token.split('.')[1]).toBe(token.split('.')[1]);
    expect(partText(edited.token, 'header')).toContain('"none"');
  });

  it.each([
    ['half-typed JSON', '{"sub": ', /^Not JSON yet/],
    ['an array', '[1]', /must be a JSON object/],
    ['a string', '"x"', /must be a JSON object/],
  ])('leaves the token alone on %s and says why', (_name, text, problem) => {
    expect(reencode(token, 'payload', text)).toEqual({ ok: false, problem: expect.stringMatching(problem) });
  });
});
