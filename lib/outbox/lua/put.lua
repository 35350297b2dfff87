-- Stores messages together, or none of them: the two mails of a declaration are
-- one step. Each waits, due now, or is held until the message that releases it
-- is sent. A message whose record is there (waiting, held, given up, or the
-- mark of one sent within a week) is left as it is.
local due_set, held_set = KEYS[1], KEYS[2]
local prefix, now = ARGV[1], ARGV[2]
-- From ARGV[3] on, six arguments a message:
-- its id, its text (JSON), area, kind, recipient's domain, and '1' when held.

for i = 3, #ARGV, 6 do
  local id, text, area, kind, domain, held = unpack(ARGV, i, i + 5)
  local key = prefix .. 'm:' .. id
  if redis.call('EXISTS', key) == 0 then
    local state = held == '1' and 'held' or 'waiting'
    redis.call('HSET', key, 'message', text, 'area', area, 'kind', kind, 'domain', domain,
      'createdAt', now, 'attempts', 0, 'state', state)
    redis.call('ZADD', state == 'held' and held_set or due_set, now, id)
  end
end
return 1
