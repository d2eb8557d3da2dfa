/**
 * A QR code for a URL, drawn on the server as SVG by the `qrcode` library: no client JavaScript, and
 * it prints sharp at any size. The URL is printed beside it by the caller, so the code is never the
 * only way in.
 */
import 'server-only';
import QRCode from 'qrcode';

/** `label` says what the code opens ("this page"), for its accessible name; the URL follows it. */
export async function QrCode({ url, size = 128, label }: { url: string; size?: number; label?: string }) {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  return (
    <div
      role="img"
      aria-label={label ? `QR code for ${label}: ${url}` : `QR code for ${url}`}
      data-testid="qr"
      data-url={url}
      className="shrink-0 [&>svg]:h-full [&>svg]:w-full"
      style={{ width: size, height: size }}
      // The library's own SVG markup for this URL: no user input reaches it but the configured origin.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered SVG from the qrcode library
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
