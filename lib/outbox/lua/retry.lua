-- A person's retry: a waiting or given-up message is due now with a fresh
-- schedule. Returns 0 where there is none, it is held, or it is being sent (its
-- lease still runs), else 1.
local due_set, given_up_set = KEYS[1], KEYS[2]
local prefix, id, now = ARGV[1], ARGV[2], ARGV[3]

local key = prefix .. 'm:' .. id
local state = redis.call('HGET', key, 'state')
if state ~= 'waiting' and state ~= 'given up' then return 0 end
local token = redis.call('HGET', key, 'token')
local due = redis.call('ZSCORE', due_set, id)
if token and token ~= '' and due and tonumber(due) > tonumber(now) then return 0 end
redis.call('ZREM', given_up_set, id)
redis.call('ZADD', due_set, now, id)
redis.call('HSET', key, 'state', 'waiting', 'attempts', 0, 'token', '')
return 1
