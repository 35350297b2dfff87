-- Sent, by whoever claimed it: the text goes and the id stays for `kept_ms` as
-- the mark of a message sent; what goes on as its copy is stored as failed once;
-- and the message it held back is due now. Returns 0 where that held message has
-- no record (it is dropped), else 1.
local due_set, given_up_set, held_set = KEYS[1], KEYS[2], KEYS[3]
local prefix, id, now, kept_ms, releases = unpack(ARGV, 1, 5)
-- The copy that goes on alone, when the archive refused it (ARGV[6] to ARGV[12]):
-- its id, text, area, kind, domain, when it is due, and the error it failed with.
local copy_id, copy_text, copy_area, copy_kind, copy_domain, copy_due, copy_error =
  unpack(ARGV, 6, 12)

local key = prefix .. 'm:' .. id
redis.call('ZREM', due_set, id)
redis.call('ZREM', given_up_set, id)
redis.call('DEL', key)
redis.call('HSET', key, 'state', 'sent', 'sentAt', now)
redis.call('PEXPIRE', key, kept_ms)

if copy_id and redis.call('EXISTS', prefix .. 'm:' .. copy_id) == 0 then
  redis.call('HSET', prefix .. 'm:' .. copy_id, 'message', copy_text, 'area', copy_area,
    'kind', copy_kind, 'domain', copy_domain, 'createdAt', now, 'attempts', 1,
    'lastError', copy_error, 'state', 'waiting')
  redis.call('ZADD', due_set, copy_due, copy_id)
end

if releases ~= '' and redis.call('ZREM', held_set, releases) == 1 then
  local released = prefix .. 'm:' .. releases
  if redis.call('HEXISTS', released, 'message') == 0 then return 0 end
  redis.call('HSET', released, 'state', 'waiting')
  redis.call('ZADD', due_set, now, releases)
end
return 1
