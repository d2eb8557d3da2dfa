/** The built-in issuer's consent page: reads a sealed ticket made by /oauth/authorize and asks the user. */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ConsentView } from './consent-view';

export const metadata: Metadata = { title: 'Authorize', robots: { index: false } };

export default async function ConsentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ConsentView headers={await headers()} ticket={(await searchParams).ticket} />;
}
