/** A subscriber that throws must not break delivery to the others, nor the connection that delivers. */
export function guardListener(onMessage: (message: string) => void): (message: string) => void {
  return (message) => {
    try {
      onMessage(message);
    } catch (err) {
      console.error('[state] a subscriber failed on a message:', err instanceof Error ? err.message : err);
    }
  };
}
