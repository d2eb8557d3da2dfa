/** An observation channel's copy of the naive issuer's consent page, recorded like the real issuer's. */
import type { Metadata } from 'next';
import { ChannelConsent, type ChannelConsentProps } from '@/app/oauth/consent/channel-consent';

export const metadata: Metadata = { title: 'Authorize (naive lab issuer)', robots: { index: false } };

export default function ChannelNaiveConsentPage(props: ChannelConsentProps) {
  return <ChannelConsent {...props} naive />;
}
