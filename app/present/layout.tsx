/**
 * Presenter mode (/present/...): one chapter or walkthrough step per screen, driven by keys or a
 * clicker; the slides and the speaker notes without the site's header (components/nav/SiteHeader), sized by present.css.
 */
import type { Metadata } from 'next';
import { PresenterShell } from '@/components/present/PresenterShell';
import './present.css';

export const metadata: Metadata = { title: { default: 'Presenter mode', template: '%s · Presenter mode · MCP Observatory' } };

export default function PresentLayout({ children }: { children: React.ReactNode }) {
  return <PresenterShell>{children}</PresenterShell>;
}
