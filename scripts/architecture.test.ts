import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// The tree's boundaries are dependency-cruiser's rules (.dependency-cruiser.cjs),
// which `npm run check` runs over the tree. This test runs the same rules over a
// small planted tree: each kind of breach must be reported, and each allowed use
// must not, so that a rule loosened by mistake, or an import the tool stops
// seeing, fails here.

const root = join(__dirname, '..');

const PLANTED: Record<string, string> = {
  'lib/core/mail.ts': 'export const mail = 1;',
  'lib/countries/countries.ts': "export type Country = 'DE' | 'CH';",
  'lib/consent/consent.ts': "export const CONSENT = 1;\nexport type Choice = 'all' | 'none';",
  'lib/experiments/experiments.ts': 'export const EXPERIMENTS = 1;',
  'lib/checkout/plans.ts': 'export const PLANS = 1;\nexport type Plan = { months: number };',
  'lib/checkout/money.ts': 'export const formatMinor = (minor: number) => String(minor);',
  // A crossing by a relative path, which the former regex never saw.
  'lib/checkout/fulfil.ts': [
    "import { mail } from '@/lib/core/mail';",
    "import { CONSENT } from '../consent/consent';",
    'export const fulfil = mail + CONSENT;',
  ].join('\n'),
  'lib/checkout/terms.ts': [
    "import type { Choice } from '@/lib/consent/consent';",
    'export type Terms = { choice: Choice };',
  ].join('\n'),
  'lib/routing/pages.ts': "export const load = () => import('@/lib/experiments/experiments');",
  'lib/proxy/variant.ts': [
    "import { EXPERIMENTS } from '@/lib/experiments/experiments';",
    'export const variant = EXPERIMENTS;',
  ].join('\n'),
  'lib/http/limits.ts': "export { mail as limit } from '@/lib/missing';",
  'lib/checkout/receipt.ts': [
    "import { Modal } from '@/components/ui/modal';",
    'export const receipt = Modal;',
  ].join('\n'),
  'lib/routing/og.ts': "import { FONT } from '@/app/og/font';\nexport const og = FONT;",
  'lib/core/site.ts': [
    "import { TEST_OPERATOR } from '@/scripts/test-operator.mjs';",
    'export const site = TEST_OPERATOR;',
  ].join('\n'),
  'scripts/test-operator.mjs': 'export const TEST_OPERATOR = 1;',
  'content/landing.ts': [
    "import type { Country } from '@/lib/countries/countries';",
    "import { type Plan } from '@/lib/checkout/plans';",
    'export const heading = (country: Country, plan: Plan) => `${country} ${plan.months}`;',
  ].join('\n'),
  'content/premium.ts': [
    "import { PLANS } from '@/lib/checkout/plans';",
    "export { formatMinor } from '@/lib/checkout/money';",
    'export const offer = PLANS;',
  ].join('\n'),
  'content/faq.ts': "import { Modal } from '@/components/ui/modal';\nexport const faq = Modal;",
  'components/ui/modal.tsx': 'export const Modal = 1;',
  'components/checkout/order-review.tsx': 'export const OrderReview = 1;',
  'components/consent/consent-manager.tsx': 'export const ConsentManager = 1;',
  'components/contact/contact-form.tsx': [
    "import { OrderReview } from '@/components/checkout/order-review';",
    "import { Modal } from '@/components/ui/modal';",
    "import { PLANS } from '@/lib/checkout/plans';",
    'export const ContactForm = Modal + OrderReview + PLANS;',
  ].join('\n'),
  'components/layout/site-footer.tsx': [
    "import { ConsentManager } from '@/components/consent/consent-manager';",
    'export const SiteFooter = ConsentManager;',
  ].join('\n'),
  // A cycle through app/ whose way back is a type.
  'app/og/image.ts': "import { FONT } from './font';\nexport const image = () => FONT;",
  'app/og/font.ts': [
    "import type { image } from './image';",
    'export const FONT = 1;',
    'export type Image = typeof image;',
  ].join('\n'),
  'app/[country]/page.tsx': [
    "import { SiteFooter } from '@/components/layout/site-footer';",
    "import { fulfil } from '@/lib/checkout/fulfil';",
    "import { CONSENT } from '@/lib/consent/consent';",
    'export const Page = SiteFooter + fulfil + CONSENT;',
  ].join('\n'),
  'proxy.ts': "import { variant } from '@/lib/proxy/variant';\nexport const proxy = variant;",
};

