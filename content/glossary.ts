/**
 * The tour's glossary: short definitions in our own words (/#glossary). Chapter prose links the first use
 * of a term with `<Term id="…">` (components/prose), which refuses an id that is not here.
 */
export interface Term {
  term: string;
  /** Stable anchor: /#term-<id>. */
  id: string;
  definition: string;
}

export const GLOSSARY: readonly Term[] = [
  {
    id: 'mcp',
    term: 'MCP (Model Context Protocol)',
    definition: 'An open protocol that lets an AI application reach tools and data through servers: JSON-RPC messages between an MCP client and an MCP server.',
  },
  {
    id: 'host',
    term: 'Host',
    definition: 'The application a person uses (Claude Desktop, an IDE, an agent). It runs the model and holds one MCP client per server it connects to.',
  },
  { id: 'client', term: 'MCP client', definition: 'The part of the host that speaks MCP to one server: it sends the requests and brings the answers back.' },
  { id: 'server', term: 'MCP server', definition: 'A program that offers tools, resources and prompts over MCP. This site is one: prompts-observatory.' },
  {
    id: 'door',
    term: 'Door',
    definition:
      'This app’s word for one of its HTTP endpoints and what it asks of a caller: the open door (/api/mcp, anyone), the key door (/api/mcp/key, a shared key), the OAuth door (/api/mcp/oauth, a token). Same server behind each.',
  },
  {
    id: 'transport',
    term: 'Transport',
    definition: 'How the messages travel between client and server: stdio pipes, or HTTP (Streamable HTTP today, HTTP+SSE before it).',
  },
  {
    id: 'era',
    term: 'Era',
    definition:
      'This app’s word for the protocol generation a client speaks: the 2025 era begins with an initialize handshake; the 2026-07-28 era has none and puts its version in every request’s _meta.',
  },
  {
    id: 'capabilities',
    term: 'Capabilities',
    definition:
      'What each side says it can do (sampling, elicitation, extensions such as tasks). A server may only ask for, or answer with, what the client declared.',
  },
  {
    id: 'notification',
    term: 'Notification',
    definition: 'A JSON-RPC message with no id: nobody answers it. Progress updates (notifications/progress) are notifications.',
  },
  {
    id: 'task',
    term: 'Task',
    definition:
      'A tools/call the server answers at once with a handle (resultType "task"), for work that outlives the request; the client asks tasks/get until it is completed, failed or cancelled.',
  },
  {
    id: 'meter',
    term: 'Meter',
    definition:
      'This app’s record of what a tool call cost, in the result’s _meta under io.github.prompts-observatory/meter: duration, phases, corpus hash and the trace span that served it.',
  },
  {
    id: 'traceparent',
    term: 'traceparent',
    definition: 'The W3C trace-context value naming a trace and a parent span. Sent in _meta or as a header, it makes the server’s span a child of yours.',
  },
  {
    id: 'json-rpc',
    term: 'JSON-RPC 2.0',
    definition: 'The message format MCP uses: requests with a method and an id, responses with the same id and a result or an error, notifications with no id.',
  },
  { id: 'tool', term: 'Tool', definition: 'A function the server offers to the model, described by a JSON Schema for its input (and optionally its output).' },
  {
    id: 'resource',
    term: 'Resource',
    definition: 'A document the server can hand out by URI (or by URI template), read by the application rather than called by the model.',
  },
  { id: 'prompt', term: 'Prompt', definition: 'A reusable message template with named arguments, usually picked by the user.' },
  {
    id: 'stdio',
    term: 'stdio transport',
    definition: 'The client starts the server as a child process and exchanges one JSON message per line over its stdin and stdout.',
  },
  {
    id: 'streamable-http',
    term: 'Streamable HTTP',
    definition: 'The current remote transport: one endpoint; each POST carries a message and its response carries the answer, as JSON or as an event stream.',
  },
  { id: 'sse', term: 'SSE', definition: 'Server-sent events: a text/event-stream response the server writes to over time, used for progress before a result.' },
  {
    id: 'stateless',
    term: 'Stateless server',
    definition: 'A server that keeps nothing between requests, so any instance can answer any request; every request carries what it needs.',
  },
  {
    id: 'meta',
    term: '_meta',
    definition: 'Metadata beside a message’s own parameters. In 2026-07-28 it carries the protocol version, client info and capabilities on every request.',
  },
  {
    id: 'mrtr',
    term: 'Multi-round-trip request',
    definition:
      'A request whose first result is input_required: the client answers the embedded input requests and retries with inputResponses and the echoed requestState.',
  },
  {
    id: 'sampling',
    term: 'Sampling',
    definition: 'A server asking the client’s model to generate text, so the server needs no model (or API key) of its own.',
  },
  {
    id: 'resource-server',
    term: 'Resource server',
    definition: 'The party that holds the data and checks access tokens. Here: the MCP server. It never issues tokens.',
  },
  {
    id: 'authorization-server',
    term: 'Authorization server',
    definition: 'The party that authenticates users, asks for consent and issues tokens. Here: the built-in issuer under /oauth, or any external IdP.',
  },
  {
    id: 'bearer',
    term: 'Bearer token',
    definition: 'A token that works for whoever holds it, sent as Authorization: Bearer <token>. Keep it secret in transit and in logs.',
  },
  {
    id: 'jwt',
    term: 'JWT',
    definition: 'JSON Web Token: base64url header, payload and signature joined by dots. Readable by its holder, tamper-evident because signed.',
  },
  { id: 'jwks', term: 'JWKS', definition: 'JSON Web Key Set: the issuer’s public keys, published so anyone can verify its signatures.' },
  { id: 'aud', term: 'Audience (aud)', definition: 'The claim naming the resource a token is for. A door must refuse tokens whose aud is not itself.' },
  {
    id: 'scope',
    term: 'Scope',
    definition: 'A named permission in a token, such as prompts:read. Too few scopes for an operation earns a 403 insufficient_scope.',
  },
  {
    id: 'confused-deputy',
    term: 'Confused deputy',
    definition: 'A service tricked into using authority meant for something else, e.g. accepting or forwarding a token issued for another resource.',
  },
  {
    id: 'prm',
    term: 'Protected-resource metadata',
    definition: 'RFC 9728: a JSON document at /.well-known/oauth-protected-resource/<path> naming the resource, its authorization servers and scopes.',
  },
  {
    id: 'asm',
    term: 'Authorization-server metadata',
    definition: 'RFC 8414: the issuer’s document listing its endpoints (authorize, token, registration, JWKS) and what it supports.',
  },
  { id: 'dcr', term: 'Dynamic client registration', definition: 'RFC 7591: a client POSTs its metadata and gets a client_id back. Used by 2025-era clients.' },
  {
    id: 'cimd',
    term: 'Client ID metadata document',
    definition: 'The client_id is an https URL of a JSON document describing the client; the issuer fetches it. Preferred in 2026-07-28.',
  },
  {
    id: 'pkce',
    term: 'PKCE',
    definition:
      'Proof Key for Code Exchange: the client sends sha256(verifier) when it asks for a code and the verifier itself when it redeems it, so a stolen code is useless.',
  },
  {
    id: 'resource-indicator',
    term: 'Resource indicator',
    definition: 'RFC 8707: the resource parameter in the authorize and token requests, which the issuer binds into the token’s aud.',
  },
  {
    id: 'lab-token',
    term: 'Lab token',
    definition:
      'A token this app’s issuer mints to be refused: really signed, one check deliberately broken, and marked so that no door ever accepts it (the JWT lab and the tour’s specimens).',
  },
  {
    id: 'channel',
    term: 'Observation channel',
    definition: 'A private address (/observe) under which this whole server answers your own client and shows each exchange on the channel’s page, live.',
  },
  { id: 'step-up', term: 'Step-up', definition: 'Asking for a wider scope after a 403 insufficient_scope, then retrying the call with the new token.' },
];
