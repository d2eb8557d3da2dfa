/** The tour's glossary: short definitions in our own words, linked from chapter 11 (/#glossary). */
export interface Term {
  term: string;
  /** Stable anchor: /#term-<id>. */
  id: string;
  definition: string;
}

export const GLOSSARY: readonly Term[] = [
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
  { id: 'step-up', term: 'Step-up', definition: 'Asking for a wider scope after a 403 insufficient_scope, then retrying the call with the new token.' },
];
