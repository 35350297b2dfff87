// Where a server's time goes under load: `node scripts/dev/profile-load.mjs DIR PORT PATH [SECONDS]`
// starts `next start` in DIR with `--cpu-prof` (the caller's environment, so
// build and start it with the same variables), sends PATH at 50 connections
// and prints the self time by function and by file, as shares of the busy time.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startNextServer } from '../next-server.mjs';

const [dir, port, path = '/', seconds = '15'] = process.argv.slice(2);
const profileDir = mkdtempSync(join(tmpdir(), 'cpu-prof-'));
const server = await startNextServer({
  cwd: dir,
  port: Number(port),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
const url = `http://127.0.0.1:${port}${path}`;
await autocannon({ url, connections: 50, duration: 5 });
const result = await autocannon({ url, connections: 50, duration: Number(seconds) });
console.log(`${result.requests.average} req/s, ${result.throughput.average} bytes/s`);
await server.stop();

const [file] = readdirSync(profileDir);
const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
const byId = new Map(nodes.map((node) => [node.id, node]));
const self = new Map();
samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + timeDeltas[i]));
const byFunction = new Map();
const byFile = new Map();
let busy = 0;
for (const [id, time] of self) {
  const { functionName, url: source, lineNumber } = byId.get(id).callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  busy += time;
  const where = source.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/\.next[^/]*\//, '');
  const name = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  byFile.set(where || functionName, (byFile.get(where || functionName) ?? 0) + time);
}
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${((100 * time) / busy).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
console.log(`busy ${(busy / 1e6).toFixed(1)} s; profile in ${profileDir}`);
console.log(`\nself time by function\n${top(byFunction, 40)}`);
console.log(`\nself time by file\n${top(byFile, 25)}`);
