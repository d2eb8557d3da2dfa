/**
 * The host's end of the postMessage channel to an MCP App (an SDK Transport, so ext-apps' AppBridge runs on
 * it unchanged). Every message from the sandbox is taken only from its frame's window at its origin, checked
 * by checkFromApp (./app-messages.ts) and written to the lane, passed or refused; every message to it is
 * written to the lane and posted to that origin alone.
 */
import type { JSONRPCMessage, Tool, Transport } from '@modelcontextprotocol/client';
import { jsonBytes, type Lane } from './app-lane';
import { checkFromApp, kindOf } from './app-messages';

/** Where messages to and from the sandbox go: a window in the page, a fake in tests. */
export interface FramePort {
  post: (message: JSONRPCMessage) => void;
  listen: (onData: (data: unknown) => void) => () => void;
}

/**
 * The outer frame's window. `origin`: the sandbox's origin, or 'null' when the sandbox is an opaque origin
 * (then nothing can name it as a target, so '*': the message still goes to that one window only).
 */
export function framePort(frame: Window, origin: string): FramePort {
  return {
    post: (message) => frame.postMessage(message, origin === 'null' ? '*' : origin),
    listen(onData) {
      const handler = (event: MessageEvent) => {
        if (event.source === frame && event.origin === origin) onData(event.data);
      };
      window.addEventListener('message', handler);
      return () => window.removeEventListener('message', handler);
    },
  };
}

export class AppFrameTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  private stop?: () => void;
  /** Ids of the app's tools/call requests not yet answered. */
  private readonly calls = new Set<string | number>();

  constructor(
    private readonly port: FramePort,
    private readonly lane: Lane,
    private readonly tools: () => readonly Tool[],
  ) {}

  async start(): Promise<void> {
    this.stop = this.port.listen((data) => this.receive(data));
  }

  private receive(data: unknown): void {
    const verdict = checkFromApp(data, { tools: this.tools(), callsInFlight: this.calls.size });
    const { kind, method, id, bytes } = verdict;
    const where = { direction: 'app-to-host' as const, kind, bytes, ...(method ? { method } : {}), ...(id !== undefined ? { id } : {}) };
    if (!verdict.ok) {
      this.lane.record({ ...where, message: kind === 'invalid' ? { refused: verdict.reason } : data, refused: verdict.reason });
      if (verdict.reply) void this.send(verdict.reply);
      return;
    }
    this.lane.record({ ...where, message: verdict.message });
    if (method === 'tools/call' && id !== undefined) this.calls.add(id);
    this.onmessage?.(verdict.message);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const m = message as { id?: string | number; method?: string };
    if (m.method === undefined && m.id !== undefined) this.calls.delete(m.id);
    this.lane.record({
      direction: 'host-to-app',
      kind: kindOf(m),
      message,
      bytes: jsonBytes(message),
      ...(m.method ? { method: m.method } : {}),
      ...(m.id !== undefined ? { id: m.id } : {}),
    });
    this.port.post(message);
  }

  async close(): Promise<void> {
    this.stop?.();
    this.stop = undefined;
    this.onclose?.();
  }
}
