/**
 * refine_prompt as a task: the composition of Tasks with multi-round-trip input. For a 2026-07-28
 * request that declares the Tasks extension and sampling, the call answers a task handle that is
 * already input_required; tasks/get shows the sampling request in `inputRequests` (key "refine"), the
 * client answers it with tasks/update, and the task completes with the same result the plain call
 * would have given (structuredContent per the tool's output schema).
 */
import type { JSONObject } from '@modelcontextprotocol/server';
import type { Corpus } from '../../corpus';
import { refineFromResponses, refinePromptInput, SAMPLING_KEY, samplingRequest } from '../tools/refine-prompt';
import type { Resumer } from './resumable';
import { parkTask, type TaskTool } from './task-tool';

const NAME = 'refine_prompt';

export function refineTaskTool(corpus: Corpus): TaskTool {
  return {
    name: NAME,
    async start(rawArgs, call) {
      // A client that cannot answer sampling gets the tool's plain draft; a multi-round-trip retry stays one.
      if (!call.serving.clientCapabilities(call.ctx)?.sampling || call.ctx.mcpReq.inputResponses !== undefined) return undefined;
      const args = refinePromptInput.safeParse(rawArgs ?? {});
      if (!args.success) return undefined;
      const prompt = corpus.byId.get(args.data.id);
      if (!prompt) return undefined; // the tool's own "no such prompt" answer
      const request = samplingRequest(prompt, args.data.goal) as unknown as JSONObject;
      return parkTask(call, NAME, `Waiting for your model to adapt "${prompt.title}"`, { [SAMPLING_KEY]: request }, args.data);
    },
    resume: refineResumer(corpus),
  };
}

function refineResumer(corpus: Corpus): Resumer {
  return async (rawArgs, answers) => {
    const args = refinePromptInput.parse(rawArgs);
    const prompt = corpus.byId.get(args.id);
    if (!prompt) throw new Error(`refine task: prompt ${args.id} vanished from the corpus`);
    const result = refineFromResponses(prompt, args.goal, answers);
    return {
      kind: 'complete',
      result: { ...result, resultType: 'complete' } as unknown as JSONObject,
      statusMessage: result.structuredContent.via === 'sampling' ? 'Refined by your model' : 'Finished with a draft',
    };
  };
}
