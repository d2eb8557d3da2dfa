'use client';
/** One real tools/call and its mirror response; the lesson reads both ids off the live frames. */
import { SHOWCASE_CALL } from '@/lib/tour/stdio-transcript';
import { exchangeFrames, pairFrames } from '@/lib/wire';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { useLiveRun, withClient } from '../useLiveRun';

export function JsonRpcDemo() {
  const live = useLiveRun((fetch) =>
    withClient({ fetch }, (client) => client.callTool({ name: SHOWCASE_CALL.name, arguments: { ...SHOWCASE_CALL.arguments } })),
  );
  const call = live.entries.find((e) => e.method === 'tools/call');
  const pair = call ? pairFrames(exchangeFrames(call.exchange)).pairs[0] : undefined;
  const answered = pair?.response;
  return (
    <LiveDemo
      live={live}
      lessonLines={[3, 1]}
      id="json-rpc"
      label={`tools/call ${SHOWCASE_CALL.name} {"query": "${SHOWCASE_CALL.arguments.query}"}`}
      show={(e) => e.method === 'tools/call'}
      open={() => true}
      highlight={{ keys: ['id', 'method', 'result', 'error'] }}
      lesson={
        pair && answered ? (
          <span data-testid="id-pairing">
            request id <Proof>{JSON.stringify(pair.request.id)}</Proof> → response id <Proof>{JSON.stringify(answered.id)}</Proof>, with a{' '}
            <strong>{answered.kind === 'error' ? 'error' : 'result'}</strong> and no {answered.kind === 'error' ? 'result' : 'error'}
          </span>
        ) : undefined
      }
    />
  );
}
