// wrk's side of the spike (bench/spike.mjs): the recorded visitors as a Lua
// script that replays each with a device id of its own at the step's rate, and
// wrk run in the background with its figures as one JSON line.
import { spawn } from 'node:child_process';

export const WRK = '/usr/bin/wrk';
/** A device id no header carries by chance: replaced by each replayed visitor's own. */
export const DEVICE_PLACEHOLDER = '00000000-5b1e-4000-8000-000000000000';

/** A Lua string literal of any bytes: a decimal escape takes three digits, so a digit after it stays a digit. */
const lua = (text) =>
  `"${[...Buffer.from(text, 'latin1')]
    .map((byte) =>
      byte >= 32 && byte < 127 && byte !== 34 && byte !== 92
        ? String.fromCharCode(byte)
        : `\\${String(byte).padStart(3, '0')}`,
    )
    .join('')}"`;

/** A request as the pieces between which a visitor's device id goes. */
const luaRequest = (raw) => `{${raw.split(DEVICE_PLACEHOLDER).map(lua).join(',')}}`;
const luaRequests = (requests) => `{${requests.map(luaRequest).join(',')}}`;

/**
 * The wrk script: each connection's next request is the next of the visitor
 * its thread is walking; a visitor is one recorded path, with a fresh device
 * id, and goes on to /premium at `premiumShare`. Counts X-Cache-Status and
 * statuses per thread, and prints them with wrk's figures as one JSON line.
 */
export function wrkScript(visitors, premiumShare) {
  return `
local visitors = {${visitors
    .map((v) => `{base=${luaRequests(v.base)},premium=${luaRequests(v.premium)}}`)
    .join(',\n')}}
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("thread_number", #threads)
end

local queue, position, pause = {}, 0, 0
cache, statuses = {}, {}
function init(args)
  math.randomseed(os.time() * 1000 + thread_number)
  pause = tonumber(args[1])
end

-- Each connection waits this long (ms) before each of its requests: the step's rate.
function delay()
  return pause
end

local function device()
  local r = math.random
  return string.format("%08x-%04x-4%03x-%04x-%06x%06x", r(0, 0x7fffffff), r(0, 0xffff),
    r(0, 0xfff), 0x8000 + r(0, 0x3fff), r(0, 0xffffff), r(0, 0xffffff))
end

local function visit()
  local visitor = visitors[math.random(#visitors)]
  local device_id = device()
  queue, position = {}, 0
  local function add(requests)
    for _, pieces in ipairs(requests) do
      table.insert(queue, table.concat(pieces, device_id))
    end
  end
  add(visitor.base)
  if math.random() < ${premiumShare} then add(visitor.premium) end
end

function request()
  if position >= #queue then visit() end
  position = position + 1
  return queue[position]
end

function response(status, headers)
  local state = headers["X-Cache-Status"] or "none"
  cache[state] = (cache[state] or 0) + 1
  statuses[status] = (statuses[status] or 0) + 1
end

local function merge(into, from)
  for key, n in pairs(from) do into[tostring(key)] = (into[tostring(key)] or 0) + n end
end

function done(summary, latency)
  local all = { cache = {}, statuses = {} }
  for _, thread in ipairs(threads) do
    merge(all.cache, thread:get("cache"))
    merge(all.statuses, thread:get("statuses"))
  end
  local e = summary.errors
  local function object(t)
    local parts = {}
    for key, n in pairs(t) do table.insert(parts, string.format('"%s":%d', key, n)) end
    return "{" .. table.concat(parts, ",") .. "}"
  end
  io.write(string.format(
    'SPIKE {"requests":%d,"seconds":%.3f,"p99":%.1f,"errors":%d,"cache":%s,"statuses":%s}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout,
    object(all.cache), object(all.statuses)))
end
`;
}

/** wrk in the background, so the memory of the servers can be sampled meanwhile. */
export function runWrk(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = /^SPIKE (.*)$/m.exec(output)?.[1];
      if (code !== 0 || !line) reject(new Error(`wrk exited with ${code}:\n${output}`));
      else resolve(JSON.parse(line));
    });
  });
}
