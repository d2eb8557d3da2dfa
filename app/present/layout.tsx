/** Presenter mode (/present/...): one chapter or walkthrough step per screen, driven by keys or a clicker. */
import type { Metadata } from 'next';
import { PresenterShell } from '@/components/present/PresenterShell';

export const metadata: Metadata = { title: { default: 'Presenter mode', template: '%s · Presenter mode · MCP Observatory' } };

export default function PresentLayout({ children }: { children: React.ReactNode }) {
  return <PresenterShell>{children}</PresenterShell>;
}
