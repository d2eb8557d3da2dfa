/** /auth opens on a client ID metadata document and explains both ways, with this deployment's URLs, before the choice. */
import { describe, expect, it } from 'vitest';
import { explainRegistration, openingRegistration, REGISTRATIONS } from '../../../lib/walkthrough/registration';
import { registerStep } from '../../../lib/walkthrough/steps/register';

describe('the walkthrough’s registration', () => {
  it('opens on the metadata document unless dynamic registration is asked for by name', () => {
    expect(openingRegistration(undefined)).toBe('cimd');
    expect(openingRegistration('something-else')).toBe('cimd');
    expect(openingRegistration('cimd')).toBe('cimd');
    expect(openingRegistration('dcr')).toBe('dcr');
    expect(REGISTRATIONS[0]).toBe('cimd');
  });

  it('each way names the live URL it uses and what it costs the issuer', () => {
    const urls = { document: 'http://localhost:4101/auth/client-metadata.json', registrationEndpoint: 'http://localhost:4101/oauth/register' };
    expect(explainRegistration('cimd', urls).does[1]).toBe(urls.document);
    expect(explainRegistration('cimd', urls).costs).toMatch(/fetch on every sign-in.*nothing to store/);
    expect(explainRegistration('dcr', urls).does[1]).toBe(urls.registrationEndpoint);
    expect(explainRegistration('dcr', urls).does.join('')).toContain('deprecated in 2026-07-28');
  });

  it('the client_id says what it is where it appears: a sealed registration looks like a token and is not one', () => {
    const noteOf = (registration: 'cimd' | 'dcr') => {
      const view = registerStep.view({ client: { client_id: 'x', redirect_uris: [] } }, registration);
      return view?.kind === 'facts' ? view.rows.find(([label]) => label === 'client_id')?.[2] : undefined;
    };
    expect(noteOf('dcr')).toContain('Not a secret and not a token');
    expect(noteOf('cimd')).toContain('Public, and not a credential');
  });
});
