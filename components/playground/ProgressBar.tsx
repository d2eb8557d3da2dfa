/** Progress ticks (notifications/progress) drawn as a bar, with the server's own message. */
export function ProgressBar({ progress, total, message, stopped }: { progress: number; total?: number; message?: string; stopped?: boolean }) {
  const pct = total ? Math.min(100, (progress / total) * 100) : undefined;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label="Progress reported by the server"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={progress}
        aria-valuetext={message ?? `${progress}${total ? ` of ${total}` : ''}`}
        data-testid="progress"
        className="h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-200 ${stopped ? 'bg-orange-500' : 'bg-indigo-600'}`}
          style={{ width: `${pct ?? 100}%` }}
        />
      </div>
      <p className="text-xs text-stone-700 tabular-nums">
        {message ?? `${progress}${total ? ` of ${total}` : ''}`}
        {stopped ? ' — stopped here' : ''}
      </p>
    </div>
  );
}
