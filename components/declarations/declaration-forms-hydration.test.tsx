/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { createElement, Profiler, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CancellationForm } from '@/components/declarations/cancellation-form';
import { WithdrawalForm } from '@/components/declarations/withdrawal-form';
import { CountryProvider } from '@/components/ui/country-context';

// A declaration form with nothing stored hydrates in one render. A second one,
// from a mount effect's state, is a task after the load that Lighthouse counts
// as blocking time (`npm run bench`: the declaration pages' TBT). Outside Next's
// router (jsdom has none) next/link commits once more after its mount, which
// would count here as the form's: the privacy notice's link is a plain one.

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement('a', { href }, children),
}));

beforeEach(() => sessionStorage.clear());

test.each([
  ['withdrawal', WithdrawalForm],
  ['cancellation', CancellationForm],
])('with nothing stored, the %s form hydrates in one render', async (_kind, Form) => {
  const island = (
    <CountryProvider country="DE">
      <Form email="kontakt@example.de" title="Formular" />
    </CountryProvider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(island);
  const commits: string[] = [];
  render(
    <Profiler id="form" onRender={(_id, phase) => commits.push(phase)}>
      {island}
    </Profiler>,
    { container, hydrate: true },
  );
  await act(async () => {});
  expect(commits).toEqual(['mount']);
});
