/**
 * A view's slide version: on a slide (until F) the token shows only the claims its lesson names, without
 * what each means; on a page, or with F, every claim and its note.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type FrameDetail, FrameDetailContext } from '../../../components/frame/detail';
import { TokenAnatomy } from '../../../components/jwt/TokenAnatomy';
import { CLAIM_NOTES } from '../../../lib/jwt/claims';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const exp = Math.floor(Date.now() / 1000) + 600;
const token = [
  b64({ alg: 'EdDSA', typ: 'at+jwt', kid: 'k1' }),
  b64({ iss: 'https://issuer.example/oauth', sub: 'demo-user', aud: 'https://door.example/api/mcp', exp, jti: 'j-123', client_id: 'c'.repeat(200) }),
  'sig',
].join('.');

const drawn = (detail: FrameDetail, slideClaims?: readonly string[]) =>
  renderToStaticMarkup(createElement(FrameDetailContext, { value: detail }, createElement(TokenAnatomy, { token, slideClaims })));
const claims = (html: string) => [...html.matchAll(/data-claim="([^"]+)"/g)].map((m) => m[1]);

describe('a token on a slide', () => {
  it('shows only the claims a door checks, in that order, with no notes', () => {
    const html = drawn('compact');
    expect(claims(html)).toEqual(['alg', 'iss', 'aud', 'exp']);
    expect(html).toContain('in 10 min');
    expect(html).not.toContain(CLAIM_NOTES.aud);
    expect(html).not.toContain('c'.repeat(200));
  });

  it('shows the claims its lesson names when told', () => {
    expect(claims(drawn('frames', ['iss', 'sub', 'aud', 'scope', 'exp']))).toEqual(['iss', 'sub', 'aud', 'exp']);
  });

  it('shows every claim and what it means on a page, and with F', () => {
    const html = drawn('full');
    expect(claims(html)).toEqual(['alg', 'typ', 'kid', 'iss', 'sub', 'aud', 'exp', 'jti', 'client_id']);
    expect(html).toContain(CLAIM_NOTES.aud);
  });
});
