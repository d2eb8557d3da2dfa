/**
 * Runs `fn` once, the first time `el` comes within `margin` of the viewport (a demo "when it is seen",
 * a lab's discovery when its bench is reached), so a page does not pay at load for what sits below the
 * fold. Returns the cleanup that stops watching. Browser only.
 */
export function whenNear(el: Element, fn: () => void, margin = '200px 0px'): () => void {
  const io = new IntersectionObserver(
    (seen) => {
      if (seen.some((e) => e.isIntersecting)) {
        io.disconnect();
        fn();
      }
    },
    { rootMargin: margin },
  );
  io.observe(el);
  return () => io.disconnect();
}

/**
 * Resolves in a fresh task (scheduler.yield where the browser has it), so work queued behind it (one
 * frame's highlighting, say) runs as a task of its own instead of lengthening the one that queued it.
 */
export function nextTask(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((done) => setTimeout(done, 0));
}
