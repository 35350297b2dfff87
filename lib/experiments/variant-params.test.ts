import { EXPERIMENTS, segmentsOf, STANDARD_SEGMENT } from '@/lib/experiments/experiments';
import { variantStaticParams } from '@/lib/experiments/variant-params';

describe('variantStaticParams', () => {
  it('prerenders a page with an experiment in every variant this build serves', () => {
    expect(variantStaticParams(EXPERIMENTS.teacherHeroCta.path)).toEqual(
      segmentsOf('teacherHeroCta').map((variant) => ({ variant })),
    );
    expect(variantStaticParams('/lehrkraefte').length).toBeGreaterThan(1);
  });

  it('prerenders every other page in the standard segment only', () => {
    for (const path of ['/', '/eltern', '/premium', '/agb'] as const) {
      expect(variantStaticParams(path)).toEqual([{ variant: STANDARD_SEGMENT }]);
    }
  });
});
