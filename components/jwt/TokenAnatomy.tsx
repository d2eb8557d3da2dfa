'use client';
/**
 * A token taken apart: the compact form, then header and payload side by side, colour-matched; editable
 * when `onToken` is given. On a slide (until F) the compact form and only the claims its lesson names.
 */
import { useSlideBrief } from '@/components/frame/detail';
import { decodeToken } from '@/lib/jwt/decode';
import { ClaimTable } from './ClaimTable';
import { CompactToken } from './CompactToken';
import { PartEditor } from './PartEditor';
import { PART_STYLE } from './colors';
import { SlideClaims } from './SlideClaims';

/** What a slide shows of a token when its lesson names nothing else: the claims a door checks. */
const DOOR_CLAIMS = ['alg', 'iss', 'aud', 'exp'] as const;

export function TokenAnatomy({
  token,
  onToken,
  level,
  slideClaims = DOOR_CLAIMS,
}: {
  token: string;
  onToken?: (t: string) => void;
  level?: 3 | 4;
  /** The claims a slide shows (header or payload, in this order). */
  slideClaims?: readonly string[];
}) {
  const d = decodeToken(token);
  const brief = useSlideBrief();
  return (
    <div className="space-y-3" data-testid="token-anatomy">
      <CompactToken segments={d.segments} />
      {d.problem ? <p className="text-sm text-red-800">{d.problem}</p> : null}
      {brief && !onToken ? (
        <SlideClaims names={slideClaims} header={d.header as Record<string, unknown> | undefined} payload={d.payload as Record<string, unknown> | undefined} />
      ) : (
        <>
          {onToken && d.header && d.payload ? (
            <div className="grid gap-3 md:grid-cols-2" data-testid="part-editors">
              <PartEditor token={token} part="header" onToken={onToken} />
              <PartEditor token={token} part="payload" onToken={onToken} />
            </div>
          ) : null}
          <div className="grid gap-3 md:grid-cols-2">
            {d.header ? <ClaimTable part="header" values={d.header as Record<string, unknown>} level={level} /> : null}
            {d.payload ? <ClaimTable part="payload" values={d.payload as Record<string, unknown>} level={level} /> : null}
          </div>
          <p className={`rounded-lg border ${PART_STYLE.signature.border} ${PART_STYLE.signature.bg} p-3 text-xs text-stone-800`}>
            <strong className={PART_STYLE.signature.text}>Signature</strong>: {d.segments[2] ? `${d.segments[2].length} base64url characters` : 'none'} over
            “header.payload”. Anyone can read the parts above, and edit them; only the issuer’s private key can make this match them, and it never leaves the
            issuer, so an edit breaks the signature until it is undone.
          </p>
        </>
      )}
    </div>
  );
}
