/** An observation channel's consent page: the built-in issuer's, posting to the channel's authorization endpoint, and recorded. */
import type { Metadata } from 'next';
import { ChannelConsent, type ChannelConsentProps } from '@/app/oauth/consent/channel-consent';

export const metadata: Metadata = { title: 'Authorize', robots: { index: false } };

export default function ChannelConsentPage(props: ChannelConsentProps) {
  return <ChannelConsent {...props} />;
}
