/**
 * Per client, per door: what to write, and what the interop tier proved (content/client-guides.ts).
 * A summary table first (which doors are proven for which client), then one disclosure per client.
 * Server-rendered; nothing here is typed as prose that the tests did not run.
 */
import { CodeBlock } from '@/components/CodeBlock';
import { CLIENT_GUIDES, type ClientGuide, doorFacts } from '@/content/client-guides';
import { INTEROP_OPERATIONS, interopClient } from '@/content/interop-clients';
import { DOORS, type DoorId } from '@/lib/vocabulary';

type DoorUrls = Record<DoorId, string>;

/** "library, tested as @ai-sdk/mcp 2.0.99", or for an app the bridge that carries it. */
function testedAs(g: ClientGuide): string {
  const record = g.provenBy ? interopClient(g.provenBy) : undefined;
  if (!record) return g.kind;
  return `${g.kind}, tested as ${record.package} ${record.version}`;
}

function Cell({ guide, door }: { guide: ClientGuide; door: DoorId }) {
  if (!guide.setup[door]) return <span className="text-stone-600">—</span>;
  const facts = doorFacts(guide, door);
  if (!facts) return <span className="text-stone-700">not run</span>;
  if (facts.limits.length > 0) return <span className="font-medium text-amber-800">limit</span>;
  return <span className="font-medium text-emerald-800">tested</span>;
}

function DoorGuide({ guide, door, url }: { guide: ClientGuide; door: DoorId; url: string }) {
  const setup = guide.setup[door]?.(url);
  const label = DOORS.find((d) => d.id === door)?.label ?? door;
  if (!setup) return null;
  const facts = doorFacts(guide, door);
  return (
    <div className="min-w-0 space-y-2">
      <h4 className="font-semibold">{label} door</h4>
      <CodeBlock title={setup.where} lang={setup.lang} code={setup.code} />
      {facts ? (
        <>
          {facts.works.length > 0 ? (
            <p className="text-sm text-stone-800 [overflow-wrap:anywhere]">
              <span className="font-medium">Tested in CI:</span> {facts.works.map((op) => INTEROP_OPERATIONS[op]).join('; ')}.
            </p>
          ) : null}
          {facts.limits.map((l) => (
            <p key={l.id} className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-stone-900 [overflow-wrap:anywhere]" data-limit={l.id}>
              <span className="font-medium">Limit:</span> {l.limit} <span className="font-medium">Workaround (tested):</span> {l.workaround}
            </p>
          ))}
        </>
      ) : (
        <p className="text-sm text-stone-700">Not run in CI on this door{guide.notRunInCi ? `: ${guide.notRunInCi}` : ''}.</p>
      )}
    </div>
  );
}

export function ClientGuides({ urls }: { urls: DoorUrls }) {
  return (
    <div className="space-y-4">
      <table className="w-full max-w-2xl border-collapse text-left text-sm">
        <caption className="sr-only">Which doors each client was tested on</caption>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Client
            </th>
            {DOORS.map((d) => (
              <th key={d.id} scope="col" className="py-1.5 pr-3 font-semibold">
                {d.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CLIENT_GUIDES.map((g) => (
            <tr key={g.id} className="border-b border-stone-200">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                <a className="text-indigo-800 underline" href={`#client-${g.id}`}>
                  {g.name}
                </a>
              </th>
              {DOORS.map((d) => (
                <td key={d.id} className="py-1.5 pr-3">
                  <Cell guide={g} door={d.id} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {CLIENT_GUIDES.map((g) => (
        <details key={g.id} id={`client-${g.id}`} className="rounded-lg border border-stone-300 p-3 open:space-y-3">
          <summary className="min-h-6 cursor-pointer font-semibold">
            {g.name} <span className="font-normal text-stone-700">({testedAs(g)})</span>
          </summary>
          <div className="grid gap-4 lg:grid-cols-2">
            {DOORS.map((d) => (
              <DoorGuide key={d.id} guide={g} door={d.id} url={urls[d.id]} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
