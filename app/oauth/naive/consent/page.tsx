/** The labs' naive issuer's consent page: the built-in issuer's page for a naive ticket, labelled, posting to the naive issuer. */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ConsentView } from '../../consent/consent-view';

export const metadata: Metadata = { title: 'Authorize (naive lab issuer)', robots: { index: false } };

export default async function NaiveConsentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ConsentView headers={await headers()} ticket={(await searchParams).ticket} naive />;
}
