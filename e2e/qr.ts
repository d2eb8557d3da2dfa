/** Reads QR codes as a phone's camera would: the browser draws each SVG to pixels, jsQR decodes them. */
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** Draws each QR code's SVG onto a canvas in the page and decodes the pixels with jsQR. */
export async function decodeQrCodes(codes: Locator): Promise<{ url: string | null; decoded: string | undefined }[]> {
  const images = await codes.evaluateAll(async (nodes) => {
    const size = 240;
    const out: { url: string | null; rgba: string }[] = [];
    for (const node of nodes) {
      const svg = node.querySelector('svg');
      if (!svg) throw new Error('a QR code without an SVG');
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(new XMLSerializer().serializeToString(svg))}`;
      await img.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: size, height: size });
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, size, size);
      ctx.drawImage(img, 20, 20, size - 40, size - 40);
      const { data } = ctx.getImageData(0, 0, size, size);
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      out.push({ url: node.getAttribute('data-url'), rgba: btoa(binary) });
    }
    return out;
  });
  return images.map(({ url, rgba }) => {
    const bytes = new Uint8ClampedArray(Buffer.from(rgba, 'base64'));
    return { url, decoded: jsQR(bytes, 240, 240)?.data };
  });
}
