/**
 * refine_prompt: asks the client's own model to adapt a corpus prompt to a goal.
 * 2026-07-28: a multi-round-trip request (input_required carrying a sampling request; the client
 * retries with inputResponses). Where the client cannot answer — it declared no sampling, or it is a
 * 2025-era request over stateless HTTP, where a server-to-client request has nowhere to go — it
 * degrades to a deterministic draft that says why, never a hang.
 */
import { type ServerContext, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { PromptRecord } from '../../corpus';
import { toolFailure } from '../errors';
import type { Serving } from './types';
import { SCOPE_READ, SCOPE_REFINE } from '../../vocabulary';
import { defineTool } from './define';
import { logTo } from '../logging';

export const refinePromptInput = z.object({
  id: z.string().trim().min(1).max(120).describe('The prompt to adapt, as returned by search_prompts.'),
  goal: z.string().trim().min(3).max(500).describe('What the adapted prompt should achieve, e.g. "for a junior Python developer, shorter".'),
});

export const refinePromptOutput = z.object({
  id: z.string(),
  goal: z.string(),
  refined: z.string().describe('The adapted prompt text.'),
  via: z.enum(['sampling', 'fallback']).describe("sampling: written by the client's model; fallback: a deterministic draft."),
  model: z.string().optional().describe('The model the client reported, when sampling answered.'),
  reason: z.string().optional().describe('Why the fallback was used.'),
});

/** Key of the embedded sampling request in inputRequests / inputResponses (a round trip's or a task's). */
export const SAMPLING_KEY = 'refine';
/** Bodies can run to 144k characters; the model needs the gist, not all of it. */
const MAX_BODY_FOR_MODEL = 6000;

export function samplingRequest(prompt: PromptRecord, goal: string) {
  const body = prompt.body.length > MAX_BODY_FOR_MODEL ? `${prompt.body.slice(0, MAX_BODY_FOR_MODEL)}\n[…truncated]` : prompt.body;
  return inputRequired.createMessage({
    systemPrompt: 'You rewrite prompts for large language models. Reply with the rewritten prompt only, no commentary.',
    messages: [
      {
        role: 'user',
        content: { type: 'text', text: `Adapt this prompt ("${prompt.title}") to the goal: ${goal}\n\n---\n${body}` },
      },
    ],
    maxTokens: 1200,
  });
}

/** Why this request cannot carry a sampling round, or undefined when it can. */
export function cannotSample(serving: Serving, ctx: ServerContext): string | undefined {
  if (serving.transport === 'http' && serving.era === 'legacy') {
    return 'This 2025-era request came over stateless HTTP: the server cannot send the client a sampling request and wait for the answer on a later request. Connect with protocol 2026-07-28 (multi-round-trip requests) or over stdio.';
  }
  if (!serving.clientCapabilities(ctx)?.sampling) {
    return 'The client did not declare the sampling capability, so the server cannot ask its model.';
  }
  return undefined;
}

function samplingText(content: unknown): string | undefined {
  const blocks = Array.isArray(content) ? content : [content];
  const text = blocks
    .filter((b): b is { type: 'text'; text: string } => typeof b === 'object' && b !== null && (b as { type?: unknown }).type === 'text')
    .map((b) => b.text)
    .join('\n')
    .trim();
  return text || undefined;
}

type RefineOutput = z.output<typeof refinePromptOutput>;

function finish(out: RefineOutput) {
  return {
    content: [{ type: 'text' as const, text: out.via === 'sampling' ? out.refined : `${out.reason}\n\nDraft:\n${out.refined}` }],
    structuredContent: out,
  };
}

/** The deterministic draft as the tool's result, saying why: the original prompt with the goal stated up front. */
export function refineFallback(prompt: PromptRecord, goal: string, reason: string) {
  const refined = `Goal: ${goal}\nAdapt your answers to this goal throughout.\n\n${prompt.body}`;
  return finish({ id: prompt.id, goal, refined, via: 'fallback', reason });
}

/**
 * The finished result from the client's answer to the sampling request: a multi-round-trip retry's
 * inputResponses, or what tasks/update delivered to a refine task. No usable answer means the person declined.
 */
export function refineFromResponses(prompt: PromptRecord, goal: string, responses: unknown) {
  const answer = inputResponse(responses as Parameters<typeof inputResponse>[0], SAMPLING_KEY);
  if (answer.kind === 'sampling') {
    const text = samplingText(answer.result.content);
    if (!text) return refineFallback(prompt, goal, "The client's model answered with no text.");
    return finish({ id: prompt.id, goal, refined: text, via: 'sampling', model: answer.result.model });
  }
  if (answer.kind !== 'missing') return refineFallback(prompt, goal, 'The client answered the sampling request with something other than a sampling result.');
  // A retry that carries no usable answer: the person declined. Don't ask again in a loop.
  return refineFallback(prompt, goal, 'The client declined the sampling request.');
}

export const refinePromptTool = defineTool({
  name: 'refine_prompt',
  requires: [SCOPE_READ, SCOPE_REFINE],
  instruction: 'refine_prompt asks your model, via sampling, to adapt a prompt to a goal; without sampling it returns a deterministic draft and says why.',
  example: { id: 'linux-terminal', goal: 'shorter' },
  config: {
    title: 'Refine a prompt with your model',
    description:
      "Reads one corpus prompt and asks the client's model (sampling) to adapt it to a goal; nothing is stored. " +
      'Clients that cannot answer sampling get a deterministic draft and the reason.',
    inputSchema: refinePromptInput,
    outputSchema: refinePromptOutput,
    // It spends the client's model tokens: not read-only from the client's point of view, though nothing server-side changes.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  },
  handler:
    ({ corpus, serving }) =>
    async ({ id, goal }, ctx) => {
      const prompt = corpus.byId.get(id);
      if (!prompt) {
        return toolFailure(`No prompt has the id "${id}".`, 'Find one with search_prompts first.');
      }
      const retried = ctx.mcpReq.inputResponses !== undefined || (ctx.mcpReq.droppedInputResponseKeys?.length ?? 0) > 0;
      if (retried) {
        const result = refineFromResponses(prompt, goal, ctx.mcpReq.inputResponses);
        await logTo(serving, ctx, 'info', `refine_prompt: finished "${id}" (${result.structuredContent.via})`);
        return result;
      }
      const why = cannotSample(serving, ctx);
      if (why) {
        await logTo(serving, ctx, 'notice', `refine_prompt: answering with a draft: ${why}`);
        return refineFallback(prompt, goal, why);
      }
      await logTo(serving, ctx, 'info', `refine_prompt: asking the client's model to adapt "${id}"`);
      return inputRequired({ inputRequests: { [SAMPLING_KEY]: samplingRequest(prompt, goal) } });
    },
});
