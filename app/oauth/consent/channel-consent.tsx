/**
 * An observation channel's copy of a consent page (the built-in issuer's, or the labs' naive issuer's):
 * the same view, posting to the channel's endpoints, and recorded as a page view of the channel.
 */
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { config } from '@/lib/config';
import { channelBasePath, channelExists } from '@/lib/observe/channel';
import { recordPageView } from '@/lib/observe/record';
import { ISSUER_ENDPOINT_PATHS, NAIVE_ISSUER_ENDPOINT_PATHS } from '@/lib/vocabulary';
import { ConsentView } from './consent-view';

export type ChannelConsentProps = {
  params: Promise<{ channel: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function ChannelConsent({ params, searchParams, naive = false }: ChannelConsentProps & { naive?: boolean }) {
  const { channel } = await params;
  if (!(await channelExists(channel))) notFound();
  const h = await headers();
  const ticket = (await searchParams).ticket;
  const basePath = channelBasePath(channel);
  const query = typeof ticket === 'string' ? `?ticket=${encodeURIComponent(ticket)}` : '';
  const path = naive ? NAIVE_ISSUER_ENDPOINT_PATHS.consent : ISSUER_ENDPOINT_PATHS.consent;
  recordPageView({ channel, path, url: `${config().publicOrigin ?? ''}${basePath}${path}${query}` }, h, 200);
  return <ConsentView headers={h} ticket={ticket} basePath={basePath} naive={naive} />;
}
