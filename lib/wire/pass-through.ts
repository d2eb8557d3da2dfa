/**
 * A body observed in its consumer's path: a pull-through stream, never a tee (a tee would keep reading
 * after the consumer cancels, and closing the stream is how MCP cancels a request). A chunk is read from
 * the source only when the consumer asks for one. Exactly one of `end`, `error` or `cancel` is called,
 * once. The one stream recorder: the browser's recording fetch, an observation channel's recorder
 * (lib/observe/record.ts) and the server's 2025-era call registry (lib/http/legacy-cancel.ts).
 */
export interface PassThroughWatch {
  chunk?: (value: Uint8Array) => void;
  /** The source ended and the consumer has every chunk. */
  end?: () => void;
  /** Reading the source failed; the consumer's stream errors with the same reason. */
  error?: (err: unknown) => void;
  /** The consumer went away before the end. */
  cancel?: (reason: unknown) => void;
}

export function passThrough(source: ReadableStream<Uint8Array>, watch: PassThroughWatch): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await reader.read();
        if (done) {
          watch.end?.();
          controller.close();
          return;
        }
        watch.chunk?.(value);
        controller.enqueue(value);
      } catch (err) {
        watch.error?.(err);
        controller.error(err);
      }
    },
    cancel(reason) {
      watch.cancel?.(reason);
      return reader.cancel(reason);
    },
  });
}
