/**
 * How to use this server from real clients, with this deployment's configured URL filled in
 * (MCP_PUBLIC_ORIGIN, or Vercel's project URL, or localhost under `next dev`); and, near the top, how to
 * deploy one's own, with placeholders where the deployer types their own values.
 */
import type { Metadata } from 'next';
import { CodeBlock } from '@/components/CodeBlock';
import { AppsHosts } from '@/components/connect/AppsHosts';
import { ClientGuides } from '@/components/connect/ClientGuides';
import { Breakable } from '@/components/text/Breakable';
import { curlCommands, deployEnvFiles, inspectorCommands, keyDoorCurl, stdioConfigs } from '@/content/connect-snippets';
import { config } from '@/lib/config';
import { envReference, productionNeed, requiredInProduction } from '@/lib/config-reference';
import { deployButtonUrl, environmentReferenceUrl, SOURCE_REPOSITORY } from '@/lib/deploy-button';
import { deployment, ORIGIN_MISSING_MESSAGE } from '@/lib/identity';
import { DOOR, DOORS, type DoorId, OBSERVE_PATH } from '@/lib/vocabulary';
import { CORPUS_BROWSER_URI } from '@/lib/mcp/apps/corpus-browser';

export const metadata: Metadata = { title: 'Connect a client' };

/** The variables a deployment typically sets, in this order; what each says comes from the config schema. */
const DEPLOY_VARIABLES = [
  'MCP_PUBLIC_ORIGIN',
  'AUTH_SECRET',
  'MCP_API_KEY',
  'AUTH_DEMO',
  'REDIS_URL',
  'AUTH_ISSUER',
  'AUTH_JWKS_URL',
  'MCP_AUTH',
  'MCP_ALLOWED_HOSTS',
  'MCP_ALLOWED_ORIGINS',
  'TRUST_PROXY',
  'CORPUS_SOURCE',
] as const;

/** A plain link (no prefetch): following it opens an observation channel, whose page shows this config's URL through it. */
function ObserveLink({ door, label = 'Observe this connection' }: { door: DoorId; label?: string }) {
  return (
    <a href={`${OBSERVE_PATH}?door=${door}`} className="text-sm font-medium text-indigo-700 underline hover:text-indigo-900">
      {label}
    </a>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="max-w-3xl text-stone-700">{intro}</p> : null}
      {children}
    </section>
  );
}

