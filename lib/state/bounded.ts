/** Rejects with "no answer within N ms" if `work` has not settled by then; `onTimeout` runs first. */
export async function bounded<T>(work: Promise<T>, ms: number, onTimeout?: (err: Error) => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const err = new Error(`no answer within ${ms} ms`);
          onTimeout?.(err);
          reject(err);
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
