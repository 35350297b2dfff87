import { COUNTRY_TABLE, urlVariable } from '@/lib/countries/countries';
import {
  countryForRequest,
  countryRules,
  countryFromSegment,
  countryOfHost,
  formatPrice,
  isInternalPath,
  publicPath,
} from '@/lib/countries/country-rules';

const origins = { DE: 'https://www.example.de', CH: 'https://www.example.ch' };

describe('countryForRequest', () => {
  it('follows the host of each origin and ignores the cookie there', () => {
    expect(countryForRequest({ host: 'www.example.ch', cookie: 'DE', origins })).toBe('CH');
    expect(countryForRequest({ host: 'WWW.EXAMPLE.DE', cookie: 'CH', origins })).toBe('DE');
  });

  it('follows the cookie on any other host and defaults to Germany', () => {
    expect(countryForRequest({ host: 'localhost:3000', cookie: 'CH', origins })).toBe('CH');
    expect(countryForRequest({ host: 'preview.vercel.app', cookie: undefined, origins })).toBe(
      'DE',
    );
    expect(countryForRequest({ host: null, cookie: 'ch', origins })).toBe('DE');
    expect(countryForRequest({ host: '', cookie: 'X'.repeat(5000), origins })).toBe('DE');
  });
});

describe('countryOfHost', () => {
  it('takes the default port and the trailing dot of a fully qualified name as the origin', () => {
    for (const host of [
      'www.example.ch:443',
      'www.example.ch.',
      'WWW.Example.CH.:443',
      ' www.example.ch ',
    ]) {
      expect(countryOfHost(host, origins)).toBe('CH');
    }
    expect(countryOfHost('www.example.de.:443', origins)).toBe('DE');
  });

  it('compares the port with the origin’s, the scheme’s default counting as none', () => {
    const local = { DE: 'http://de.localhost:3100', CH: 'http://ch.localhost:3100' };
    expect(countryOfHost('ch.localhost:3100', local)).toBe('CH');
    expect(countryOfHost('ch.localhost.:03100', local)).toBe('CH');
    expect(countryOfHost('ch.localhost', local)).toBeNull();
    expect(countryOfHost('ch.localhost:80', local)).toBeNull();
    expect(countryOfHost('www.example.ch:80', origins)).toBeNull();
    expect(countryOfHost('www.example.ch:8443', origins)).toBeNull();
    expect(countryOfHost('www.example.ch:4430', origins)).toBeNull();
  });

  it('parses each configured origin once, not on every request', () => {
    const Url = globalThis.URL;
    let parsed = 0;
    globalThis.URL = class extends Url {
      constructor(url: string | URL, base?: string | URL) {
        super(url, base);
        if (String(url).includes('once.example')) parsed++;
      }
    };
    try {
      const once = { DE: 'https://once.example.de', CH: 'https://once.example.ch' };
      for (let i = 0; i < 5; i++) countryOfHost(`host-${i}.example`, once);
      expect(parsed).toBe(2);
    } finally {
      globalThis.URL = Url;
    }
  });

  it('knows no other host', () => {
    for (const host of [
      null,
      '',
      '.',
      ':443',
      'www.example.ch..',
      'example.ch',
      'www.example.ch.evil.example',
      'evil.example@www.example.ch',
      'www.example.ch/x',
      'www.example.ch:443:443',
      'www.example.ch:',
      '[::1]:443',
    ]) {
      expect(countryOfHost(host, origins)).toBeNull();
    }
  });
});

describe('country segments', () => {
  it('accepts only the lower-case segments', () => {
    expect(countryFromSegment('de')).toBe('DE');
    expect(countryFromSegment('ch')).toBe('CH');
    expect(countryFromSegment('CH')).toBeNull();
    expect(countryFromSegment('at')).toBeNull();
  });
});

describe('formatPrice', () => {
  it('uses EUR in Germany and CHF in Switzerland', () => {
    expect(formatPrice(9.9, 'DE')).toMatch(/^9,90\s€$/);
    expect(formatPrice(9.9, 'CH')).toMatch(/^CHF\s9\.90$/);
  });
});

