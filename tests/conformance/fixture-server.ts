/**
 * The conformance fixture: this project's server factory (the corpus tools, Tasks with the state store,
 * multi-round-trip requests, progress, logging) plus the official suite's own fixtures — its test_*
 * tools, prompts and resources, and the Tasks scenarios' task tools — served by the SDK's
 * createMcpHandler on node:http. Tests only: nothing under app/ or lib/ imports it (dependency-cruiser).
 * Written from the scenarios' stated requirements (@modelcontextprotocol/conformance), not copied.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { toNodeHandler } from '@modelcontextprotocol/node';
import {
  type CallToolResult,
  createMcpHandler,
  createRequestStateCodec,
  inputRequired,
  inputResponse,
  type JSONObject,
  type McpServer,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
  ResourceTemplate,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { getCorpus } from '../../lib/corpus';
import { createPromptsServer, createTaskStore, parkTask, runTask, type TaskSupport, type TaskTool } from '../../lib/mcp';
import { createMemoryStore } from '../../lib/state';

/** A 1×1 PNG and a tiny WAV header: real media types, as small as they come. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const WAV_SILENCE = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';

const text = (t: string): CallToolResult => ({ content: [{ type: 'text', text: t }] });
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((done) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        done();
      },
      { once: true },
    );
  });
const capabilities = (ctx: ServerContext) =>
  ((ctx.mcpReq.envelope as Record<string, unknown> | undefined)?.['io.modelcontextprotocol/clientCapabilities'] as Record<string, unknown> | undefined) ?? {};
const elicitName = (message: string, field = 'name') =>
  inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: { [field]: { type: 'string' } }, required: [field] } });
const elicited = (responses: unknown, key: string, field: string): string | undefined => {
  const view = inputResponse(responses as Parameters<typeof inputResponse>[0], key);
  const value = view.kind === 'elicit' && view.action === 'accept' ? view.content?.[field] : undefined;
  return typeof value === 'string' ? value : value === undefined ? undefined : String(value);
};

/**
 * requestState sealed with a per-process key. The factory hands the codec's verify to the SDK, which
 * refuses a tampered or foreign state (-32602) before any handler runs and gives handlers the payload.
 */
const stateCodec = createRequestStateCodec<Record<string, unknown>>({ key: randomBytes(32) });
/** A fresh nonce in every state: two rounds minted in the same second must still differ. */
const seal = (payload: Record<string, unknown>) => stateCodec.mint({ ...payload, nonce: randomBytes(8).toString('hex') });
async function openState(ctx: ServerContext): Promise<Record<string, unknown> | undefined> {
  const state = ctx.mcpReq.requestState();
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : undefined;
}

