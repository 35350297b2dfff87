-- Deletes what was given up at or before `given_up_before`, but for a message
-- whose `then` is still held: a confirmation whose hand-off waits for it stays
-- until a person retries or deletes it. In one step, so that a retry in between
-- is never lost. Returns how many it deleted.
local given_up_set, held_set = KEYS[1], KEYS[2]
local prefix, given_up_before = ARGV[1], ARGV[2]

local ids = redis.call('ZRANGEBYSCORE', given_up_set, '-inf', given_up_before)
local deleted = 0
for _, id in ipairs(ids) do
  local key = prefix .. 'm:' .. id
  local text = redis.call('HGET', key, 'message')
  local holds = text and cjson.decode(text)['then']
  if not (type(holds) == 'string' and redis.call('ZSCORE', held_set, holds)) then
    redis.call('DEL', key)
    redis.call('ZREM', given_up_set, id)
    deleted = deleted + 1
  end
end
return deleted
