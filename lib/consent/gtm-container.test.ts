import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// deploy/gtm-container.json is the GTM container the Datenschutz describes: it
// loads Google Analytics 4 and Google Ads only, and each tag waits for its own
// consent type. GTM's built-in checks alone would let GA4 send cookieless pings
// with statistics denied; `Require additional consent` (consentStatus NEEDED)
// keeps a tag from firing at all until the type is granted.

type Parameter = { type: string; key?: string; value?: string };
type Tag = {
  name: string;
  type: string;
  parameter?: Parameter[];
  consentSettings?: {
    consentStatus?: string;
    consentType?: { type: string; list?: { type: string; value: string }[] };
  };
};
type Container = {
  exportFormatVersion: number;
  containerVersion: {
    container: { publicId: string; usageContext: string[] };
    tag: Tag[];
    variable?: { name: string; type: string; parameter: Parameter[] }[];
  };
};

const root = join(__dirname, '..', '..');
const container = JSON.parse(
  readFileSync(join(root, 'deploy', 'gtm-container.json'), 'utf8'),
) as Container;
const goLive = readFileSync(join(root, 'docs', 'go-live.md'), 'utf8');
const { tag: tags, variable: variables = [] } = container.containerVersion;

/** GTM's types of GA4 tags (configuration, event) and of Google Ads tags (conversion, remarketing, linker). */
const ANALYTICS_TYPES = ['gaawc', 'gaawe'];
const ADS_TYPES = ['awct', 'sp', 'gclidw'];

/** A parameter's value, a `{{Constant}}` read from the container's constant variables. */
function valueOf(tag: Tag, key: string): string | undefined {
  const value = tag.parameter?.find((parameter) => parameter.key === key)?.value;
  const constant = /^\{\{(.+)\}\}$/.exec(value ?? '')?.[1];
  if (constant === undefined) return value;
  const variable = variables.find((entry) => entry.name === constant && entry.type === 'c');
  return variable?.parameter.find((parameter) => parameter.key === 'value')?.value;
}

/** The consent type a tag must wait for: GA4's `analytics_storage`, Google Ads' `ad_storage`. */
function requiredConsent(tag: Tag): 'analytics_storage' | 'ad_storage' | null {
  // A Google tag is GA4's with a G- id and Google Ads' with an AW- id.
  const googleTagId = tag.type === 'googtag' ? valueOf(tag, 'tagId') : undefined;
  if (ANALYTICS_TYPES.includes(tag.type) || googleTagId?.startsWith('G-')) {
    return 'analytics_storage';
  }
  if (ADS_TYPES.includes(tag.type) || googleTagId?.startsWith('AW-')) return 'ad_storage';
  return null;
}

describe('the GTM container (deploy/gtm-container.json)', () => {
  it('is an export GTM imports: format 2, a web container, with tags', () => {
    expect(container.exportFormatVersion).toBe(2);
    expect(container.containerVersion.container.usageContext).toEqual(['WEB']);
    expect(tags.length).toBeGreaterThan(0);
  });

  it('holds GA4 and Google Ads only, as the Datenschutz says', () => {
    expect(tags.filter((tag) => requiredConsent(tag) === null).map((tag) => tag.name)).toEqual([]);
    const kinds = new Set(tags.map(requiredConsent));
    expect(kinds).toEqual(new Set(['analytics_storage', 'ad_storage']));
  });

  it.each(tags.map((tag) => [tag.name, tag] as const))(
    '%s fires only once its own consent type is granted',
    (_, tag) => {
      const settings = tag.consentSettings;
      // The export spells the status as GTM's API enum.
      expect(settings?.consentStatus).toBe('NEEDED');
      expect(settings?.consentType?.type).toBe('LIST');
      const types = settings?.consentType?.list?.map((entry) => entry.value) ?? [];
      expect(types).toContain(requiredConsent(tag));
    },
  );

  it('names placeholders for its ids, each one named in the go-live checklist', () => {
    // GTM imports into the container the operator opened, whose id is NEXT_PUBLIC_GTM_ID; the
    // file's own is a placeholder. The GA4 and Ads ids are no setting of the site: the
    // container's constants hold them, placeholders until the operator fills them in.
    expect(goLive).toContain(`\`${container.containerVersion.container.publicId}\``);
    const constants = variables.filter((variable) => variable.type === 'c');
    expect(constants.length).toBeGreaterThan(0);
    for (const constant of constants) {
      const value = constant.parameter.find((parameter) => parameter.key === 'value')?.value;
      expect({ [constant.name]: goLive.includes(`\`${value}\``) }).toEqual({
        [constant.name]: true,
      });
    }
  });
});