type Violation = { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] };

/** What the tree's rules report of the planted tree, as `rule: from -> to`, a cycle all round. */
function plantedViolations(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  try {
    for (const [path, text] of Object.entries(PLANTED)) {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), `${text}\n`);
    }
    for (const file of ['.dependency-cruiser.cjs', 'tsconfig.json'])
      copyFileSync(join(root, file), join(dir, file));
    const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
    const json = execFileSync(
      process.execPath,
      [cli, '--output-type', 'json', 'app', 'components', 'content', 'lib', 'scripts', 'proxy.ts'],
      { cwd: dir, encoding: 'utf8' },
    );
    const { summary } = JSON.parse(json) as { summary: { violations: Violation[] } };
    return summary.violations
      .map(({ rule, from, to, cycle }) => {
        const path = cycle ? [from, ...cycle.map(({ name }) => name)] : [from, to];
        return `${rule.name}: ${path.join(' -> ')}`;
      })
      .sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the tree’s boundaries', () => {
  let found: string[] = [];
  const of = (rule: string) => found.filter((line) => line.startsWith(`${rule}:`));

  beforeAll(() => {
    found = plantedViolations();
  }, 60_000);

  it('fail on a crossing from one feature into another, types and relative paths included', () => {
    expect(of('lib-feature-crossing')).toEqual([
      'lib-feature-crossing: lib/checkout/fulfil.ts -> lib/consent/consent.ts',
      'lib-feature-crossing: lib/checkout/terms.ts -> lib/consent/consent.ts',
    ]);
    expect(of('component-feature-crossing')).toEqual([
      'component-feature-crossing: components/contact/contact-form.tsx -> components/checkout/order-review.tsx',
    ]);
  });

  it('fail on the shared core loading a feature, also on demand', () => {
    expect(of('core-into-lib-feature')).toEqual([
      'core-into-lib-feature: lib/routing/pages.ts -> lib/experiments/experiments.ts',
    ]);
  });

  it('fail on a runtime import from content/ into lib/, re-exports included, never on a type', () => {
    expect(of('content-runs-lib')).toEqual([
      'content-runs-lib: content/premium.ts -> lib/checkout/money.ts',
      'content-runs-lib: content/premium.ts -> lib/checkout/plans.ts',
    ]);
  });

  it('fail on lib/ using a component, and on content/ importing anything but content/ and lib/’s types', () => {
    expect(of('lib-into-components')).toEqual([
      'lib-into-components: lib/checkout/receipt.ts -> components/ui/modal.tsx',
    ]);
    expect(of('content-beyond-lib')).toEqual([
      'content-beyond-lib: content/faq.ts -> components/ui/modal.tsx',
    ]);
  });

  it('fail on an import of a route from outside app/, and on the site importing scripts/', () => {
    expect(of('into-routes')).toEqual(['into-routes: lib/routing/og.ts -> app/og/font.ts']);
    expect(of('site-into-scripts')).toEqual([
      'site-into-scripts: lib/core/site.ts -> scripts/test-operator.mjs',
    ]);
  });

  it('fail on a cycle through app/, even one closed by a type', () => {
    expect(of('no-cycle')).toEqual([
      'no-cycle: app/og/font.ts -> app/og/image.ts -> app/og/font.ts',
    ]);
  });

  it('fail on an import the tool cannot resolve, which no other rule would see', () => {
    expect(of('unresolvable')).toEqual(['unresolvable: lib/http/limits.ts -> @/lib/missing']);
  });

  it('report nothing else: the composers, the shared parts and content’s types are allowed', () => {
    expect(found).toHaveLength(12);
  });
});
