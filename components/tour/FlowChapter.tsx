/** The full flow and the shared-key flow as sequence diagrams, linking into the walkthrough. */
import Link from 'next/link';
import { SequenceDiagram } from '@/components/sequence/SequenceDiagram';
import { FlowMap } from './FlowMap';

export function FlowChapter() {
  return (
    <>
      {/* The slide shows the one-screen map; the page the full sequence diagrams (present.css picks). */}
      <div data-slide-only>
        <FlowMap />
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]" data-page-only>
        <div className="space-y-2">
          <SequenceDiagram track="oauth" hrefFor={(n) => `/auth?step=${n}`} />
          <p className="text-sm text-stone-700">
            Select a step to open it in the{' '}
            <Link href="/auth" className="font-medium text-indigo-700 underline">
              live walkthrough
            </Link>
            .
          </p>
        </div>
        <div className="space-y-2">
          <SequenceDiagram track="key" />
          <p className="text-sm text-stone-700">
            The same seam with a shared key:{' '}
            <Link href="/auth?track=key" className="font-medium text-indigo-700 underline">
              walk it live
            </Link>
            .
          </p>
        </div>
      </div>
    </>
  );
}
