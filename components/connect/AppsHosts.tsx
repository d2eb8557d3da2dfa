/**
 * /connect's row for the hosts that render this server's app: what a host with MCP Apps shows, what one
 * without gets (the same text answers), and which hosts render apps, each with where that claim comes from.
 */
import Link from 'next/link';
import { Breakable } from '@/components/text/Breakable';
import { APPS_HOSTS } from '@/content/apps-hosts';

export function AppsHosts({ resourceUri }: { resourceUri: string }) {
  return (
    <section aria-labelledby="apps-hosts-title" className="space-y-2" data-testid="apps-hosts">
      <h3 id="apps-hosts-title" className="text-lg font-semibold">
        Hosts that show this server’s app
      </h3>
      <p className="max-w-3xl text-stone-800">
        <code className="font-mono">search_prompts</code> links an interactive corpus browser (
        <code className="font-mono wrap-break-word">
          <Breakable text={resourceUri} />
        </code>
        ). A host that renders MCP Apps shows it beside the conversation; every other client gets the same text answers as before, byte for byte.{' '}
        <Link href="/playground#app-heading" className="text-indigo-800 underline">
          See it in the playground
        </Link>
        , with the app’s messages beside its HTTP frames.
      </p>
      <table className="w-full max-w-2xl border-collapse text-left text-sm">
        <caption className="sr-only">Hosts that render MCP Apps</caption>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Host
            </th>
            <th scope="col" className="py-1.5 font-semibold">
              Renders the app
            </th>
          </tr>
        </thead>
        <tbody>
          {APPS_HOSTS.map((h) => (
            <tr key={h.name} className="border-b border-stone-200">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {h.name}
              </th>
              <td className="py-1.5 text-stone-800">
                {h.source === 'tested here' ? 'Yes: tested here, in the browser tier' : 'Yes, by its documentation (not run in CI)'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