describe('publicPath', () => {
  it('drops the internal country and variant segments', () => {
    expect(publicPath('/de')).toBe('/');
    expect(publicPath('/ch/eltern')).toBe('/eltern');
    expect(publicPath('/eltern')).toBe('/eltern');
    expect(publicPath('/dex')).toBe('/dex');
    expect(publicPath('/de/v-standard')).toBe('/');
    expect(publicPath('/ch/v-treatment/lehrkraefte')).toBe('/lehrkraefte');
    expect(publicPath('/de/vorlage')).toBe('/vorlage');
  });
});

describe('isInternalPath', () => {
  it('flags a first segment that only the proxy writes, also percent-encoded', () => {
    for (const path of ['/de', '/ch/eltern', '/de/v-treatment', '/v-control/lehrkraefte']) {
      expect(isInternalPath(path)).toBe(true);
    }
    expect(isInternalPath('/v-')).toBe(true);
    expect(isInternalPath('/v%2Dtreatment')).toBe(true);
    expect(isInternalPath('/%64e/eltern')).toBe(true);
  });

  it('leaves public paths alone', () => {
    for (const path of ['/', '/eltern', '/lehrkraefte', '/dex', '/DE', '/vorlage', '/a/de', '']) {
      expect(isInternalPath(path)).toBe(false);
    }
  });
});

describe('a third country', () => {
  // Austria as a row of a copy of the table, and nothing else edited: the rules follow.
  const table = {
    ...COUNTRY_TABLE,
    AT: {
      ...COUNTRY_TABLE.DE,
      segment: 'at',
      switcher: { label: 'Österreich', flag: '/flags/at.svg' },
      locale: 'de-AT',
      lang: 'de-AT',
      paypalLocale: 'de_AT',
      vatNote: 'inkl. USt.',
      samples: {
        site: 'https://www.example.at',
        app: 'https://app.example.at',
        blog: 'https://blog.example.at',
      },
    },
  };
  const rules = countryRules(table, 'DE');
  const environment = {
    SITE_URL_DE: 'https://www.example.de',
    SITE_URL_CH: 'https://www.example.ch',
    SITE_URL_AT: 'https://www.example.at',
  };
  const threeOrigins = rules.originsFrom(environment, 'site');

  it('reads its origin from its own variable', () => {
    expect(threeOrigins).toEqual({
      DE: 'https://www.example.de',
      CH: 'https://www.example.ch',
      AT: 'https://www.example.at',
    });
    expect(urlVariable('app', 'AT')).toBe('APP_URL_AT');
    expect(() => rules.originsFrom({ SITE_URL_DE: 'x', SITE_URL_CH: 'y' }, 'site')).toThrow(
      'SITE_URL_AT',
    );
  });

  it('routes its host, its segment and its cookie', () => {
    expect(rules.countryOfHost('www.example.at', threeOrigins)).toBe('AT');
    expect(rules.countryOfHost('www.example.ch', threeOrigins)).toBe('CH');
    const atHost = { host: 'www.example.at', cookie: 'CH', origins: threeOrigins };
    expect(rules.countryForRequest(atHost)).toBe('AT');
    const preview = { host: 'preview.example', cookie: 'AT', origins: threeOrigins };
    expect(rules.countryForRequest(preview)).toBe('AT');
    expect(rules.countryFromSegment('at')).toBe('AT');
    expect(rules.countrySegment('AT')).toBe('at');
    expect(rules.isInternalPath('/at/premium')).toBe(true);
    expect(rules.publicPath('/at/v-treatment/lehrkraefte')).toBe('/lehrkraefte');
    expect(rules.publicPath('/at')).toBe('/');
  });

  it('prices in its currency and notation', () => {
    // Austrian notation puts the sign first.
    expect(rules.formatPrice(9.9, 'AT')).toMatch(/^€\s9,90$/);
    expect(rules.formatPrice(9.9, 'CH')).toMatch(/^CHF\s9\.90$/);
  });

  it('is among the hreflang alternates, the default country staying x-default', () => {
    expect(rules.hreflangAlternates(threeOrigins, '/eltern')).toEqual({
      'de-DE': 'https://www.example.de/eltern',
      'de-CH': 'https://www.example.ch/eltern',
      'de-AT': 'https://www.example.at/eltern',
      'x-default': 'https://www.example.de/eltern',
    });
  });
});
