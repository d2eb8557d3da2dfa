/**
 * Chapter 0's picture: a host app holding its model and an MCP client, the client talking to servers,
 * each server offering tools, resources and prompts. Plain HTML boxes (read in order by a screen
 * reader, reflowed on a phone: side by side from sm up, stacked below), no image to load.
 */
const OFFERS = [
  ['tools', 'the model calls'],
  ['resources', 'the app reads'],
  ['prompts', 'the user picks'],
] as const;

function Server({ name, note, here }: { name: string; note: string; here?: boolean }) {
  return (
    <li className={`rounded-lg border bg-white p-2.5 ${here ? 'border-indigo-400 ring-2 ring-indigo-100' : 'border-stone-300'}`}>
      <p className="text-sm font-semibold text-stone-900">
        MCP server <span className="font-mono font-normal text-stone-700">{name}</span>
      </p>
      <p className="text-xs text-stone-600">{note}</p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5 text-xs" aria-label={`What ${name} offers`}>
        {OFFERS.map(([what, who]) => (
          <li key={what} className="rounded bg-stone-100 px-1.5 py-0.5 text-stone-800">
            <strong className="font-semibold">{what}</strong> <span className="text-stone-600">{who}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** `server`: this server's name as clients see it (serverInfo.name), passed in by the chapter. */
export function McpPicture({ server }: { server: string }) {
  return (
    <figure className="rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4" data-testid="mcp-picture">
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:gap-3">
        <section aria-label="The host app" className="rounded-lg border-2 border-stone-800 bg-white p-2.5 sm:w-[42%]">
          <p className="text-sm font-semibold text-stone-900">
            Host app <span className="font-normal text-stone-600">(Claude Desktop, an IDE, your agent)</span>
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
            <p className="rounded-md bg-amber-100 px-2 py-1.5 text-amber-950">
              <strong className="block font-semibold">Model</strong>
              <span className="text-xs">asks for a tool, reads the answer</span>
            </p>
            <p className="rounded-md bg-indigo-100 px-2 py-1.5 text-indigo-950">
              <strong className="block font-semibold">MCP client</strong>
              <span className="text-xs">sends the requests</span>
            </p>
          </div>
        </section>
        <p className="text-center text-xs font-medium text-stone-700 sm:w-[16%]">
          <span aria-hidden className="block text-lg leading-none sm:hidden">
            ↕
          </span>
          <span aria-hidden className="hidden text-lg leading-none sm:block">
            ⇄
          </span>
          JSON-RPC requests and answers, over stdio or HTTP
        </p>
        <ul className="space-y-2 sm:w-[42%]" aria-label="MCP servers">
          <Server name={server} note="this site: a library of prompts" here />
          <Server name="files, GitHub, a database…" note="any number of others, each its own server" />
        </ul>
      </div>
      <figcaption className="mt-2 text-sm text-stone-700">
        The model never talks to a server: it asks the host, whose MCP client sends the request and brings the answer back into the conversation.
      </figcaption>
    </figure>
  );
}
