import { assignedBy, assignmentTiming, servedByPreview } from '@/lib/experiments/assignment-timing';

const FLAG = 'teacher-hero-cta';
/** A timing entry as the browser parses the proxy's `Server-Timing` header. */
const bucketed = (name: string, description = `${FLAG}:treatment`) => ({
  name,
  serverTiming: [
    { name: 'cache', description: 'hit' },
    { name: 'experiment', description },
  ],
});

describe('assignmentTiming', () => {
  it('names the flag and the variant in a Server-Timing entry', () => {
    expect(assignmentTiming(FLAG, 'treatment')).toBe(`experiment;desc="${FLAG}:treatment"`);
  });
});

describe('assignedBy', () => {
  const page = 'https://www.example.de/lehrkraefte';

  it('accepts the document or an RSC fetch of the page itself', () => {
    expect(assignedBy([bucketed(page)], page, FLAG, 'treatment')).toBe(true);
    expect(assignedBy([bucketed(`${page}?_rsc=1x2y3`)], `${page}#faq`, FLAG, 'treatment')).toBe(
      true,
    );
  });

  it('refuses another variant, another flag, or a response without the entry', () => {
    expect(assignedBy([bucketed(page)], page, FLAG, 'control')).toBe(false);
    expect(assignedBy([bucketed(page)], page, 'some-other-flag', 'treatment')).toBe(false);
    expect(assignedBy([{ name: page, serverTiming: [] }], page, FLAG, 'treatment')).toBe(false);
    expect(assignedBy([{ name: page }], page, FLAG, 'treatment')).toBe(false);
    expect(assignedBy([], page, FLAG, 'treatment')).toBe(false);
  });

  it('refuses responses to other URLs: a prefetch of /lehrkraefte says nothing about a forced ?flag=', () => {
    const forced = `${page}?flag=${FLAG}:treatment`;
    expect(
      assignedBy([bucketed(page), bucketed(`${page}?_rsc=a`)], forced, FLAG, 'treatment'),
    ).toBe(false);
    expect(assignedBy([bucketed(`${forced}&_rsc=a`)], forced, FLAG, 'treatment')).toBe(true);
    expect(assignedBy([bucketed('https://www.example.de/eltern')], page, FLAG, 'treatment')).toBe(
      false,
    );
  });
});

describe('servedByPreview', () => {
  it('is true only for a document the proxy marked as a preview', () => {
    const page = 'https://www.example.de/';
    expect(
      servedByPreview([{ name: page, serverTiming: [{ name: 'preview', description: '' }] }]),
    ).toBe(true);
    expect(servedByPreview([bucketed(page)])).toBe(false);
    expect(servedByPreview([{ name: page }])).toBe(false);
    expect(servedByPreview([])).toBe(false);
  });
});
