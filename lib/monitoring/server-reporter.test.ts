import {
  REPORTER_KEY,
  reportToSentry,
  setServerReporter,
} from '@/lib/monitoring/report-server-error';
import { installServerReporter } from '@/lib/monitoring/server-reporter';

const sdk = { captureMessage: jest.fn(), flush: jest.fn(async () => true) };
const started = jest.fn();
jest.mock('@sentry/nextjs', () => sdk);
jest.mock('@/sentry.server.config', () => started());

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[REPORTER_KEY];
  sdk.captureMessage.mockClear();
  sdk.flush.mockClear();
  started.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('reportToSentry', () => {
  it("reaches the SDK of instrumentation.ts's reporter, started with the first report", async () => {
    installServerReporter();
    await reportToSentry('checkout', 'Premium hand-off failed', { orderId: 'ORDER-1' });
    expect(started).toHaveBeenCalledTimes(1);
    expect(sdk.captureMessage).toHaveBeenCalledWith('Premium hand-off failed', {
      level: 'error',
      extra: { area: 'checkout', orderId: 'ORDER-1' },
    });
    expect(sdk.flush).toHaveBeenCalledWith(2000);
    expect(console.error).toHaveBeenCalledWith(
      '[checkout] Premium hand-off failed {"orderId":"ORDER-1"}',
    );
  });

  it('keeps the console line where no reporter is installed (a script outside the server)', async () => {
    await expect(reportToSentry('outbox', 'Mail given up', { id: 'm1' })).resolves.toBeUndefined();
    expect(sdk.captureMessage).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('[outbox] Mail given up {"id":"m1"}');
  });

  it('never fails the request it reports on when Sentry fails', async () => {
    setServerReporter(async () => {
      throw new Error('ingest down');
    });
    await expect(reportToSentry('checkout', 'x', {})).resolves.toBeUndefined();
  });
});
