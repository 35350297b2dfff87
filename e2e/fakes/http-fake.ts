import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

// A small HTTP server on 127.0.0.1 that stands in for a provider: it records
// every request it gets and answers through a handler the test can swap.

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
};

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void;

export class HttpFake {
  readonly requests: RecordedRequest[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<import('node:net').Socket>();

  constructor(
    public handler: FakeHandler,
    private readonly initialHandler = handler,
  ) {}

  /** Forgets what it received and answers as it did at first. */
  reset() {
    this.requests.length = 0;
    this.handler = this.initialHandler;
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const recorded = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          // Amplitude compresses its batches; the fake reads them as the real API does.
          body: req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw,
        };
        this.requests.push(recorded);
        res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
        res.setHeader('Access-Control-Allow-Headers', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        if (req.method === 'OPTIONS') {
          res.writeHead(204).end();
          return;
        }
        this.handler(recorded, res);
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Requests other than CORS preflights. */
  received() {
    return this.requests.filter((request) => request.method !== 'OPTIONS');
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = null;
  }
}

/** Amplitude's HTTP V2 API: a JSON batch in, `{ code: 200 }` out. */
export function amplitudeOk(request: RecordedRequest, response: ServerResponse) {
  const events = (JSON.parse(request.body.toString() || '{}').events ?? []) as unknown[];
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(
    JSON.stringify({
      code: 200,
      events_ingested: events.length,
      payload_size_bytes: request.body.length,
      server_upload_time: Date.now(),
    }),
  );
}

export type AmplitudeEvent = {
  event_type: string;
  insert_id?: string;
  device_id?: string;
  user_id?: string;
  session_id?: number;
  ip?: string;
  event_properties?: Record<string, unknown>;
};

export function amplitudeEvents(fake: HttpFake): AmplitudeEvent[] {
  // The SDK keeps a batch in localStorage until its answer arrives, and the next
  // page sends it again if the visitor left before that; Amplitude keeps an event
  // once per device and `insert_id` ("Understand how Amplitude handles duplicate
  // events", amplitude.com/docs/get-started/track-your-progress), and so does the fake.
  const seen = new Set<string>();
  return fake
    .received()
    .flatMap((request) => (JSON.parse(request.body.toString()).events ?? []) as AmplitudeEvent[])
    .filter((event) => {
      if (!event.insert_id) return true;
      const key = `${event.device_id} ${event.insert_id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Amplitude Experiment's flags endpoint (`GET /sdk/v2/flags`): the given flag
 * configurations to a request with a deployment key, as the real server does.
 */
export function flagsServer(flags: unknown[]): FakeHandler {
  return (request, response) => {
    if (!request.url.startsWith('/sdk/v2/flags')) {
      response.writeHead(404).end();
    } else if (!/^Api-Key \S+/.test(String(request.headers.authorization ?? ''))) {
      response.writeHead(401).end();
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(flags));
    }
  };
}

/** Accepts the request and never answers, as a blackholed server does. */
export const neverAnswer: FakeHandler = () => undefined;

/** Flag configurations of lib/experiments/experiment-flags.json with every device in one variant. */
export function allIn(flags: { key: string }[], flagKey: string, variant: string): unknown[] {
  return flags.map((flag) =>
    flag.key !== flagKey
      ? flag
      : {
          ...flag,
          segments: [
            {
              metadata: { segmentName: 'All Other Users' },
              bucket: {
                selector: ['context', 'user', 'device_id'],
                salt: `${flagKey}-all-${variant}`,
                allocations: [
                  { range: [0, 100], distributions: [{ variant, range: [0, 42949673] }] },
                ],
              },
              variant: 'off',
            },
          ],
        },
  );
}
