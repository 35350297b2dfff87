import { sameValues } from '@/components/form/same-values';

describe('sameValues', () => {
  it('holds for the same entries in any order', () => {
    expect(sameValues({}, {})).toBe(true);
    expect(sameValues({ plan: 'jahr', email: 'a@b.de' }, { email: 'a@b.de', plan: 'jahr' })).toBe(
      true,
    );
  });

  it('fails for another value, a missing or an extra entry', () => {
    expect(sameValues({ plan: 'jahr' }, { plan: 'monat' })).toBe(false);
    expect(sameValues({ plan: 'jahr', email: '' }, { plan: 'jahr' })).toBe(false);
    expect(sameValues({ plan: 'jahr' }, { plan: 'jahr', email: '' })).toBe(false);
    // An entry that is there but undefined is not one that is missing.
    expect(sameValues({ plan: undefined }, { email: undefined })).toBe(false);
  });
});
