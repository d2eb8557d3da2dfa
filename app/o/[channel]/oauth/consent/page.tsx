/** An observation channel's consent page: the built-in issuer's, posting to the channel's authorization endpoint, and recorded. */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ConsentView } from '@/app/oauth/consent/consent-view';
import { config } from '@/lib/config';
import { channelBasePath, channelExists } from '@/lib/observe/channel';
import { recordPageView } from '@/lib/observe/record';
import { ISSUER_ENDPOINT_PATHS } from '@/lib/vocabulary';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Authorize', robots: { index: false } };

type Props = { params: Promise<{ channel: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ChannelConsentPage({ params, searchParams }: Props) {
  const { channel } = await params;
  if (!(await channelExists(channel))) notFound();
  const h = await headers();
  const ticket = (await searchParams).ticket;
  const basePath = channelBasePath(channel);
  const query = typeof ticket === 'string' ? `?ticket=${encodeURIComponent(ticket)}` : '';
  recordPageView(
    { channel, path: ISSUER_ENDPOINT_PATHS.consent, url: `${config().publicOrigin ?? ''}${basePath}${ISSUER_ENDPOINT_PATHS.consent}${query}` },
    h,
    200,
  );
  return <ConsentView headers={h} ticket={ticket} basePath={basePath} />;
}
