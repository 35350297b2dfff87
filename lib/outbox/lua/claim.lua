-- Leases what is due now, up to `limit` messages, or of the ids named only: each
-- one's due time moves to the lease's end and its record takes the lease's token
-- in the same step as it is read, so two instances never claim one message at
-- once. An id whose record is gone is dropped from the set and returned apart.
-- Returns {claimed, dropped}: claimed as text, attempts, text, attempts, …
local due_set = KEYS[1]
local prefix, now, lease_end, limit, token =
  ARGV[1], tonumber(ARGV[2]), ARGV[3], tonumber(ARGV[4]), ARGV[5]
-- From ARGV[6] on, the ids to claim when only those.
local first_named = 6

local ids = {}
if #ARGV >= first_named then
  for i = first_named, #ARGV do
    local due = redis.call('ZSCORE', due_set, ARGV[i])
    if due and tonumber(due) <= now and #ids < limit then table.insert(ids, ARGV[i]) end
  end
else
  ids = redis.call('ZRANGEBYSCORE', due_set, '-inf', now, 'LIMIT', 0, limit)
end

local claimed, dropped = {}, {}
for _, id in ipairs(ids) do
  local key = prefix .. 'm:' .. id
  local fields = redis.call('HMGET', key, 'message', 'attempts')
  local text, attempts = fields[1], fields[2]
  if text then
    redis.call('ZADD', due_set, lease_end, id)
    redis.call('HSET', key, 'token', token)
    table.insert(claimed, text)
    table.insert(claimed, attempts)
  else
    redis.call('ZREM', due_set, id)
    table.insert(dropped, id)
  end
end
return {claimed, dropped}
