/**
 * Every budget a workshop room meets, as /facilitator and docs/workshops.md list them: the setting, what
 * it counts, its value here, and what to set for a room of a hundred. Defaults are sized in lib/config.ts
 * for ROOM_PARTICIPANTS behind one address with ROOM_HEADROOM to spare; a bigger room scales them.
 */
import { type AppConfig, ROOM_PARTICIPANTS } from '../config';
import { LIMITS, type LimitName } from './check';
import { peerAddressWritten } from './forwarded-for';

export interface RoomLimit {
  setting: string;
  counts: string;
  /** The value here, in words ("180 a minute per participant", "off"). */
  value: string;
  /** What to set for a room of `BIG_ROOM`, or undefined where nothing needs raising. */
  forBigRoom?: number;
}

export const BIG_ROOM = 100;

/**
 * What one instance may hold once a room has settled (three minutes after its last request: unused analysis
 * threads have ended, and V8 has given back the heap it grew during the room), in MiB of resident memory: a fresh instance's baseline after its warm-up, what a room
 * leaves in the caches bounded in V8 bytes, and the slack V8 and the allocator keep (docs/workshops.md,
 * "Memory", adds it up). bench/room.ts asserts it for every instance.
 */
export const SETTLED_RSS_BUDGET_MIB = 320;
/**
 * What one instance needs at the peak of a room of ROOM_PARTICIPANTS (analyses on worker threads, each with its
 * own heap and copy of the records, while the main thread serves the room), in MiB: the room bench's peak
 * resident memory (VmHWM) with a little to spare.
 */
export const ROOM_PEAK_RSS_MIB = 1280;

/** Rounds a scaled budget up to a round figure. */
const scaled = (value: number) => Math.ceil((value * BIG_ROOM) / ROOM_PARTICIPANTS / 10) * 10;

export function roomLimits(cfg: AppConfig): RoomLimit[] {
  const perMinute = (Object.keys(LIMITS) as LimitName[]).map((name) => {
    const value = cfg.rateLimits[name];
    return {
      setting: LIMITS[name].env,
      counts: `${LIMITS[name].counts}, a minute`,
      value: value === 0 ? 'off' : `${value} per participant`,
      forBigRoom: value === 0 ? undefined : scaled(value),
    };
  });
  const { concurrency, queue, paced } = cfg.analysis;
  const records = cfg.observe.recordsPerClient;
  return [
    ...perMinute,
    {
      setting: 'OBSERVE_RECORDS_PER_CLIENT',
      counts: 'exchanges one participant records into one channel, a minute (beyond it they are served, not shown)',
      value: `${records} per participant`,
      forBigRoom: scaled(records),
    },
    { setting: 'MCP_ANALYZE_CONCURRENCY', counts: 'full-speed analyses at once on one instance (the CPU they may take)', value: String(concurrency) },
    { setting: 'MCP_ANALYZE_QUEUE', counts: 'full-speed analyses waiting their turn on one instance', value: String(queue), forBigRoom: scaled(queue) },
    { setting: 'MCP_ANALYZE_PACED', counts: 'paced demo analyses at once on one instance', value: String(paced), forBigRoom: scaled(paced) },
  ];
}

/** How this instance tells participants apart, in a sentence. */
export function participantKeying(cfg: AppConfig): { shared: boolean; text: string } {
  if (peerAddressWritten()) {
    return cfg.trustProxy
      ? { shared: false, text: 'By the address the proxy in front saw (TRUST_PROXY), written by the server, never by the client.' }
      : { shared: false, text: 'By each device’s own address (npm start writes it from the connection; a client cannot forge it).' };
  }
  if (cfg.trustProxy) return { shared: false, text: 'By the address the proxy in front wrote (TRUST_PROXY; on Vercel, its edge).' };
  return {
    shared: true,
    text: 'It cannot here (a bare next start or next dev): the whole room shares one budget per limit. Run npm start, which tells each device apart.',
  };
}
