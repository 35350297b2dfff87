-- Not sent: counted only by the holder of the lease, which may have passed to
-- another instance (then nothing changes, 0). The message is due again at
-- `next_at`, or given up when that is empty; `rest`, when not empty, is what is
-- left to send where some recipients took it. Returns 1 when counted.
local due_set, given_up_set = KEYS[1], KEYS[2]
local prefix, id, token, last_error, next_at, now, rest = unpack(ARGV, 1, 7)

local key = prefix .. 'm:' .. id
if redis.call('HGET', key, 'token') ~= token then return 0 end
redis.call('HINCRBY', key, 'attempts', 1)
redis.call('HSET', key, 'lastError', last_error, 'token', '')
if rest ~= '' then redis.call('HSET', key, 'message', rest) end
if next_at == '' then
  redis.call('ZREM', due_set, id)
  redis.call('ZADD', given_up_set, now, id)
  redis.call('HSET', key, 'state', 'given up')
else
  redis.call('ZADD', due_set, next_at, id)
end
return 1
