/** /auth's intro says what is true of the network for the configured origin, not "this laptop" everywhere. */
import { describe, expect, it } from 'vitest';
import { networkNote } from '../../../lib/walkthrough/network-note';

describe('networkNote', () => {
  it('a loopback origin: nothing leaves this machine', () => {
    const note = networkNote({ origin: 'http://localhost:3000', loopback: true });
    expect(note).toContain('http://localhost:3000');
    expect(note).toContain('nothing you do here leaves it');
  });

  it('a deployment: real requests over the network to that origin, and no promise about a laptop', () => {
    const note = networkNote({ origin: 'https://observatory.example.com', loopback: false });
    expect(note).toContain('https://observatory.example.com');
    expect(note).toContain('over the network');
    expect(note).not.toMatch(/laptop|this machine|leaves it/);
  });

  it('an external issuer is named, and a loopback door does not promise the flow stays local', () => {
    const note = networkNote({ origin: 'http://localhost:3000', loopback: true, externalIssuer: 'https://id.example.com' });
    expect(note).toContain('https://id.example.com');
    expect(note).not.toContain('leaves it');
  });

  it('no configured origin: no claim about where it runs', () => {
    expect(networkNote({ loopback: false })).not.toMatch(/laptop|machine|network/);
  });
});
