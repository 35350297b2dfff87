// Inclusive time of chosen functions in a .cpuprofile: `node scripts/dev/inclusive-profile.mjs FILE NAME...`
// prints, for each NAME (a function name, or name@file-substring), the share of busy samples
// whose stack contains it (callees included); the profiles come from scripts/dev/profile-load.mjs.
import { readFileSync } from 'node:fs';
const [file, ...names] = process.argv.slice(2);
const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let busy = 0;
const totals = new Map(names.map((n) => [n, 0]));
samples.forEach((id, i) => {
  const leaf = byId.get(id).callFrame.functionName;
  if (leaf === '(idle)' || leaf === '(program)') return;
  busy += timeDeltas[i];
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url } = byId.get(at).callFrame;
    for (const name of names) {
      const [fn, where] = name.split('@');
      if (functionName === fn && (!where || url.includes(where))) seen.add(name);
    }
  }
  for (const name of seen) totals.set(name, totals.get(name) + timeDeltas[i]);
});
for (const [name, t] of totals)
  console.log(`${((100 * t) / busy).toFixed(1).padStart(5)} %  ${name}`);
