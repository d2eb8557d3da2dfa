/**
 * Calls on a guarded door that report what the door answered (status and challenge), for the key
 * track and the step-up lesson. The v2 client makes the calls; the verdict is read from the wire.
 */
import { openClient, type TapFetch } from '../tour/clients';
import { parseWwwAuthenticate, type TranscriptStore } from '../wire';

export interface DoorAnswer {
  status: number;
  error?: string;
  description?: string;
  scope?: string;
  detail?: string;
}

function lastAnswer(store: Pick<TranscriptStore, 'getSnapshot'> | undefined, fallback: number): DoorAnswer {
  const res = store?.getSnapshot().entries.at(-1)?.exchange.response;
  const header = res?.headers.find(([k]) => k === 'www-authenticate')?.[1];
  const p = header ? parseWwwAuthenticate(header)[0]?.params ?? {} : {};
  return { status: res?.status ?? fallback, error: p.error, description: p.error_description, scope: p.scope };
}

/** Calls `tool` (or lists tools) on `path` with an optional bearer credential. */
export async function callDoor(fetch: TapFetch, path: string, credential: string | undefined, tool?: { name: string; arguments: Record<string, unknown> }): Promise<DoorAnswer> {
  const headers: Record<string, string> = credential ? { Authorization: `Bearer ${credential}` } : {};
  let client;
  try {
    client = await openClient({
      fetch,
      path,
      headers,
      ...(tool ? { sample: () => '[Answered by the walkthrough page standing in for your model] A shorter, friendlier Linux terminal prompt.' } : {}),
    });
    if (tool) {
      const res = await client.callTool(tool);
      const sc = res.structuredContent as { via?: string } | undefined;
      return { status: 200, detail: `${tool.name} answered${sc?.via ? ` (via ${sc.via})` : ''}` };
    }
    const { tools } = await client.listTools();
    return { status: 200, detail: `${tools.length} tools: ${tools.map((t) => t.name).join(', ')}` };
  } catch {
    return lastAnswer(fetch.store, 0);
  } finally {
    await client?.close();
  }
}