/** The Tasks scenarios' task tools, on this project's task machinery (lib/mcp/tasks). */
const TASK_TOOLS: TaskTool[] = [
  {
    name: 'slow_compute',
    async start(args, call) {
      const { seconds = 0, label = '' } = args as { seconds?: number; label?: string };
      return runTask(call, `Computing ${label}`, async ({ signal }) => {
        await sleep(seconds * 1000, signal);
        return text(`Computed ${label} after ${seconds}s`);
      });
    },
  },
  {
    name: 'failing_job',
    support: 'required',
    start: (_args, call) => runTask(call, 'Failing on purpose', async () => ({ ...text('The job failed, as it was written to.'), isError: true })),
  },
  {
    name: 'protocol_error_job',
    start: (_args, call) =>
      runTask(call, 'About to break', async () => {
        throw new Error('protocol_error_job breaks on purpose');
      }),
  },
  {
    name: 'confirm_delete',
    async start(args, call) {
      const { filename = 'file' } = args as { filename?: string };
      const ask = inputRequired.elicit({
        message: `Delete ${filename}?`,
        requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
      });
      return parkTask(call, 'confirm_delete', `Waiting to confirm deleting ${filename}`, { confirm: ask as unknown as JSONObject }, { filename });
    },
    async resume(args, answers) {
      const view = inputResponse(answers as never, 'confirm');
      const yes = view.kind === 'elicit' && view.action === 'accept' && view.content?.confirm === true;
      return {
        kind: 'complete',
        statusMessage: 'Done',
        result: { ...text(yes ? `Deleted ${args.filename}` : `Kept ${args.filename}`), resultType: 'complete' } as never,
      };
    },
  },
  {
    name: 'multi_input',
    start: (_args, call) =>
      parkTask(
        call,
        'multi_input',
        'Waiting for two answers',
        { first: elicitName('First name?') as unknown as JSONObject, second: elicitName('Last name?') as unknown as JSONObject },
        {},
      ),
    async resume(_args, answers) {
      const out = `${elicited(answers, 'first', 'name') ?? '?'} ${elicited(answers, 'second', 'name') ?? '?'}`;
      return { kind: 'complete', statusMessage: 'Done', result: { ...text(out), resultType: 'complete' } as never };
    },
  },
  {
    // Multi-round-trip first, then a task on the final round, its result carrying what was gathered.
    name: 'test_tool_with_task',
    async start(_args, call) {
      const name = elicited(call.ctx.mcpReq.inputResponses, 'user_name', 'name');
      if (name === undefined) return undefined; // round 1: the tool asks (below)
      return runTask(call, 'Greeting', async () => text(`Hello, ${name}! (from a task)`));
    },
  },
];

