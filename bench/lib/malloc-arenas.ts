/**
 * What a process's resident memory is made of, from Linux's /proc/<pid>/smaps: how much sits in glibc
 * malloc's per-thread arenas (memory the C++ side of Node, V8's compilers and worker threads allocate
 * with malloc, freed or not), in the main heap (brk), and in every other anonymous mapping (V8's heap
 * pages, which it maps itself, and large malloc blocks). Bench only; elsewhere than Linux it says so.
 *
 * A secondary arena is one 64 MiB region aligned to 64 MiB (glibc's HEAP_MAX_SIZE on 64-bit): a
 * read-write part it has used so far followed by a PROT_NONE remainder. Nothing else Node maps has that
 * exact shape, so counting such regions is counting arenas.
 */
import { readFileSync } from 'node:fs';

const ARENA_BYTES = 64 * 1024 * 1024;

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  name: string;
  rssKiB: number;
}

function mappings(pid: number): Mapping[] {
  const out: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      current = { start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3]!, name: head[4]!, rssKiB: 0 };
      out.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rssKiB = Number(rss[1]);
  }
  return out;
}

export interface MemoryMakeup {
  /** Secondary malloc arenas: how many, and what of them is resident. */
  arenas: number;
  arenaMiB: number;
  /** The main malloc heap ([heap], grown by brk). */
  brkMiB: number;
  /** Every other anonymous mapping (V8's heap and code pages, thread stacks, large malloc blocks). */
  otherAnonMiB: number;
  /** Mapped files (node's binary, shared libraries, ICU data). */
  fileMiB: number;
  /**
   * The other anonymous maps by shape: V8 maps its heap in 256 KiB pages (a page pooled after a GC stays
   * mapped and may stay resident), malloc maps a large block on its own, sized to the request.
   */
  pages256KiB: { count: number; residentMiB: number };
  /** The resident MiB of the largest other anonymous maps (virtual size over 1 MiB), largest first. */
  largeResidentMiB: number[];
}

export function memoryMakeup(pid: number): MemoryMakeup | undefined {
  let maps: Mapping[];
  try {
    maps = mappings(pid);
  } catch {
    return undefined; // not Linux, or the process is gone
  }
  const makeup = { arenas: 0, arenaMiB: 0, brkMiB: 0, otherAnonMiB: 0, fileMiB: 0 };
  const pages = { count: 0, residentMiB: 0 };
  const large: number[] = [];
  const other = (m: Mapping, mib: number) => {
    makeup.otherAnonMiB += mib;
    const bytes = m.end - m.start;
    if (bytes === 256n * 1024n) {
      pages.count++;
      pages.residentMiB += mib;
    } else if (bytes > 1024n * 1024n && mib >= 1) large.push(mib);
  };
  const size = BigInt(ARENA_BYTES);
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i]!;
    const mib = m.rssKiB / 1024;
    if (m.name === '[heap]') makeup.brkMiB += mib;
    else if (m.name.startsWith('/')) makeup.fileMiB += mib;
    else if (m.name === '' && m.perms.startsWith('rw') && m.start % size === 0n) {
      const next = maps[i + 1];
      const whole = m.end - m.start === size || (next?.name === '' && next.perms.startsWith('---') && next.start === m.end && next.end - m.start === size);
      if (whole) {
        makeup.arenas++;
        makeup.arenaMiB += mib;
      } else other(m, mib);
    } else if (!m.name.startsWith('/')) other(m, mib);
  }
  const round = (x: number) => Math.round(x);
  return {
    arenas: makeup.arenas,
    arenaMiB: round(makeup.arenaMiB),
    brkMiB: round(makeup.brkMiB),
    otherAnonMiB: round(makeup.otherAnonMiB),
    fileMiB: round(makeup.fileMiB),
    pages256KiB: { count: pages.count, residentMiB: round(pages.residentMiB) },
    largeResidentMiB: large
      .sort((a, b) => b - a)
      .slice(0, 8)
      .map(round),
  };
}

export const describeMakeup = (m: MemoryMakeup | undefined) =>
  m
    ? `malloc arenas ${m.arenas} holding ${m.arenaMiB}, main heap ${m.brkMiB}, other anonymous ${m.otherAnonMiB} ` +
      `(${m.pages256KiB.count} maps of 256 KiB holding ${m.pages256KiB.residentMiB}; largest others ${m.largeResidentMiB.join(', ') || 'none'}), files ${m.fileMiB}`
    : 'no /proc smaps here';
