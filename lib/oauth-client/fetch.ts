import { loadClientSdk } from './load-sdk';

/**
 * What every step here is given instead of the global fetch: the recording tap in the browser (so the
 * page shows the exchange), a handler in a test. The same shape as the SDK's and lib/wire's FetchLike.
 */
export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** The SDK's auth helpers, loaded on first use so a page's first paint ships none of them. */
export const sdk = loadClientSdk;

/**
 * Where a response sends the user agent next: its Location when the fetch stopped at a redirect
 * (`redirect: 'manual'` in Node, or a handler answering directly), else the URL it ended at (a
 * browser's fetch follows redirects and reports the last URL). Undefined when neither is known.
 */
export function landedAt(res: Response, requested: string | URL): URL | undefined {
  const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
  if (location) return new URL(location, requested);
  return res.url ? new URL(res.url) : undefined;
}

export const isRedirect = (res: Response) => res.status >= 300 && res.status < 400 && res.headers.has('location');
