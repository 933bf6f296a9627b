// The rate limits' Redis scripts, apart from the service (RateLimiter) so that a bench floor runs them too.

// Per key in order: count the hit, start its window on the first one, and stop at the first over its
// maximum, answering its position (1-based) and the seconds left in its window; {0, 0} when none is.
// A window starts only where the key has no expiry yet (TTL -1), never moving one already running:
// what EXPIRE's NX option does, written out because Redis 6 has no NX and would fail every call.
export const HIT_ALL_SCRIPT = `
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if redis.call('TTL', key) == -1 then redis.call('EXPIRE', key, ARGV[2 * i]) end
  if count > tonumber(ARGV[2 * i - 1]) then
    return {i, redis.call('TTL', key)}
  end
end
return {0, 0}`;

// Gives back one hit per key still counting, never below zero nor reviving an expired window.
export const REFUND_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;
