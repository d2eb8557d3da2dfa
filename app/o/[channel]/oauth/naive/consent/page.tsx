/** An observation channel's copy of the naive issuer's consent page, recorded like the real issuer's. */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ConsentView } from '@/app/oauth/consent/consent-view';
import { config } from '@/lib/config';
import { channelBasePath, channelExists } from '@/lib/observe/channel';
import { recordPageView } from '@/lib/observe/record';
import { NAIVE_ISSUER_ENDPOINT_PATHS } from '@/lib/vocabulary';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Authorize (naive lab issuer)', robots: { index: false } };

type Props = { params: Promise<{ channel: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ChannelNaiveConsentPage({ params, searchParams }: Props) {
  const { channel } = await params;
  if (!(await channelExists(channel))) notFound();
  const h = await headers();
  const ticket = (await searchParams).ticket;
  const basePath = channelBasePath(channel);
  const query = typeof ticket === 'string' ? `?ticket=${encodeURIComponent(ticket)}` : '';
  const path = NAIVE_ISSUER_ENDPOINT_PATHS.consent;
  recordPageView({ channel, path, url: `${config().publicOrigin ?? ''}${basePath}${path}${query}` }, h, 200);
  return <ConsentView headers={h} ticket={ticket} basePath={basePath} naive />;
}
