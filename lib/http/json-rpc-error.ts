/** The one error shape every door answers with: a JSON-RPC error object with id null, and a fitting HTTP status. */
export function jsonRpcErrorResponse(status: number, code: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });
}
