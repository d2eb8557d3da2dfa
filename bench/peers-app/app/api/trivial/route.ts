/** The framework's ceiling: a POST route that reads the body and answers a small JSON. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(req: Request): Promise<Response> {
  const body = (await req.json()) as { id?: unknown };
  return Response.json({ jsonrpc: '2.0', id: body.id ?? null, result: {} });
}
