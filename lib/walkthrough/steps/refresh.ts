/**
 * After the first 200: the access token is short-lived, so the client trades its refresh token for a new
 * pair (grant_type=refresh_token) and calls again with the new access token. The old refresh token is spent.
 */
import { refresh, type TokenResponse } from '../../oauth-client';
import { glimpse, listToolsWith, need, OAUTH_DOOR, resourceOf, StepFailure, type WalkStep } from '../step';

declare module '../step' {
  interface WalkData {
    /** The refresh step's exchange: the new pair, the refresh token it spent, and the door's answer to the new access token. */
    refreshed?: { token: TokenResponse; spent: string; status: number };
  }
}

export const refreshStep: WalkStep = {
  id: 'refresh',
  title: 'Refresh the token',
  explain:
    'Access tokens live minutes, so a leaked one soon stops working. Rather than ask you again, the client sends its refresh token (grant_type=refresh_token) and gets a new pair. Each refresh token works once: a used one coming back means someone kept a copy, and the issuer revokes the whole family.',
  arrow: { from: 'client', to: 'as', label: 'POST /oauth/token (refresh token)', reply: 'new access + refresh token' },
  keyTrack: 'absent',
  phase: 'use',
  requires: ['asm', 'client', 'token'],
  async run(ctx) {
    const { tap, origin, data, handOff } = ctx;
    const spent = need(data, 'token').refresh_token;
    if (!spent) {
      const withheld = (data.token as { refresh_token_withheld?: unknown } | undefined)?.refresh_token_withheld;
      throw new StepFailure(
        typeof withheld === 'string' ? withheld : 'The token response had no refresh token (offline_access was not granted): reset and sign in again.',
        true,
      );
    }
    const token = await refresh(tap.fetch, {
      metadata: need(data, 'asm'),
      client: need(data, 'client'),
      refreshToken: spent,
      resource: resourceOf(data, origin, OAUTH_DOOR),
    });
    handOff(token.access_token);
    await listToolsWith(ctx, token.access_token);
    return { refreshed: { token, spent, status: 200 } };
  },
  view: (d) =>
    d.refreshed
      ? {
          kind: 'facts',
          rows: [
            ['grant_type', 'refresh_token'],
            [
              'refresh_token sent',
              glimpse(d.refreshed.spent),
              'Spent now: the issuer marked it used. Sent again, it would revoke every token of this sign-in.',
            ],
            ['refresh_token back', glimpse(d.refreshed.token.refresh_token), 'Its replacement, for the next refresh.'],
            [
              'expires_in',
              d.refreshed.token.expires_in ? `${d.refreshed.token.expires_in} s` : undefined,
              'The new access token is as short-lived as the first.',
            ],
            ['Door', `HTTP ${d.refreshed.status}`, 'tools/list with the new access token.'],
          ],
        }
      : undefined,
};
