import type { Redis } from 'ioredis';

/**
 * Logs a Redis client's loss of its server once, not once per reconnection
 * attempt, and again only after it was back.
 */
export function reportUnreachable(redis: Redis, line: (error: Error) => string) {
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(line(error));
  });
  redis.on('ready', () => {
    reported = false;
  });
}
