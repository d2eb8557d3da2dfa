/**
 * The one reader of the issuer's consent page (lib/oauth-client/consent.ts): it reads the marks the
 * page's own components make for programs, exactly as React escapes them; it reads a page only up to
 * its byte budget, however long the page is; and it stays linear on markup made to be slow.
 */
import { describe, expect, it } from 'vitest';
import { consent } from '../../../lib/break/flow';
import { createTap } from '../../../lib/browser/tap';
import { answerConsent, MAX_CONSENT_PAGE_BYTES, readConsentPage } from '../../../lib/oauth-client';
import { formMarkup, noticeMarkup } from '../../helpers/consent-markup';

const TRICKY = `a "quoted" & <tagged> 'thing' — résumé`;

describe('the consent page reader', () => {
  it('reads the refusal the page’s notice marks, unescaped exactly', () => {
    const html = noticeMarkup({ title: 'No', code: 'invalid_target', description: TRICKY, check: 'resource', prose: 'prose' });
    expect(readConsentPage(`<main>${html}</main>`)).toEqual({ refusal: { error: 'invalid_target', description: TRICKY, check: 'resource' } });
  });

  it('reads the form the person answers: where it posts and the ticket it carries', () => {
    const html = formMarkup({
      action: 'http://localhost:3000/oauth/authorize',
      ticket: 'sealed.ticket&value"x',
      clientName: TRICKY,
      clientId: 'c',
      clientKind: 'registered',
      redirectUri: 'http://127.0.0.1:9/callback?name="x"',
      resource: 'http://localhost:3000/api/mcp/oauth',
      scopes: ['prompts:read'],
      subject: 'demo-user',
    });
    expect(readConsentPage(html)).toEqual({ form: { action: 'http://localhost:3000/oauth/authorize', ticket: 'sealed.ticket&value"x' } });
  });

  it('a page with neither is neither', () => {
    expect(readConsentPage('<p>Loading…</p>')).toEqual({});
  });

  it('reads at most its byte budget of a page, however long the issuer makes it (the bench’s consent step)', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(c) {
          if (pulled >= 64 * 1024 * 1024) return c.close();
          pulled += chunk.byteLength;
          c.enqueue(chunk);
        },
      });
    const fetch = async () => new Response(endless(), { status: 200, headers: { 'content-type': 'text/html' } });
    const req = { url: new URL('http://localhost:4999/oauth/authorize?client_id=x'), verifier: 'v', state: 's' };
    await expect(consent({ tap: createTap({ fetch }), origin: 'http://localhost:4999' }, req)).rejects.toThrow();
    // The budget, plus the few chunks the tap's tee reads ahead: not the 64 MiB on offer.
    expect(pulled).toBeLessThanOrEqual(MAX_CONSENT_PAGE_BYTES + 4 * chunk.byteLength);
  });

  it('stays linear on markup made for a backtracking pattern (a bound of 1 s for 4 MiB, where a backtracking pattern takes minutes)', () => {
    const hostile = [
      '<form'.repeat(800_000),
      ' name="ticket"'.repeat(300_000),
      ' data-authorize-error="'.repeat(180_000),
      `<input${' value="'.repeat(500_000)}`,
    ];
    for (const html of hostile) {
      const started = performance.now();
      readConsentPage(html);
      expect(performance.now() - started, `${html.slice(0, 24)}… (${html.length} characters)`).toBeLessThan(1000);
    }
  });

  it('takes an issuer that does not ask (it redirects straight back to the client) as its answer, without posting anything', async () => {
    const seen: string[] = [];
    const issuer = async (url: string | URL, init?: RequestInit) => {
      seen.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
      return new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:9/callback?code=c1&state=s1&iss=https%3A%2F%2Fas.example' } });
    };
    const url = `https://as.example/authorize?redirect_uri=${encodeURIComponent('http://127.0.0.1:9/callback')}&state=s1`;
    const answer = await answerConsent(issuer, url, 'approve', { redirect: 'manual' });
    expect(answer).toMatchObject({ kind: 'redirect', callback: { code: 'c1', state: 's1', iss: 'https://as.example' } });
    expect(seen).toEqual(['GET /authorize']);
  });
});
