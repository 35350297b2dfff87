import { NextRequest } from 'next/server';

/**
 * A form as a browser posts it natively, to `url` on its own host, with what was
 * `typed`; `seen.pulled` counts every read of its body, so a test can show an
 * endpoint that must not read it never did.
 */
export function nativeFormPost(url: string, typed: string) {
  const { host, origin } = new URL(url);
  const seen = { pulled: 0 };
  // No queue to fill ahead: the stream is pulled only when someone reads.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        seen.pulled += 1;
        controller.enqueue(new TextEncoder().encode(typed));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new NextRequest(url, {
    method: 'POST',
    headers: { host, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1] & { duplex: 'half' });
  return { request, seen };
}
