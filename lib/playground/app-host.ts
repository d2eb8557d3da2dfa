/**
 * The playground as an MCP Apps host (io.modelcontextprotocol/ui, 2026-01-26): it reads the app's `ui://`
 * resource through the playground's own connection, renders it in the double frame (the sandbox proxy on
 * its own origin, the app inside it: lib/apps-sandbox), and runs ext-apps' AppBridge over AppFrameTransport,
 * which checks every message. The bridge is given no client: it forwards nothing by itself. The one thing
 * it forwards is `tools/call`, here, through the session's client (so the call is an HTTP exchange in the
 * transcript, tied to the app's request on the lane). The app sees no token, no storage and no page.
 * Loaded on the first click that opens an app (the SDK with it).
 */
import { AppBridge, type McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import { cleanDeclaredCsp, type DeclaredCsp, sandboxUrl } from '../apps-sandbox/csp';
import { createStore, type Store } from '../browser/store';
import { APP_RESOURCE_MIME_TYPE } from '../vocabulary';
import { createLane, type Lane } from './app-lane';
import { AppFrameTransport, type FramePort, framePort } from './app-transport';
import type { PlaygroundSession } from './session';

/** The largest app HTML this host renders. */
export const APP_HTML_MAX_BYTES = 512 * 1024;
/** The frame's height follows the app's size-changed, within these. */
const MIN_HEIGHT = 160;
const MAX_HEIGHT = 900;

const HOST_INFO = { name: 'mcp-observatory-playground', version: '1.0.0' };

export interface AppHostState {
  status: 'idle' | 'loading' | 'running' | 'failed';
  uri?: string;
  /** The sandbox page's URL (the declared CSP in its query) and the outer frame's sandbox attribute. */
  frame?: { src: string; sandbox: string; origin: string; run: number };
  height: number;
  failure?: string;
  /** What the app handed to the conversation with ui/message (this host has no conversation: it shows it). */
  handedOver?: string;
  /** The HTTP exchanges (transcript seqs) of the app's resources/read. */
  readSeqs?: readonly number[];
}

export class AppHost {
  readonly state: Store<AppHostState> = createStore<AppHostState>({ status: 'idle', height: 360 });
  readonly lane: Lane = createLane();
  private bridge?: AppBridge;
  private html = '';
  /** Each open is a new run: a new frame, a new bridge. */
  private runs = 0;
  private csp: DeclaredCsp = {};

  /** `origins.sandbox`: MCP_APPS_SANDBOX_ORIGIN, or undefined (the page's own origin, an opaque-origin frame). */
  constructor(
    private readonly session: PlaygroundSession,
    private readonly origins: { sandbox: string | undefined; page: string },
  ) {}

  private tools(): readonly Tool[] {
    return this.session.connection.get().catalog?.tools ?? [];
  }

  /** resources/read of the app, through the connection; then the frame is rendered and attach() runs. */
  async open(uri: string): Promise<void> {
    await this.close();
    this.lane.clear();
    this.state.set({ status: 'loading', uri, height: 360 });
    const client = this.session.appClient();
    if (!client) return this.fail('Not connected: connect first.');
    const mark = this.session.tap.mark();
    try {
      const { contents } = await client.readResource({ uri });
      this.state.set((s) => ({ ...s, readSeqs: this.session.tap.seqsSince(mark) }));
      const content = contents.length === 1 ? contents[0] : undefined;
      if (!content || content.mimeType !== APP_RESOURCE_MIME_TYPE || !('text' in content) || typeof content.text !== 'string') {
        return this.fail(`The resource is not one ${APP_RESOURCE_MIME_TYPE} document.`);
      }
      if (new TextEncoder().encode(content.text).length > APP_HTML_MAX_BYTES) return this.fail(`The app is larger than ${APP_HTML_MAX_BYTES} bytes.`);
      this.html = content.text;
      this.csp = cleanDeclaredCsp((content._meta as { ui?: { csp?: unknown } } | undefined)?.ui?.csp);
      const run = ++this.runs;
      const { sandbox, page } = this.origins;
      const frame = sandbox
        ? { src: sandboxUrl(sandbox, this.csp), sandbox: 'allow-scripts allow-same-origin', origin: sandbox, run }
        : { src: sandboxUrl(page, this.csp), sandbox: 'allow-scripts', origin: 'null', run };
      this.state.set((s) => ({ ...s, frame }));
    } catch (err) {
      this.fail(err instanceof Error ? err.message : String(err));
    }
  }

  /**
   * Runs the bridge on the rendered outer frame, before it loads the sandbox page (so the page's
   * sandbox-proxy-ready finds it listening). `port`: tests hand a fake.
   */
  async attach(port: FramePort): Promise<void> {
    const bridge = new AppBridge(null, HOST_INFO, { serverTools: {}, message: { text: {} }, logging: {} }, { hostContext: this.hostContext() });
    this.bridge = bridge;
    bridge.addEventListener('sandboxready', () => {
      void bridge.sendSandboxResourceReady({ html: this.html, csp: this.csp, sandbox: 'allow-scripts' });
    });
    bridge.addEventListener('initialized', () => this.state.set((s) => ({ ...s, status: 'running' })));
    bridge.addEventListener('sizechange', ({ height }) => {
      if (typeof height === 'number' && Number.isFinite(height)) {
        this.state.set((s) => ({ ...s, height: Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(height))) }));
      }
    });
    bridge.oncalltool = (params, ctx) => this.forwardToolCall(params, ctx.mcpReq.id, ctx.mcpReq.signal);
    bridge.onmessage = async ({ content }) => {
      const text = content
        .flatMap((b) => (b.type === 'text' ? [b.text] : []))
        .join('\n\n')
        .slice(0, 64 * 1024);
      this.state.set((s) => ({ ...s, handedOver: text }));
      return {};
    };
    await bridge.connect(new AppFrameTransport(port, this.lane, () => this.tools()));
  }

  /** attach() on a real outer frame. */
  attachFrame(frame: HTMLIFrameElement): Promise<void> {
    const { frame: f } = this.state.get();
    if (!frame.contentWindow || !f) return Promise.resolve();
    return this.attach(framePort(frame.contentWindow, f.origin));
  }

  /** The app's tools/call (already checked by the transport) as a request of the connection's own client. */
  private async forwardToolCall(params: { name: string; arguments?: Record<string, unknown> }, id: string | number, signal: AbortSignal) {
    const client = this.session.appClient();
    if (!client) throw new Error('The host is not connected to the server any more.');
    const mark = this.session.tap.mark();
    try {
      return (await client.request({ method: 'tools/call', params }, { signal })) as CallToolResult;
    } finally {
      this.lane.linkHttp(id, this.session.tap.seqsSince(mark));
    }
  }

  private hostContext(): McpUiHostContext {
    return {
      theme: 'light',
      displayMode: 'inline',
      availableDisplayModes: ['inline'],
      platform: 'web',
      containerDimensions: { maxHeight: MAX_HEIGHT },
      ...(typeof navigator === 'undefined' ? {} : { locale: navigator.language }),
    };
  }

  private fail(message: string): void {
    this.state.set((s) => ({ ...s, status: 'failed', failure: message, frame: undefined }));
  }

  async close(): Promise<void> {
    const bridge = this.bridge;
    this.bridge = undefined;
    await bridge?.close().catch(() => undefined);
    this.state.set((s) => ({ status: 'idle', height: s.height }));
  }
}
