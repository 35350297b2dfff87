import { NextRequest } from 'next/server';
import { segmentsOf, STANDARD_SEGMENT } from '@/lib/experiments/experiments';
import { variantOf } from '@/lib/proxy/variant';
import { isPupilsPage } from '@/lib/routing/pages';

const live = { on: false, flagsSecret: null };
const preview = { on: true, flagsSecret: null };
const treatment = 'v-treatment';

// Without an API key the experiments say once that they use the bundled flags.
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

function request(path: string, cookie?: string) {
  return new NextRequest(`http://de.localhost:3100${path}`, {
    headers: cookie ? { cookie } : {},
  });
}

describe('variantOf', () => {
  it('serves a page without an experiment from the standard segment, for every device', async () => {
    expect(await variantOf(request('/eltern', 'device_id=abcdefgh12'), '/eltern', live)).toEqual({
      segment: STANDARD_SEGMENT,
      personal: false,
      timing: null,
    });
  });

  it('never buckets on a pupils’ page: a device id there, maybe an adult’s, changes nothing', async () => {
    expect(isPupilsPage('/')).toBe(true);
    expect(await variantOf(request('/', 'device_id=abcdefgh12'), '/', live)).toEqual({
      segment: STANDARD_SEGMENT,
      personal: false,
      timing: null,
    });
    // Nor does a reviewer's `?flag=` on a preview: there is no experiment to force.
    const forced = request('/?flag=teacher-hero-cta:treatment', 'device_id=abcdefgh12');
    expect(await variantOf(forced, '/', preview)).toEqual({
      segment: STANDARD_SEGMENT,
      personal: false,
      timing: null,
    });
  });

  it('leaves a path that is no page of ours without a segment', async () => {
    expect((await variantOf(request('/sitemap-xml'), '/sitemap-xml', live)).segment).toBeNull();
    expect((await variantOf(request('/gibt-es-nicht'), '/gibt-es-nicht', live)).segment).toBeNull();
  });

  it('shows the standard variant to a visitor without a device id, and a cache may keep it', async () => {
    expect(await variantOf(request('/lehrkraefte'), '/lehrkraefte', live)).toEqual({
      segment: STANDARD_SEGMENT,
      personal: false,
      timing: null,
    });
  });

  it('lets a reviewer force a variant on a preview, never on the live site', async () => {
    expect(segmentsOf('teacherHeroCta')).toContain(treatment);
    const forced = request('/lehrkraefte?flag=teacher-hero-cta:treatment');
    expect(await variantOf(forced, '/lehrkraefte', preview)).toEqual({
      segment: treatment,
      personal: true,
      timing: null,
    });
    expect((await variantOf(forced, '/lehrkraefte', live)).segment).toBe(STANDARD_SEGMENT);
  });

  it('keeps the answer to a device with an id out of shared caches', async () => {
    const choice = await variantOf(
      request('/lehrkraefte', 'device_id=abcdefgh12'),
      '/lehrkraefte',
      live,
    );
    expect(choice.personal).toBe(true);
    expect(segmentsOf('teacherHeroCta')).toContain(choice.segment);
  });
});
