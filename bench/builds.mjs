// The builds the bench measures: the bare pages (bench/baseline and the
// variants laid over it), the site in each configuration, the site without
// its proxy, and Vercel's output of a production deployment. `reuse`
// (`--reuse-builds`) keeps the site's builds of an earlier run, for iterating
// on the bench itself.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { vercelBuild } from '../scripts/vercel-build.mjs';
import { log, root, scratch, siteEnv, vercelEnv } from './setup.mjs';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').ExecFileSyncOptions} [options]
 */
const run = (command, args, options = {}) =>
  execFileSync(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 28,
    ...options,
  });

/**
 * Copies the baseline's sources, never an install or a build.
 * @param {string} path
 */
const sourcesOnly = (path) => !path.includes('node_modules') && !path.includes('.next');

/** @param {string} cwd */
const nextBuild = (cwd) =>
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });

/** The bare page, installed and built in a temporary folder: that folder. */
export function buildBaseline() {
  const dir = scratch('baseline');
  const source = join(root, 'bench/baseline');
  const installed = join(dir, 'package.json');
  const fresh =
    !existsSync(installed) ||
    readFileSync(installed, 'utf8') !== readFileSync(join(source, 'package.json'), 'utf8');
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Outside the repository, so Next finds no proxy or instrumentation of the site's.
  cpSync(source, dir, {
    recursive: true,
    filter: sourcesOnly,
  });
  if (fresh) {
    log('installing the baseline (same versions as the site, from the npm cache)');
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
    });
  }
  log('building the baseline');
  nextBuild(dir);
  return dir;
}

/**
 * The baseline with `bench/baseline-<variant>` laid over it, built in a folder
 * of its own. `proxy`: the same bare page behind a proxy that does one rewrite;
 * its throughput is the most any page served through a Next.js proxy can reach
 * on this machine. `nofont`: the same bare page without a web font, the limit
 * of any text page's LCP.
 * @param {string} baselineDir
 * @param {'proxy' | 'nofont'} variant
 */
export function buildBaselineVariant(baselineDir, variant) {
  const dir = `${baselineDir}-${variant}`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(baselineDir, dir, {
    recursive: true,
    filter: sourcesOnly,
  });
  cpSync(join(root, `bench/baseline-${variant}`), dir, { recursive: true });
  // Hard links: Turbopack refuses a symlinked node_modules outside the project root.
  run('cp', ['-al', join(baselineDir, 'node_modules'), join(dir, 'node_modules')]);
  log(`building the baseline variant ${variant}`);
  nextBuild(dir);
  return dir;
}

/**
 * The site in one configuration (setup.mjs), into its `distDir`.
 * @param {{ distDir: string; env: Record<string, string> }} configuration
 * @param {boolean} reuse
 */
export function buildSite({ distDir, env }, reuse) {
  if (reuse && existsSync(join(root, distDir, 'BUILD_ID'))) return;
  log(`building the site into ${distDir}`);
  run('npm', ['run', 'build', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
  });
}

/** What the copy without the proxy leaves out, besides installs and builds. */
const NOT_COPIED = new Set(['.git', 'proxy.ts', 'test-results', 'playwright-report']);

/**
 * The same site without its proxy, for the proxy's own cost: built from a copy
 * of the sources in a temporary folder, so the repository keeps its proxy.ts
 * whatever happens to this run. That folder.
 * @param {boolean} reuse
 */
export function buildSiteWithoutProxy(reuse) {
  const dir = scratch('noproxy');
  if (reuse && existsSync(join(dir, '.next', 'BUILD_ID'))) return dir;
  log(`building the site without proxy.ts in ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(root, dir, {
    recursive: true,
    // Without the unit tests too: some call proxy.ts (lib/proxy/*.test.ts), and the build's
    // type check failed on them in the copy without it.
    filter: (path) =>
      sourcesOnly(path) &&
      !NOT_COPIED.has(relative(root, path).split(sep)[0]) &&
      !/\.test\.tsx?$/.test(path),
  });
  // Hard links: Turbopack refuses a symlinked node_modules outside the project root.
  run('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  run('npm', ['run', 'build', '--silent'], { cwd: dir, env: { ...process.env, ...siteEnv } });
  return dir;
}

/**
 * Vercel's output of a production deployment in the production-like
 * configuration (setup.mjs, vercelEnv): `vercel build` offline in a copy of the
 * sources in a temporary folder (scripts/vercel-build.mjs). That folder, and
 * its `.vercel/output`.
 * @param {boolean} reuse
 */
export function buildVercelOutput(reuse) {
  const project = scratch('vercel');
  log(`vercel build of a production deployment in ${project}`);
  const build = vercelBuild({ project, env: vercelEnv, reuse, tree: root });
  if (build.status !== 0) {
    throw new Error(`vercel build exited with ${build.status}:\n${build.log.slice(-5000)}`);
  }
  return { project, output: build.output };
}
