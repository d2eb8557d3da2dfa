/**
 * The cost curve as a small SVG (text, diffable): each measure relative to the real corpus (×1),
 * on log-log axes with the linear line dashed. Below the dashed line grows sublinearly.
 */

const SERIES: { key: keyof CostPoint; label: string; color: string }[] = [
  { key: 'buildMs', label: 'index build', color: '#2563eb' },
  { key: 'rssMiB', label: 'RSS', color: '#16a34a' },
  { key: 'searchP50', label: 'search p50', color: '#d97706' },
  { key: 'searchP99', label: 'search p99', color: '#dc2626' },
  { key: 'coldStartMs', label: 'cold start', color: '#7c3aed' },
];

/** One scale's figures, as bench/cost-curve.ts measures them. */
export interface CostPoint {
  scale: number;
  prompts: number;
  csvMiB: number;
  terms: number;
  loadMs: number;
  buildMs: number;
  rssMiB: number;
  searchP50: number;
  searchP99: number;
  coldStartMs: number;
  coldStartCpuMs?: number;
}

export function drawCostCurve(points: CostPoint[]): string {
  const W = 560,
    H = 340,
    L = 56,
    R = 130,
    T = 28,
    B = 44;
  const maxScale = Math.max(...points.map((p) => p.scale));
  const ratios = SERIES.map((s) => points.map((p) => (p[s.key] as number) / (points[0]![s.key] as number)));
  const yMax = 10 ** Math.ceil(Math.log10(Math.max(maxScale, ...ratios.flat())));
  const x = (scale: number) => Math.round(L + (Math.log10(scale) / Math.log10(maxScale)) * (W - L - R));
  const y = (ratio: number) => Math.round(T + (1 - Math.log10(Math.max(ratio, 1 / 10)) / Math.log10(yMax)) * (H - T - B));
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, sans-serif" font-size="12">`);
  out.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
  out.push(`<text x="${L}" y="16" font-weight="600">Cost as the corpus grows (relative to ×1, log-log)</text>`);
  for (let d = 1; d <= yMax; d *= 10) {
    out.push(`<line x1="${L}" x2="${W - R}" y1="${y(d)}" y2="${y(d)}" stroke="#e5e7eb"/><text x="${L - 6}" y="${y(d) + 4}" text-anchor="end">${d}×</text>`);
  }
  for (const p of points) {
    out.push(
      `<line x1="${x(p.scale)}" x2="${x(p.scale)}" y1="${T}" y2="${H - B}" stroke="#e5e7eb"/><text x="${x(p.scale)}" y="${H - B + 16}" text-anchor="middle">×${p.scale}</text>`,
    );
  }
  out.push(
    `<text x="${(L + W - R) / 2}" y="${H - 8}" text-anchor="middle">corpus size (${points.map((p) => p.prompts.toLocaleString('en')).join(' / ')} prompts)</text>`,
  );
  out.push(`<line x1="${x(1)}" y1="${y(1)}" x2="${x(maxScale)}" y2="${y(maxScale)}" stroke="#6b7280" stroke-dasharray="5 4"/>`);
  out.push(`<text x="${W - R + 8}" y="${y(maxScale) + 4}" fill="#6b7280">linear</text>`);
  SERIES.forEach((s, i) => {
    const pts = points.map((p, j) => `${x(p.scale).toFixed(1)},${y(ratios[i]![j]!).toFixed(1)}`);
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${s.color}" stroke-width="2"/>`);
    for (const pt of pts) out.push(`<circle cx="${pt.split(',')[0]}" cy="${pt.split(',')[1]}" r="3" fill="${s.color}"/>`);
    const last = ratios[i]![points.length - 1]!;
    out.push(`<text x="${W - R + 8}" y="${T + 30 + i * 18}" fill="${s.color}">${s.label} ${last.toFixed(last < 10 ? 1 : 0)}×</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
