import type { Redis } from 'ioredis';
import claim from '@/lib/outbox/lua/claim.lua';
import failed from '@/lib/outbox/lua/failed.lua';
import forget from '@/lib/outbox/lua/forget.lua';
import put from '@/lib/outbox/lua/put.lua';
import retry from '@/lib/outbox/lua/retry.lua';
import sent from '@/lib/outbox/lua/sent.lua';

// Each change of the outbox in Redis is one Lua script of lib/outbox/lua/, which
// Redis runs whole or not at all. A script names its keys and arguments at its
// top; the functions here pass them in that order, under the same names (in
// camelCase). The keys of the messages' records are built inside the scripts
// from the prefix: one Redis, no cluster.

// The scripts' texts are part of the bundles (next.config.ts's rule for *.lua), not
// files read at run time: a server laid out with only the files the build traced
// (Vercel's functions, the standalone output) needs nothing of lib/outbox/lua/.

type Arg = string | number;

/**
 * The scripts as ioredis defines them: the keys first, then the arguments, each
 * in the order the script names them (the calls below group them so).
 */
type Scripted = Redis & {
  outboxPut(...keysAndArgs: Arg[]): Promise<number>;
  outboxClaim(...keysAndArgs: Arg[]): Promise<[string[], string[]]>;
  outboxSent(...keysAndArgs: Arg[]): Promise<number>;
  outboxFailed(...keysAndArgs: Arg[]): Promise<number>;
  outboxRetry(...keysAndArgs: Arg[]): Promise<number>;
  outboxForget(...keysAndArgs: Arg[]): Promise<number>;
};

/** The outbox's sorted sets: the waiting by when they are due, the held and the given up by when. */
export const outboxKeys = (prefix: string) => ({
  due: `${prefix}due`,
  held: `${prefix}held`,
  givenUp: `${prefix}given-up`,
});

/** What a record holds of a message besides its state: `text` is the message as JSON. */
export type StoredFields = { id: string; text: string; area: string; kind: string; domain: string };

/** A message's fields as a script reads them, in its order. */
const argsOf = (message: StoredFields) => [
  message.id,
  message.text,
  message.area,
  message.kind,
  message.domain,
];

export type OutboxScripts = ReturnType<typeof outboxScripts>;

/** Defines the outbox's scripts on `redis` and calls them with its keys under `prefix`. */
export function outboxScripts(redis: Redis, prefix: string) {
  const scripted = redis as Scripted;
  scripted.defineCommand('outboxPut', { numberOfKeys: 2, lua: put });
  scripted.defineCommand('outboxClaim', { numberOfKeys: 1, lua: claim });
  scripted.defineCommand('outboxSent', { numberOfKeys: 3, lua: sent });
  scripted.defineCommand('outboxFailed', { numberOfKeys: 2, lua: failed });
  scripted.defineCommand('outboxRetry', { numberOfKeys: 2, lua: retry });
  scripted.defineCommand('outboxForget', { numberOfKeys: 2, lua: forget });
  const { due, held, givenUp } = outboxKeys(prefix);

  return {
    /** put.lua: stores the messages together, each waiting or `held`. */
    async put(now: number, messages: (StoredFields & { held: boolean })[]) {
      await scripted.outboxPut(
        ...[due, held],
        ...[prefix, now],
        ...messages.flatMap((message) => [...argsOf(message), message.held ? '1' : '0']),
      );
    },
    /** claim.lua: leases what is due (of `ids` only, when any) until `leaseEnd`. */
    async claim(
      lease: { now: number; leaseEnd: number; limit: number; token: string },
      ids: string[],
    ) {
      const [flat, dropped] = await scripted.outboxClaim(
        due,
        ...[prefix, lease.now, lease.leaseEnd, lease.limit, lease.token],
        ...ids,
      );
      const claimed: { text: string; attempts: number }[] = [];
      for (let i = 0; i < flat.length; i += 2)
        claimed.push({ text: flat[i]!, attempts: Number(flat[i + 1]) });
      return { claimed, dropped };
    },
    /**
     * sent.lua: marks `id` sent, stores its `copy` that goes on, releases the
     * message it held. False where that message's record is gone.
     */
    async sent(done: {
      id: string;
      now: number;
      keptMs: number;
      releases: string | undefined;
      copy?: StoredFields & { dueAt: number; error: string };
    }) {
      const { copy } = done;
      const released = await scripted.outboxSent(
        ...[due, givenUp, held],
        ...[prefix, done.id, done.now, done.keptMs, done.releases ?? ''],
        ...(copy ? [...argsOf(copy), copy.dueAt, copy.error] : []),
      );
      return released === 1;
    },
    /**
     * failed.lua: counts a failed attempt of the lease's holder, due again at
     * `nextAt` or given up at `now`. False where the lease had passed to another.
     */
    async failed(attempt: {
      id: string;
      token: string;
      error: string;
      nextAt: number | null;
      now: number;
      rest: string | null;
    }) {
      const counted = await scripted.outboxFailed(
        ...[due, givenUp],
        ...[prefix, attempt.id, attempt.token, attempt.error, attempt.nextAt ?? '', attempt.now],
        attempt.rest ?? '',
      );
      return counted === 1;
    },
    /** retry.lua: a waiting or given-up message due now, unless it is being sent. */
    async retry(id: string, now: number) {
      return (await scripted.outboxRetry(...[due, givenUp], ...[prefix, id, now])) === 1;
    },
    /** forget.lua: deletes what was given up by `givenUpBefore` and holds nothing; how many. */
    async forget(givenUpBefore: number) {
      return scripted.outboxForget(...[givenUp, held], ...[prefix, givenUpBefore]);
    },
  };
}