export default function ConnectPage() {
  const urls = deployment(config());
  // The repository a button would clone: the one this deployment was built from, else package.json's (if it names one).
  const repository = config().deployedFrom ?? SOURCE_REPOSITORY;
  if (!urls) {
    return (
      <article className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Connect a client</h1>
        <p className="max-w-3xl text-lg text-stone-700">{ORIGIN_MISSING_MESSAGE}</p>
      </article>
    );
  }
  const endpoint = urls.resource(DOOR.open.path);
  const reference = envReference();
  const deployVariables = DEPLOY_VARIABLES.map((name) => reference.find((v) => v.name === name)).filter((v) => v !== undefined);
  return (
    <article className="space-y-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">Connect a client</h1>
        <p className="max-w-3xl text-lg text-stone-700">
          This deployment&apos;s MCP endpoint is{' '}
          <code className="rounded bg-indigo-50 px-1.5 py-0.5 font-mono text-indigo-900" data-testid="endpoint">
            {endpoint}
          </code>
          . It speaks Streamable HTTP, statelessly, to 2026-07-28 clients and 2025-era clients alike; the same server also runs over stdio from a checkout.
        </p>
      </header>

      <Section
        id="vercel"
        title="Deploy your own on Vercel"
        intro="A Deploy with Vercel button (offered once a repository is known) clones it into your account, asks for the two secrets the guarded doors need and offers a Redis store (it sets REDIS_URL, so codes, rate limits and tasks hold across instances). The build obtains and verifies the corpus and traces it into the functions; nothing is written at runtime. The open door needs no variable, and on Vercel the deployment knows its own URL; elsewhere, tell it. Where a value is yours to choose (your-app.vercel.app, a secret), type your own:"
      >
        {repository ? (
          <p>
            {/* Drawn here, not Vercel's hosted image: a page of this app loads nothing from another host. */}
            <a
              href={deployButtonUrl(requiredInProduction(reference), repository)}
              data-testid="deploy-button"
              className="inline-flex min-h-8 items-center gap-2 rounded-md bg-black px-3 py-1.5 text-sm font-medium text-white hover:bg-stone-800"
            >
              <svg aria-hidden="true" viewBox="0 0 76 65" width="14" height="12" fill="currentColor">
                <path d="M37.5 0 75 65H0z" />
              </svg>
              Deploy with Vercel
            </a>
          </p>
        ) : (
          // No repository is named anywhere, so a button would clone a guess: say how to get one instead.
          <p className="max-w-3xl text-stone-800" data-testid="deploy-no-repository">
            No one-click button here: this copy names no public repository to clone. Push it to GitHub, GitLab or Bitbucket and import it at vercel.com/new
            (with package.json&apos;s <code className="font-mono">repository</code> set to it, this page offers the button), or deploy this checkout from a
            terminal:
          </p>
        )}
        <CodeBlock title="Or from a terminal, with the Vercel CLI" lang="command" code={'npx vercel deploy --prod'} />
        <div className="grid gap-4 lg:grid-cols-2">
          {deployEnvFiles().map((s) => (
            <CodeBlock key={s.title} {...s} />
          ))}
        </div>
        {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
        <section className="overflow-x-auto" tabIndex={0} aria-label="Environment variables">
          <table className="w-full table-fixed border-collapse text-left text-sm">
            <colgroup>
              <col className="w-[38%] sm:w-[14rem]" />
              <col className="w-[22%] sm:w-[10rem]" />
              <col />
            </colgroup>
            <caption className="sr-only">Environment variables</caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Variable
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Needed
                </th>
                <th scope="col" className="py-2 font-semibold">
                  What it does
                </th>
              </tr>
            </thead>
            <tbody>
              {deployVariables.map((v) => (
                <tr key={v.name} className="border-b border-stone-200 align-top">
                  <td className="py-2 pr-4 font-mono [overflow-wrap:anywhere]">
                    {/* On a phone a name breaks after an underscore (MCP_PUBLIC_ / ORIGIN), never mid-word. */}
                    <Breakable text={v.name} at={/(?<=_)/} />
                  </td>
                  <td className="py-2 pr-4 text-stone-700">{productionNeed(v)}</td>
                  <td className="py-2 text-stone-800 [overflow-wrap:anywhere]">{v.description.replaceAll('`', '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="text-sm text-stone-700">
          Every variable, with its type and default:{' '}
          {repository ? (
            <a className="text-indigo-800 underline" href={environmentReferenceUrl(repository)}>
              the environment reference
            </a>
          ) : (
            <>
              the environment reference, <code className="font-mono">docs/environment.md</code> in the source
            </>
          )}
          .
        </p>
      </Section>
      <Section
        id="clients"
        title="Your client, on each door"
        intro={
          <>
            One server behind three doors: <code className="font-mono break-all">{endpoint}</code> needs nothing;{' '}
            <code className="font-mono break-all">{urls.resource(DOOR.key.path)}</code> a shared key (
            <a className="text-indigo-800 underline" href="#key-door">
              below
            </a>
            ); and <code className="font-mono break-all">{urls.resource(DOOR.oauth.path)}</code> an OAuth access token, which a client that implements MCP
            authorization gets by itself (
            <a className="text-indigo-800 underline" href="#oauth-door">
              below
            </a>
            ). “Tested” means the interop tier runs that client against that door in CI; a limit comes with the workaround its test proves.
          </>
        }
      >
        <ClientGuides urls={Object.fromEntries(DOORS.map((d) => [d.id, urls.resource(d.path)])) as Record<DoorId, string>} />
        <AppsHosts resourceUri={CORPUS_BROWSER_URI} />
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <ObserveLink door="open" />
          <span className="text-sm text-stone-700">
            or watch a guarded door: <ObserveLink door="key" label="key" /> · <ObserveLink door="oauth" label="OAuth" />
          </span>
        </p>
      </Section>

      <Section
        id="stdio"
        title="Local, over stdio"
        intro="The same server factory behind the same tools, as a child process of the client: clone the repository, run npm install (it fetches and verifies the corpus), then:"
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {stdioConfigs().map((s) => (
            <CodeBlock key={s.title} {...s} />
          ))}
        </div>
      </Section>

      <Section id="inspector" title="MCP Inspector">
        <div className="space-y-4">
          {inspectorCommands(endpoint).map((s) => (
            <CodeBlock key={s.title} {...s} />
          ))}
        </div>
      </Section>

      <Section
        id="curl"
        title="curl, both protocol eras"
        intro={
          <>
            MCP over HTTP is JSON-RPC in a POST. The{' '}
            <a className="text-indigo-800 underline" href="/playground">
              playground
            </a>{' '}
            copies any request it made as a curl command too.
          </>
        }
      >
        <div className="space-y-4">
          {curlCommands(endpoint).map((s) => (
            <CodeBlock key={s.title} {...s} />
          ))}
        </div>
      </Section>

      <Section
        id="key-door"
        title="Behind the shared key"
        intro={
          <>
            <code className="font-mono break-all">{urls.resource(DOOR.key.path)}</code> takes the same calls with{' '}
            <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>. The key is the deployment’s MCP_API_KEY, or in demo mode one derived from
            AUTH_SECRET (<code className="font-mono">npm run demo-key</code> prints it). A client without it gets 401.
          </>
        }
      >
        <CodeBlock {...keyDoorCurl(urls.resource(DOOR.key.path))} />
      </Section>

      <Section
        id="oauth-door"
        title="Behind OAuth 2.1"
        intro={
          <>
            <code className="font-mono break-all">{urls.resource(DOOR.oauth.path)}</code> wants an access token meant for it. Clients that implement MCP
            authorization need only the URL: the 401 points them to the protected-resource metadata, and from there to the issuer, where you sign in. The{' '}
            <a className="text-indigo-800 underline" href="/auth">
              walkthrough
            </a>{' '}
            shows every step they take.
          </>
        }
      >
        <CodeBlock
          title="MCP Inspector — connects, gets the 401, and offers to sign in"
          lang="command"
          code={`npx @modelcontextprotocol/inspector --transport http --server-url ${urls.resource(DOOR.oauth.path)}`}
        />
      </Section>
    </article>
  );
}
