/** /jwt: the JWT lab. Tokens are decoded here on purpose: the lesson is reading what you hold. */
import type { Metadata } from 'next';
import { Exercises } from '@/components/exercises/Exercises';
import Link from 'next/link';
import { JwtLab } from '@/components/jwt/JwtLab';
import { config } from '@/lib/config';
import { httpDoors } from '@/lib/http/doors';

export const metadata: Metadata = { title: 'JWT lab' };
// Which doors check JWTs is configuration (MCP_AUTH=oauth locks /api/mcp too), read when the page is served.

export default function JwtPage() {
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">The JWT lab</h1>
        <p className="max-w-3xl text-lg text-stone-700">
          An access token is readable by whoever holds it and unforgeable by anyone without the issuer’s key. Take one apart, check it the way a door does, then
          try to get broken ones past the door. Attacks on the rest of the flow (codes, PKCE, redirects, the audience) are on{' '}
          <Link href="/break" className="text-indigo-800 underline">
            Break it
          </Link>
          .
        </p>
      </header>
      <JwtLab doors={httpDoors(config())} />
      <Exercises page="/jwt" title="Exercises you can do here" level={2} />
    </article>
  );
}
