'use client';
/** One real tools/call and its mirror response; the ids are read off the live frames. */
import { exchangeFrames, pairFrames } from '@/lib/wire';
import { openClient } from '@/lib/browser/open-client';
import { SHOWCASE_CALL } from '@/lib/tour/stdio-transcript';
import { LiveDemo } from '../LiveDemo';
import { useLiveRun } from '../useLiveRun';

export function JsonRpcDemo() {
  const live = useLiveRun(async (fetch) => {
    const client = await openClient({ fetch });
    try {
      await client.callTool({ name: SHOWCASE_CALL.name, arguments: { ...SHOWCASE_CALL.arguments } });
    } finally {
      await client.close();
    }
  });
  const call = live.entries.find((e) => e.method === 'tools/call');
  const pair = call ? pairFrames(exchangeFrames(call.exchange)).pairs[0] : undefined;
  const answered = pair?.response;
  return (
    <LiveDemo
      live={live}
      id="json-rpc"
      label={`tools/call ${SHOWCASE_CALL.name} {"query": "${SHOWCASE_CALL.arguments.query}"}`}
      show={(e) => e.method === 'tools/call'}
      open={() => true}
    >
      {pair ? (
        <p className="text-sm text-stone-800" data-testid="id-pairing">
          Request id <code className="font-mono font-semibold">{JSON.stringify(pair.request.id)}</code> was answered by id{' '}
          <code className="font-mono font-semibold">{answered ? JSON.stringify(answered.id) : '…'}</code>
          {answered ? (
            <>
              {' '}
              with a <strong>{answered.kind === 'error' ? 'error' : 'result'}</strong> and no {answered.kind === 'error' ? 'result' : 'error'}.
            </>
          ) : null}
        </p>
      ) : null}
    </LiveDemo>
  );
}
