import { cn } from '@/lib/core/cn';

describe('cn', () => {
  it('joins conditional classes and lets the later Tailwind utility win', () => {
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('py-1 px-4');
  });
});
