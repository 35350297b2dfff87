import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';

// What a jest test needs to call Next's route modules with a NextRequest, as
// the server calls them. Next's after() wants a request scope of the server's,
// and nobody closes the Redis clients the modules open; a test mocks both with
// this module's stand-ins:
//
//   jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
//   jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());
//
// jest hoists a factory above the file's imports and lets it reach none of the
// file's variables, so the factory loads this module itself; requireActual
// takes it from the test's module registry, where the test's own import finds
// the same instance, and with it the lists below. (jest.resetModules or
// isolateModules between the two would hand the test lists nobody fills.)

/** The tasks given to after(), each started at once rather than after the answer. */
const afterTasks: Promise<unknown>[] = [];

/** Every ioredis client opened since the test file loaded. */
export const redisClients: Redis[] = [];

/** next/server with after() collecting its tasks for settleAfterTasks. */
export function nextServer() {
  return {
    ...jest.requireActual('next/server'),
    after: (task: Promise<unknown> | (() => unknown)) => {
      afterTasks.push(Promise.resolve().then(() => (typeof task === 'function' ? task() : task)));
    },
  };
}

/** Awaits every after() task given so far, and forgets them. */
export async function settleAfterTasks() {
  await Promise.all(afterTasks.splice(0));
}

/** ioredis whose Redis records each client in redisClients. */
export function trackedIoredis() {
  const actual: typeof import('ioredis') = jest.requireActual('ioredis');
  class TrackedRedis extends actual.Redis {
    constructor(...args: ConstructorParameters<typeof actual.Redis>) {
      super(...args);
      redisClients.push(this);
    }
  }
  return { ...actual, Redis: TrackedRedis, default: TrackedRedis };
}

/** Lets go of every client the modules opened, so that Redis can stop and jest exit. */
export function disconnectRedisClients() {
  for (const client of redisClients) client.disconnect();
}

/**
 * A working directory of the test's own for the site, where its demo mail goes
 * (`.mail/`): a test points process.cwd() at it. Nothing else of the site is
 * read from there (the outbox's Lua scripts are imported, lib/outbox/redis-scripts.ts).
 */
export function siteWorkingDirectory(name: string): string {
  return mkdtempSync(join(tmpdir(), `rw-${name}-`));
}
