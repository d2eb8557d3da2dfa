/**
 * Lua run inside Redis, so each bound holds atomically across instances.
 *
 * APPEND: a Redis Stream can be capped by count (XADD MAXLEN) but not by bytes, so each log keeps a
 * list of its entries' sizes (oldest first) and their total beside it; past either cap the oldest
 * go (the newest always stays), and the stream is trimmed to the list's length. A stream left by an
 * older version without the list is trimmed to it on the first append.
 * KEYS: stream, sizes list, total. ARGV: value, its bytes, maxLen, maxBytes, ttlMs (0: none).
 */
export const APPEND_BOUNDED = `
local id = redis.call('XADD', KEYS[1], '*', 'v', ARGV[1])
redis.call('RPUSH', KEYS[2], ARGV[2])
local total = redis.call('INCRBY', KEYS[3], ARGV[2])
local len = redis.call('LLEN', KEYS[2])
local maxLen, maxBytes = tonumber(ARGV[3]), tonumber(ARGV[4])
local drop = 0
while len - drop > 1 and (len - drop > maxLen or total > maxBytes) do
  total = total - tonumber(redis.call('LPOP', KEYS[2]))
  drop = drop + 1
end
if drop > 0 then redis.call('SET', KEYS[3], total) end
if redis.call('XLEN', KEYS[1]) > len - drop then redis.call('XTRIM', KEYS[1], 'MAXLEN', '=', len - drop) end
local ttl = tonumber(ARGV[5])
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
  redis.call('PEXPIRE', KEYS[2], ttl)
  redis.call('PEXPIRE', KEYS[3], ttl)
end
return id
`;

/**
 * CLAIM: a place in a capped set (a sorted set scored by when each place lapses).
 * KEYS: the set. ARGV: member, now (ms), ttlMs, max. Returns -1 when taken or renewed, else ms until the soonest place frees.
 */
export const CLAIM_PLACE = `
local now, ttl, max = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= max then
  local soonest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, math.floor(tonumber(soonest[2]) - now))
end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], math.ceil(tonumber(last[2])))
return -1
`;

/**
 * SPEND_ONCE: SET NX PX, only within the epoch the caller names.
 * KEYS: the key, the epoch marker. ARGV: ttlMs, epoch. Returns 1 first use, 0 used before, -1 another epoch.
 */
export const SPEND_ONCE = `
if redis.call('GET', KEYS[2]) ~= ARGV[2] then return -1 end
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then return 1 end
return 0
`;

/**
 * SET_UNLESS: SET PX unless a guard key exists. KEYS: the key, the guard. ARGV: value, ttlMs. Returns 1 when written.
 */
export const SET_UNLESS = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;