/** The suite's plain fixtures beside the project's own tools, prompts and resources. */
function registerSuiteFixtures(server: McpServer): void {
  const none = z.object({});
  server.registerTool('test_simple_text', { description: 'Simple text', inputSchema: none }, async () => text('This is a simple text response for testing.'));
  server.registerTool('test_image_content', { description: 'An image', inputSchema: none }, async () => ({
    content: [{ type: 'image', data: PNG_1PX, mimeType: 'image/png' }],
  }));
  server.registerTool('test_audio_content', { description: 'Audio', inputSchema: none }, async () => ({
    content: [{ type: 'audio', data: WAV_SILENCE, mimeType: 'audio/wav' }],
  }));
  server.registerTool('test_embedded_resource', { description: 'An embedded resource', inputSchema: none }, async () => ({
    content: [{ type: 'resource', resource: { uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' } }],
  }));
  server.registerTool('test_multiple_content_types', { description: 'Text, image and resource', inputSchema: none }, async () => ({
    content: [
      { type: 'text', text: 'Multiple content types test:' },
      { type: 'image', data: PNG_1PX, mimeType: 'image/png' },
      { type: 'resource', resource: { uri: 'test://mixed-content-resource', mimeType: 'application/json', text: '{"test":"data","value":123}' } },
    ],
  }));
  const logging = async (_args: unknown, ctx: ServerContext) => {
    for (const step of ['Tool execution started', 'Tool processing data', 'Tool execution completed']) {
      await ctx.mcpReq.log('info', step);
      await sleep(20);
    }
    return text('Tool with logging executed successfully');
  };
  server.registerTool('test_tool_with_logging', { description: 'Logs three messages', inputSchema: none }, logging);
  server.registerTool('test_logging_tool', { description: 'Logs only when the request asks', inputSchema: none }, logging);
  server.registerTool('test_tool_with_progress', { description: 'Reports progress', inputSchema: none }, async (_args, ctx) => {
    const progressToken = ctx.mcpReq._meta?.progressToken ?? 0;
    for (const progress of [0, 50, 100]) {
      await ctx.mcpReq.notify({
        method: 'notifications/progress',
        params: { progressToken, progress, total: 100, message: `Completed step ${progress} of 100` },
      });
      await sleep(20);
    }
    return text(String(progressToken));
  });
  server.registerTool('test_error_handling', { description: 'Always a tool error', inputSchema: none }, async () => {
    throw new Error('This tool intentionally returns an error for testing');
  });
  server.registerTool('test_missing_capability', { description: 'Needs sampling declared', inputSchema: none }, async () => text('Success'));
  server.registerTool('test_streaming_elicitation', { description: 'Asks by a multi-round-trip request', inputSchema: none }, async (_args, ctx) => {
    const name = elicited(ctx.mcpReq.inputResponses, 'user_name', 'name');
    return name === undefined ? inputRequired({ inputRequests: { user_name: elicitName('What is your name?') } }) : text(`Hello, ${name}!`);
  });

  // Sampling and elicitation from a tool, written once as multi-round-trip requests: a 2026-07-28 client
  // answers by retrying; toward a 2025-era client the SDK's legacy shim turns them into server requests.
  server.registerTool('test_sampling', { description: 'Asks the client to sample', inputSchema: z.object({ prompt: z.string() }) }, async ({ prompt }, ctx) => {
    const view = inputResponse(ctx.mcpReq.inputResponses, 'sample');
    if (view.kind === 'sampling') return text(`LLM response: ${(view.result.content as { text?: unknown })?.text ?? ''}`);
    return inputRequired({
      inputRequests: { sample: inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: prompt } }], maxTokens: 100 }) },
    });
  });
  server.registerTool('test_elicitation', { description: 'Asks the user', inputSchema: z.object({ message: z.string() }) }, async ({ message }, ctx) => {
    const view = inputResponse(ctx.mcpReq.inputResponses, 'info');
    if (view.kind === 'elicit') return text(`User response: action=${view.action}, content=${JSON.stringify(view.content ?? {})}`);
    return inputRequired({
      inputRequests: {
        info: inputRequired.elicit({
          message,
          requestedSchema: { type: 'object', properties: { username: { type: 'string' }, email: { type: 'string' } }, required: ['username', 'email'] },
        }),
      },
    });
  });

  // Multi-round-trip requests (SEP-2322).
  server.registerTool('test_input_required_result_elicitation', { description: 'Elicits a name', inputSchema: none }, async (_args, ctx) => {
    const name = elicited(ctx.mcpReq.inputResponses, 'user_name', 'name');
    return name === undefined ? inputRequired({ inputRequests: { user_name: elicitName('What is your name?') } }) : text(`Hello, ${name}!`);
  });
  server.registerTool('test_input_required_result_sampling', { description: 'Samples', inputSchema: none }, async (_args, ctx) => {
    const view = inputResponse(ctx.mcpReq.inputResponses, 'sample_request');
    if (view.kind === 'sampling') {
      const c = view.result.content as { text?: unknown };
      return text(`Sampling result: ${typeof c?.text === 'string' ? c.text : 'no response'}`);
    }
    return inputRequired({
      inputRequests: {
        sample_request: inputRequired.createMessage({
          messages: [{ role: 'user', content: { type: 'text', text: 'What is the capital of France?' } }],
          maxTokens: 100,
        }),
      },
    });
  });
  server.registerTool('test_input_required_result_list_roots', { description: 'Lists roots', inputSchema: none }, async (_args, ctx) => {
    const view = inputResponse(ctx.mcpReq.inputResponses, 'roots_request');
    return view.kind === 'roots' ? text(`Found ${view.roots.length} root(s)`) : inputRequired({ inputRequests: { roots_request: inputRequired.listRoots() } });
  });
  server.registerTool('test_input_required_result_request_state', { description: 'Keeps requestState', inputSchema: none }, async (_args, ctx) => {
    const state = await openState(ctx);
    const view = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
    if (state?.kind === 'request-state' && view.kind === 'elicit' && view.content?.ok === true) return text('state-ok: requestState validated');
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: 'Please confirm',
          requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
        }),
      },
      requestState: await seal({ kind: 'request-state' }),
    });
  });
  server.registerTool(
    'test_input_required_result_tampered_state',
    { description: 'Refuses a tampered requestState', inputSchema: none },
    async (_args, ctx) => {
      const state = await openState(ctx);
      const name = elicited(ctx.mcpReq.inputResponses, 'user_name', 'name');
      if (state?.kind === 'tamper' && name !== undefined) return text(`Hello, ${name}!`);
      return inputRequired({ inputRequests: { user_name: elicitName('What is your name?') }, requestState: await seal({ kind: 'tamper' }) });
    },
  );
  server.registerTool('test_input_required_result_multiple_inputs', { description: 'Asks three things at once', inputSchema: none }, async (_args, ctx) => {
    const state = await openState(ctx);
    const responses = ctx.mcpReq.inputResponses;
    const name = elicited(responses, 'user_name', 'name');
    const greeting = inputResponse(responses, 'greeting');
    const roots = inputResponse(responses, 'client_roots');
    if (state?.kind === 'multiple-inputs' && name !== undefined && greeting.kind === 'sampling' && roots.kind === 'roots') {
      const g = (greeting.result.content as { text?: unknown })?.text;
      return text(`Name: ${name}; Greeting: ${typeof g === 'string' ? g : 'Hello there!'}; Roots: ${roots.roots.length}`);
    }
    return inputRequired({
      inputRequests: {
        user_name: elicitName('What is your name?'),
        greeting: inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Generate a greeting' } }], maxTokens: 50 }),
        client_roots: inputRequired.listRoots(),
      },
      requestState: await seal({ kind: 'multiple-inputs' }),
    });
  });
  server.registerTool('test_input_required_result_multi_round', { description: 'Two rounds', inputSchema: none }, async (_args, ctx) => {
    const state = await openState(ctx);
    const responses = ctx.mcpReq.inputResponses;
    if (state === undefined) {
      return inputRequired({ inputRequests: { step1: elicitName('Step 1: What is your name?') }, requestState: await seal({ round: 1 }) });
    }
    if (state.round === 1) {
      const name = elicited(responses, 'step1', 'name');
      if (name === undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'step1 answer missing');
      return inputRequired({
        inputRequests: { step2: elicitName('Step 2: What is your favorite color?', 'color') },
        requestState: await seal({ round: 2, name }),
      });
    }
    const color = elicited(responses, 'step2', 'color');
    if (color === undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'step2 answer missing');
    return text(`Hello ${state.name}, your favorite color is ${color}`);
  });
  server.registerTool(
    'test_input_required_result_capabilities',
    { description: 'Asks only what the client declared', inputSchema: none },
    async (_args, ctx) => {
      if (ctx.mcpReq.inputResponses !== undefined) return text('Thanks');
      const caps = capabilities(ctx);
      if (caps.elicitation) return inputRequired({ inputRequests: { user_name: elicitName('What is your name?') } });
      if (caps.sampling)
        return inputRequired({
          inputRequests: { sample: inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Hi' } }], maxTokens: 10 }) },
        });
      return text('No input capability declared: nothing to ask.');
    },
  );

  // The Tasks scenarios' tools, as plain tools for clients without the extension.
  server.registerTool('greet', { description: 'Says hello (never a task)', inputSchema: z.object({ name: z.string() }) }, async ({ name }) =>
    text(`Hello, ${name}!`),
  );
  server.registerTool(
    'slow_compute',
    {
      description: 'Sleeps, then answers (a task for clients that declare the extension)',
      inputSchema: z.object({ seconds: z.number().min(0).max(120), label: z.string().optional() }),
    },
    async ({ seconds, label }, ctx) => {
      await sleep(seconds * 1000, ctx.mcpReq.signal);
      return text(`Computed ${label ?? ''} after ${seconds}s`);
    },
  );
  server.registerTool('failing_job', { description: 'A task-only tool that fails', inputSchema: none }, async () => ({ ...text('failed'), isError: true }));
  server.registerTool('protocol_error_job', { description: 'Breaks', inputSchema: none }, async () => {
    throw new ProtocolError(ProtocolErrorCode.InternalError, 'protocol_error_job breaks on purpose');
  });
  server.registerTool('confirm_delete', { description: 'Asks before deleting', inputSchema: z.object({ filename: z.string() }) }, async ({ filename }, ctx) => {
    const view = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
    if (view.kind === 'elicit') return text(view.action === 'accept' && view.content?.confirm === true ? `Deleted ${filename}` : `Kept ${filename}`);
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Delete ${filename}?`,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
        }),
      },
    });
  });
  server.registerTool('multi_input', { description: 'Asks two things', inputSchema: none }, async (_args, ctx) => {
    const first = elicited(ctx.mcpReq.inputResponses, 'first', 'name');
    const second = elicited(ctx.mcpReq.inputResponses, 'second', 'name');
    if (first !== undefined && second !== undefined) return text(`${first} ${second}`);
    return inputRequired({ inputRequests: { first: elicitName('First name?'), second: elicitName('Last name?') } });
  });
  server.registerTool('test_tool_with_task', { description: 'Asks a name, then works as a task', inputSchema: none }, async (_args, ctx) => {
    const name = elicited(ctx.mcpReq.inputResponses, 'user_name', 'name');
    return name === undefined ? inputRequired({ inputRequests: { user_name: elicitName('What is your name?') } }) : text(`Hello, ${name}!`);
  });

  // Resources.
  server.registerResource('static-text', 'test://static-text', { mimeType: 'text/plain' }, async () => ({
    contents: [{ uri: 'test://static-text', mimeType: 'text/plain', text: 'This is the content of the static text resource.' }],
  }));
  server.registerResource('static-binary', 'test://static-binary', { mimeType: 'image/png' }, async () => ({
    contents: [{ uri: 'test://static-binary', mimeType: 'image/png', blob: PNG_1PX }],
  }));
  server.registerResource(
    'template',
    new ResourceTemplate('test://template/{id}/data', { list: undefined }),
    { mimeType: 'application/json' },
    async (uri, { id }) => ({
      contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }) }],
    }),
  );
  server.registerResource('watched-resource', 'test://watched-resource', { mimeType: 'text/plain' }, async () => ({
    contents: [{ uri: 'test://watched-resource', mimeType: 'text/plain', text: 'Watched resource content' }],
  }));

  // Prompts: the project serves prompts/list and prompts/get itself (lib/mcp/prompts.ts), so the suite's
  // prompts are put in front of those handlers rather than registered beside them.
  const text2 = (t: string) => ({ role: 'user' as const, content: { type: 'text' as const, text: t } });
  const prompts: Record<string, { description: string; arguments?: { name: string; required: boolean }[]; get: (a: Record<string, string>) => unknown[] }> = {
    test_simple_prompt: { description: 'A simple prompt', get: () => [text2('This is a simple prompt for testing.')] },
    test_prompt_with_arguments: {
      description: 'A prompt with arguments',
      arguments: [
        { name: 'arg1', required: true },
        { name: 'arg2', required: true },
      ],
      get: (a) => [text2(`Prompt with arguments: arg1='${a.arg1}', arg2='${a.arg2}'`)],
    },
    test_prompt_with_embedded_resource: {
      description: 'A prompt with an embedded resource',
      arguments: [{ name: 'resourceUri', required: true }],
      get: (a) => [
        {
          role: 'user',
          content: { type: 'resource', resource: { uri: a.resourceUri, mimeType: 'text/plain', text: 'Embedded resource content for testing.' } },
        },
        text2('Please process the embedded resource above.'),
      ],
    },
    test_input_required_result_prompt: {
      description: 'A prompt that asks for context first (a multi-round-trip prompts/get)',
      get: () => [],
    },
    test_prompt_with_image: {
      description: 'A prompt with an image',
      get: () => [{ role: 'user', content: { type: 'image', data: PNG_1PX, mimeType: 'image/png' } }, text2('Please analyze the image above.')],
    },
  };
  type Handler = (request: { method: string; params?: Record<string, unknown> }, ctx: ServerContext) => Promise<Record<string, unknown>>;
  // The handlers as the SDK stored them (already wrapped by its seams), replaced in place so that the
  // seams run once: registering again would wrap them a second time.
  const low = server.server as unknown as { _requestHandlers: Map<string, Handler> };
  const replace = (method: string, make: (previous: Handler) => Handler) => low._requestHandlers.set(method, make(low._requestHandlers.get(method)!));

  // Completion for the suite's prompt argument, in front of the project's own (corpus variables).
  replace('completion/complete', (complete) => async (request, ctx) => {
    const params = request.params as { ref?: { type?: string; name?: string }; argument?: { value?: string } } | undefined;
    if (params?.ref?.type !== 'ref/prompt' || params.ref.name !== 'test_prompt_with_arguments') return complete(request, ctx);
    const values = ['paris', 'park', 'party', 'test', 'testing'].filter((v) => v.startsWith(params.argument?.value ?? ''));
    return { completion: { values, total: values.length, hasMore: false } };
  });

  // test_missing_capability refuses before the tool runs, as a protocol error (-32021), which McpServer
  // would turn into a tool error if the tool threw it: so in front of tools/call.
  replace('tools/call', (call) => async (request, ctx) => {
    if (request.params?.name === 'test_missing_capability' && !capabilities(ctx).sampling) {
      throw new MissingRequiredClientCapabilityError({ requiredCapabilities: { sampling: {} } } as never);
    }
    return call(request, ctx);
  });
  replace('prompts/list', (list) => async (request, ctx) => {
    const page = await list(request, ctx);
    if (request.params?.cursor !== undefined) return page;
    const own = Object.entries(prompts).map(([name, p]) => ({ name, description: p.description, ...(p.arguments ? { arguments: p.arguments } : {}) }));
    return { ...page, prompts: [...own, ...(page.prompts as unknown[])] };
  });
  replace('prompts/get', (get) => async (request, ctx) => {
    const name = String(request.params?.name);
    const fixture = prompts[name];
    if (!fixture) return get(request, ctx);
    if (name === 'test_input_required_result_prompt') {
      const context = elicited(ctx.mcpReq.inputResponses, 'user_context', 'context');
      if (context === undefined) {
        return inputRequired({
          inputRequests: {
            user_context: inputRequired.elicit({
              message: 'What context should the prompt use?',
              requestedSchema: { type: 'object', properties: { context: { type: 'string' } }, required: ['context'] },
            }),
          },
        });
      }
      return { messages: [text2(`Prompt with context: ${context}`)] };
    }
    return { messages: fixture.get((request.params?.arguments ?? {}) as Record<string, string>) };
  });
}

export interface RunningFixture {
  url: string;
  stop: () => Promise<void>;
}

/** Listens on a free loopback port; `url` is the MCP endpoint. */
export async function startFixtureServer(): Promise<RunningFixture> {
  const corpus = getCorpus();
  const tasks: TaskSupport = {
    store: createTaskStore(createMemoryStore(), { ttlMs: 60_000, pollIntervalMs: 200 }),
    runInBackground: (work) => void work().catch((err) => console.error('[fixture tasks]', err)),
    tools: TASK_TOOLS,
  };
  const environment = { doors: [{ name: 'conformance-fixture', transport: 'http', auth: 'none' }] } as never;
  const handler = createMcpHandler(
    ({ era }) => {
      const server = createPromptsServer({
        transport: 'http',
        era,
        environment,
        corpus,
        tasks,
        verifyRequestState: (state, ctx) => stateCodec.verify(state, ctx),
      });
      registerSuiteFixtures(server);
      return server;
    },
    { legacy: 'stateless', onerror: (err) => process.env.FIXTURE_DEBUG && console.error('[fixture]', err) },
  );
  const http: Server = createServer(toNodeHandler(handler));
  await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}/mcp`,
    stop: () => new Promise<void>((ok) => http.close(() => ok())),
  };
}
