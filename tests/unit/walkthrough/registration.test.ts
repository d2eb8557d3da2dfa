/** Which registration /auth opens on: a client ID metadata document wherever this deployment's issuer can fetch one. */
import { describe, expect, it } from 'vitest';
import { NO_HTTP_DOCUMENTS, openingRegistration } from '../../../lib/walkthrough/registration';

describe('the walkthrough’s opening registration', () => {
  it.each([
    ['an https deployment', { https: true, loopbackDocuments: false }, { registration: 'cimd' }],
    ['next dev on loopback', { https: false, loopbackDocuments: true }, { registration: 'cimd' }],
    ['a production build on plain http', { https: false, loopbackDocuments: false }, { registration: 'dcr', fallback: NO_HTTP_DOCUMENTS }],
  ])('%s, nothing asked: %o', (_name, where, expected) => {
    expect(openingRegistration(undefined, where)).toEqual(expected);
  });

  it('?registration= picks either, whatever the default', () => {
    expect(openingRegistration('dcr', { https: true, loopbackDocuments: false })).toEqual({ registration: 'dcr' });
    expect(openingRegistration('cimd', { https: false, loopbackDocuments: false })).toEqual({ registration: 'cimd' });
    expect(openingRegistration('something-else', { https: true, loopbackDocuments: false })).toEqual({ registration: 'cimd' });
  });
});
