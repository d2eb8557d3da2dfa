/** The walkthrough's redirect_uri: receives ?code&state&iss from the issuer and relays them. */
import type { Metadata } from 'next';
import { CallbackRelay } from '@/components/auth/CallbackRelay';

export const metadata: Metadata = { title: 'Signing in', robots: { index: false }, referrer: 'no-referrer' };

export default function Callback() {
  return (
    <div className="space-y-2">
      <h1 className="text-xl font-semibold">Back from the authorization server</h1>
      <CallbackRelay />
    </div>
  );
}
