/**
 * The tour's chapters: text only. Each names the live demo that shows its idea; the components
 * that render text and demos live in components/tour. Inline `code` and [links](/path) are the only
 * markup (see components/prose/Rich.tsx).
 */
export type DemoId =
  | 'json-rpc'
  | 'catalog'
  | 'two-doors'
  | 'transports'
  | 'stateless'
  | 'mrtr'
  | 'lock'
  | 'token'
  | 'deputy'
  | 'flow'
  | 'glossary';

export interface Chapter {
  /** Stable anchor: /#<slug>. Never rename; workshop handouts link here. */
  slug: string;
  title: string;
  /** One sentence: the idea the chapter teaches. */
  idea: string;
  body: string[];
  demo: DemoId;
}

export const CHAPTERS: readonly Chapter[] = [
  {
    slug: 'json-rpc',
    title: 'MCP is JSON-RPC 2.0',
    idea: 'Every MCP exchange is a small JSON object asking, and another answering.',
    body: [
      'A request names a `method`, carries `params` and an `id`. The answer repeats that `id` and holds either a `result` or an `error` — one or the other, never both. A message without an `id` is a notification: nobody answers it.',
      'Below, your browser just asked this server to `tools/call` the `search_prompts` tool. Hover or focus any key to see what it means.',
    ],
    demo: 'json-rpc',
  },
  {
    slug: 'primitives',
    title: 'Three kinds of things a server offers',
    idea: 'Tools the model calls, resources the application reads, prompts the user picks.',
    body: [
      '**Tools** are functions with a JSON Schema for their input (and here, their output). **Resources** are addressable documents, by URI or URI template. **Prompts** are reusable message templates with arguments.',
      'This server exposes the same corpus all three ways. The lists below were fetched just now with `tools/list`, `resources/list`, `resources/templates/list` and `prompts/list`.',
    ],
    demo: 'catalog',
  },
  {
    slug: 'two-doors',
    title: 'Two doors, one server',
    idea: 'The messages do not care how they travel: stdio and HTTP carry the same bytes to the same server.',
    body: [
      'A desktop app starts the server as a child process and writes one JSON message per line to its stdin; answers come back on stdout. A web host turns each HTTP POST into a message instead. Behind both doors sits the same server factory.',
      'On the left, a real stdio session, recorded by running `bin/prompts-observatory-stdio.mjs` when this site was built. On the right, the same call made over HTTP from your browser, now. The results are compared field by field.',
    ],
    demo: 'two-doors',
  },
  {
    slug: 'transports',
    title: 'Three generations of transport',
    idea: 'stdio, then HTTP+SSE with two endpoints, then Streamable HTTP with one.',
    body: [
      '**stdio** (2024): a long-lived process and two pipes. Simple and private, but local only.',
      '**HTTP+SSE** (2024-11-05): a `GET /sse` stream held open for every answer, plus a separate `POST /messages` endpoint for requests. Two endpoints, and a connection that must stay alive — the server has to remember which stream belongs to whom.',
      '**Streamable HTTP** (2025-03-26 on): one endpoint. Each POST gets its answer in the response: plain JSON, or an event stream when progress comes first.',
      'Why not wrap a stdio server in a web function? It expects one process that lives as long as the conversation. A serverless function is born for one request and dies after it; the next request meets a fresh process that never saw the first. Below, `analyze_corpus` streams its progress and its result over a single POST.',
    ],
    demo: 'transports',
  },
  {
    slug: 'stateless',
    title: 'Stateless serving',
    idea: 'The remote door remembers nothing between requests, so every request carries what the server needs.',
    body: [
      'The optional server-to-client stream (a `GET` on the endpoint) has nowhere to live in a function that ends with its request, so this server answers `405 Method Not Allowed` — promptly, so clients do not sit waiting for a stream that will never come.',
      'In the 2026-07-28 revision there is no handshake at all: each request carries its protocol version, client info and capabilities in `_meta`. A 2025-era client still begins with `initialize` and `notifications/initialized`; the server answers it from the same factory, and forgets it straight after. Both, live, side by side:',
    ],
    demo: 'stateless',
  },
  {
    slug: 'round-trips',
    title: 'What stateless gives up, and how it comes back',
    idea: 'A server that needs the client’s model asks in its result, and the client retries with the answer.',
    body: [
      'With sessions, a server could call back into the client mid-request (“please sample your model”). Without them there is no channel to call back on. 2025-era servers degrade gracefully: they do something sensible without asking.',
      '2026-07-28 brings the callback back as a multi-round-trip request: the result says `resultType: "input_required"` and lists `inputRequests`, with an opaque `requestState`. The client answers and sends the request again — new `id`, same `requestState`, plus `inputResponses`. Below, `refine_prompt` asks this page to play the model; then the same call from a client that declares no sampling gets the fallback draft and the reason.',
    ],
    demo: 'mrtr',
  },
  {
    slug: 'lock',
    title: 'Locking the door',
    idea: 'The MCP server becomes a resource server: it checks tickets, it never issues them.',
    body: [
      'Think of a club: the bouncer (resource server) checks the ID at the door; the ID office (authorization server) issues IDs somewhere else. The bouncer trusts the office’s stamp, and knows nothing else about it.',
      'This app’s OAuth door, `/api/mcp/oauth`, refuses a call without a token with `401` and a `WWW-Authenticate` header pointing at its protected-resource metadata. That document names who issues tickets for it. The resource-server code never imports the authorization server; it knows it only by issuer URL and key set, as it would know Auth0 or Keycloak.',
    ],
    demo: 'lock',
  },
  {
    slug: 'jwt',
    title: 'A bearer token is a JWT',
    idea: 'Readable by anyone who holds it, but signed: the door checks it with no database call.',
    body: [
      'An access token here is a JSON Web Token: three base64url parts, header, claims and signature. Anyone holding it can read it; nobody can change it without breaking the signature.',
      'The door’s whole check: the signature verifies with the issuer’s published key, `aud` names this door, `exp` is in the future (and `iss` is the issuer it trusts). No lookup anywhere, which is why it scales. Below, a token minted by this app’s built-in issuer, decoded and checked in your browser with `jose` against the issuer’s JWKS. Try the whole lab at [/jwt](/jwt).',
    ],
    demo: 'token',
  },
  {
    slug: 'confused-deputy',
    title: 'The confused deputy',
    idea: 'A token meant for someone else must be refused, and a token you received must never be passed on.',
    body: [
      'If a door accepted any token its issuer signed, a token you gave to service A could be replayed at service B. The `aud` claim closes that hole: a token names the one resource it is for, requested with the RFC 8707 `resource` parameter.',
      'Inbound, verify it is yours. Outbound, use your own credentials — never forward the caller’s token upstream. Below, a correctly signed token for another audience is sent to the OAuth door, live.',
    ],
    demo: 'deputy',
  },
  {
    slug: 'oauth-flow',
    title: 'The whole flow',
    idea: 'From a 401 to a 200 in twelve steps, with discovery, registration and PKCE in between.',
    body: [
      'A client that knows nothing but the server URL can find its way in: the `401` points at the protected-resource metadata, which names the authorization server, whose metadata lists its endpoints. The client registers, proves possession with PKCE, asks for a token bound to this resource, and calls again.',
      'A shared key is the same seam with steps 3 to 10 folded into “paste a key”: the header and the door do not change, so a deployment can start with a key and move to OAuth later. Walk through every step live at [/auth](/auth).',
    ],
    demo: 'flow',
  },
  {
    slug: 'glossary',
    title: 'Glossary',
    idea: 'The words this tour uses, in one place.',
    body: [],
    demo: 'glossary',
  },
];
