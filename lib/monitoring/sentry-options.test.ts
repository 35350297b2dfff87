import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_REPORTING } from '@/lib/site';
import { sentryClientOptions } from '@/sentry.client.config';

// The SDK's fixed limits the site relies on (lib/monitoring/sentry-options.ts): if an upgrade changes
// them, this test says so before a reviewer has to.
/** The value of `const NAME = …;` in a built @sentry/core file (`60 * 1e3` and the like). */
function sdkConstant(file: string, name: string): number {
  const source = readFileSync(
    join(process.cwd(), 'node_modules/@sentry/core/build/cjs', file),
    'utf8',
  );
  const expression = new RegExp(`const ${name} = ([\\d.e* ]+);`).exec(source)?.[1];
  if (!expression) throw new Error(`${name} not found in ${file}`);
  return expression.split('*').reduce((product, factor) => product * Number(factor), 1);
}

describe('Sentry options', () => {
  it('sets the browser options: full tracing, 100 breadcrumbs, no personal data, our tunnel', () => {
    const options = sentryClientOptions('https://key@o42.ingest.de.sentry.io/7');
    expect(options).toMatchObject({
      tracesSampleRate: 1,
      maxBreadcrumbs: 100,
      sendDefaultPii: false,
      tunnel: '/monitoring?o=42&p=7',
    });
    expect(options.ignoreErrors).toEqual(
      expect.arrayContaining(['ResizeObserver loop limit exceeded']),
    );
  });

  it("relies on SDK limits that still match the product's constants", () => {
    expect(sdkConstant('utils/ratelimit.js', 'DEFAULT_RETRY_AFTER')).toBe(
      ERROR_REPORTING.rateLimitFallbackMs,
    );
    expect(sdkConstant('tracing/sentrySpan.js', 'MAX_SPAN_COUNT')).toBe(
      ERROR_REPORTING.maxSpansPerTransaction,
    );
    expect(sdkConstant('utils/baggage.js', 'MAX_BAGGAGE_STRING_LENGTH')).toBe(
      ERROR_REPORTING.maxBaggageChars,
    );
  });
});
