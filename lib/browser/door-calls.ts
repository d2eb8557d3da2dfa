/**
 * Calls on a guarded door that report what the door answered: the status, and for a refusal the
 * challenge's error and scope and the body's `check` (the stable id of the check that failed), for
 * the key track, step-up and the JWT lab's attack bench. The v2 client makes the calls; the verdict
 * is read from the tap's record of the wire, never from prose.
 */
import { refusalBody } from '../exercises/wire-facts';
import type { CheckId } from '../vocabulary';
import { parseWwwAuthenticate } from '../wire';
import { openClient } from './open-client';
import type { Tap } from './tap';

export interface DoorAnswer {
  status: number;
  error?: string;
  description?: string;
  scope?: string;
  /** The WWW-Authenticate header exactly as it came. */
  challenge?: string;
  /** Which check refused the credential (from the refusal's JSON body). */
  check?: CheckId;
  detail?: string;
}

/** What the door said in the tap's newest exchange. */
export function lastDoorAnswer(tap: Tap): DoorAnswer {
  const x = tap.last()?.exchange;
  const res = x?.response;
  if (!res) return { status: 0 };
  const header = res.headers.find(([k]) => k === 'www-authenticate')?.[1];
  const p = header ? (parseWwwAuthenticate(header)[0]?.params ?? {}) : {};
  const body = refusalBody(x);
  return {
    status: res.status,
    error: p.error ?? body.error,
    description: p.error_description ?? body.description,
    scope: p.scope,
    ...(header ? { challenge: header } : {}),
    ...(body.check ? { check: body.check } : {}),
  };
}

export interface DoorCall {
  tap: Tap;
  path: string;
  credential?: string;
  tool?: { name: string; arguments: Record<string, unknown> };
  origin?: string;
}

/** Calls `tool` (or lists tools) on `path` with an optional bearer credential. */
export async function callDoor({ tap, path, credential, tool, origin }: DoorCall): Promise<DoorAnswer> {
  const headers: Record<string, string> = credential ? { Authorization: `Bearer ${credential}` } : {};
  let client: Awaited<ReturnType<typeof openClient>> | undefined;
  try {
    client = await openClient({
      fetch: tap.fetch,
      path,
      origin,
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
    return lastDoorAnswer(tap);
  } finally {
    await client?.close();
  }
}
