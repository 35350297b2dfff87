import {
  inSample,
  pageTypeOf,
  webVitalProperties,
  type PageViewContext,
} from '@/lib/analytics/web-vitals';

const context: PageViewContext = {
  page: '/eltern',
  pageType: 'landing',
  country: 'CH',
  variant: 'none',
  connection: '4g',
  sampleRate: 0.1,
};

describe('Web Vitals events', () => {
  it('carries the metric with the page view’s context, times in whole ms and CLS to 4 places', () => {
    expect(
      webVitalProperties(
        { name: 'LCP', value: 1234.56, rating: 'good', navigationType: 'navigate' },
        context,
      ),
    ).toEqual({
      metric: 'LCP',
      value: 1235,
      rating: 'good',
      navigation_type: 'navigate',
      page: '/eltern',
      page_type: 'landing',
      country: 'CH',
      variant: 'none',
      connection: '4g',
      sample_rate: 0.1,
    });
    const cls = webVitalProperties(
      { name: 'CLS', value: 0.123456, rating: 'needs-improvement', navigationType: 'reload' },
      context,
    );
    expect(cls?.value).toBe(0.1235);
  });

  it('keeps only LCP, INP, CLS, FCP and TTFB', () => {
    const metric = { value: 10, rating: 'good', navigationType: 'navigate' } as const;
    for (const name of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) {
      expect(webVitalProperties({ ...metric, name }, context)).not.toBeNull();
    }
    expect(webVitalProperties({ ...metric, name: 'FID' }, context)).toBeNull();
  });

  it('samples each page view with the configured rate', () => {
    expect(inSample(0.1, 0.05)).toBe(true);
    expect(inSample(0.1, 0.1)).toBe(false);
    expect(inSample(0, 0)).toBe(false);
    expect(inSample(1, 0.999)).toBe(true);
  });

  it('names the page types', () => {
    expect(['/', '/lehrkraefte', '/eltern'].map(pageTypeOf)).toEqual([
      'landing',
      'landing',
      'landing',
    ]);
    expect(pageTypeOf('/premium')).toBe('checkout');
    expect(pageTypeOf('/kontakt')).toBe('contact');
    expect(['/agb', '/datenschutz', '/vertraege-kuendigen'].map(pageTypeOf)).toEqual([
      'legal',
      'legal',
      'legal',
    ]);
    expect(pageTypeOf('/gibt-es-nicht')).toBe('other');
  });
});
