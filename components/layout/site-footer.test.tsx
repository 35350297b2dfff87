import { DEMO_NOTICE } from '@/content/pages';
import { TEST_OPERATOR } from '@/scripts/test-operator.mjs';

/** The footer of a build with this environment, read once when first imported (lib/config/operator.ts). */
async function footerOf(source: Record<string, string>): Promise<string> {
  const saved = process.env;
  process.env = { NODE_ENV: 'test', ...source };
  try {
    let html = '';
    await jest.isolateModulesAsync(async () => {
      // React too, so that the footer and the renderer share one copy.
      const { renderToStaticMarkup } = await import('react-dom/server');
      const { SiteFooter } = await import('@/components/layout/site-footer');
      const { showsDemoNotice } = await import('@/lib/config/operator');
      html = renderToStaticMarkup(<SiteFooter demoNotice={showsDemoNotice} />);
    });
    return html;
  } finally {
    process.env = saved;
  }
}

describe('the demo notice in the footer', () => {
  it('is there, once, while the operator is the demo’s sample', async () => {
    const html = await footerOf({});
    expect(html.split(DEMO_NOTICE)).toHaveLength(2);
    expect(await footerOf({ SITE_ENV: 'preview', COMPANY_NAME: 'Rechenweg GmbH' })).toContain(
      DEMO_NOTICE,
    );
  });

  it('is not there for a real operator', async () => {
    expect(await footerOf(TEST_OPERATOR)).not.toContain(DEMO_NOTICE);
    expect(await footerOf({ ...TEST_OPERATOR, SITE_ENV: 'preview' })).not.toContain(DEMO_NOTICE);
  });
});
