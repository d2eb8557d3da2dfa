/** The token as sent: header.payload.signature, each part in its colour. */
import { PART_STYLE } from './colors';

export function CompactToken({ segments }: { segments: readonly [string, string, string] }) {
  const [h, p, s] = segments;
  return (
    <p className="rounded-lg border border-stone-200 bg-white p-3 font-mono text-xs leading-5 break-all" data-testid="compact-token" data-slide-clamp>
      <span className="sr-only">The token in compact form: </span>
      <span className={PART_STYLE.header.text}>{h}</span>.<span className={PART_STYLE.payload.text}>{p}</span>.
      <span className={PART_STYLE.signature.text}>{s || '(empty: unsigned)'}</span>
    </p>
  );
}
