// `vercel build` as Vercel runs it for a deployment, offline, in a copy of the
// working tree: shared by e2e/vercel.spec.ts and the bench
// (bench/vercel-output.mjs). The Vercel CLI is the one pinned in package.json.
// Without `import.meta`: Playwright's transform, which loads this module for
// the spec, cannot load one that reads it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `vercel build` in `project`, a copy of the working tree `tree` (the current
 * folder unless told; node_modules linked, not installed: the install step is
 * Vercel's, not what is measured or tested), with `env` on top of Vercel's own
 * build variables: the project's variables and the deployment's system
 * variables (`VERCEL_ENV`, …). With `reuse`, an output a last run left in
 * `project` is kept. With `stopsAtConfig`, for a build meant to stop while
 * Next loads its configuration, node_modules is one symbolic link: Next's
 * tracing, which would follow it out of the project, never runs, and linking
 * the 70,000-odd files one by one (and removing them after) took most of such
 * a build's time on a busy machine. The build's exit status and output are the
 * caller's to judge.
 * @param {{ project: string; env: Record<string, string>; reuse?: boolean; tree?: string; stopsAtConfig?: boolean }} options
 * @returns {{ project: string; output: string; status: number | null; log: string }}
 */
export function vercelBuild({
  project,
  env,
  reuse = false,
  tree = process.cwd(),
  stopsAtConfig = false,
}) {
  const output = join(project, '.vercel', 'output');
  if (reuse && existsSync(join(output, 'config.json'))) {
    return { project, output, status: 0, log: 'kept from the last run' };
  }
  rmSync(project, { recursive: true, force: true });
  mkdirSync(project);
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: tree,
    encoding: 'utf8',
  }).stdout.split('\0');
  for (const file of files.filter(Boolean)) {
    mkdirSync(join(project, file, '..'), { recursive: true });
    try {
      writeFileSync(join(project, file), readFileSync(join(tree, file)));
    } catch {
      // Deleted in the working tree, not yet in the index.
    }
  }
  const link = spawnSync(
    stopsAtConfig ? 'ln' : 'cp',
    [stopsAtConfig ? '-s' : '-al', join(tree, 'node_modules'), join(project, 'node_modules')],
    { encoding: 'utf8' },
  );
  if (link.status !== 0) throw new Error(`linking node_modules into ${project}: ${link.stderr}`);
  mkdirSync(join(project, '.vercel'));
  writeFileSync(
    join(project, '.vercel', 'project.json'),
    JSON.stringify({
      projectId: 'prj_rechenweg_e2e',
      orgId: 'team_rechenweg_e2e',
      // The functions' runtime on Vercel. Vercel discontinued Node.js 20 on 2026-10-01, and its
      // CLI refuses to build for it since; the stand-in runs the functions on this machine's Node.
      settings: { framework: 'nextjs', installCommand: '', nodeVersion: '24.x' },
    }),
  );
  const build = spawnSync(join(tree, 'node_modules/.bin/vercel'), ['build', '--yes'], {
    cwd: project,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      VERCEL: '1',
      CI: '1',
      ...env,
    },
  });
  return { project, output, status: build.status, log: `${build.stdout}\n${build.stderr}` };
}
