/**
 * W3C trace and span ids: `bytes` random bytes as lowercase hex, never all zero (an all-zero id is
 * invalid). Math.random, as OpenTelemetry's own RandomIdGenerator: ids need to be unlikely to collide,
 * not unguessable, and a request makes two of them.
 */
export function randomId(bytes: 8 | 16): string {
  let hex = '';
  for (let i = 0; i < bytes; i += 4) hex += ((Math.random() * 0x1_0000_0000) >>> 0).toString(16).padStart(8, '0');
  return /^0+$/.test(hex) ? `${hex.slice(0, -1)}1` : hex;
}
