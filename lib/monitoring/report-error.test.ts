/** @jest-environment jsdom */
import { PUPILS_PATHS } from '@/lib/routing/pages';

type ReportError = typeof import('@/lib/monitoring/report-error');

/**
 * A document opened at `path`: the head script runs first, then the module
 * loads fresh, as instrumentation-client.ts loads it.
 */
async function documentAt(path: string): Promise<ReportError> {
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute('data-no-reports');
  const { silentDocumentScript } = await import('@/lib/monitoring/report-error');
  new Function(silentDocumentScript(PUPILS_PATHS))();
  let fresh: ReportError | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = await import('@/lib/monitoring/report-error');
  });
  return fresh!;
}

describe('reportError', () => {
  it('fetches the SDK with the first error and hands it what waited', async () => {
    const { reportError, onFirstError, setErrorSink } = await documentAt('/eltern');
    const load = jest.fn();
    onFirstError(load);
    const error = new Error('auf der Elternseite');
    reportError(error, { area: 'test' });
    expect(load).toHaveBeenCalledTimes(1);
    const sink = jest.fn();
    setErrorSink(sink);
    expect(sink).toHaveBeenCalledWith(error, { area: 'test' });
  });

  it.each(PUPILS_PATHS)(
    'sends nothing from a pupils’ page (%s), not even once <html> lost its mark',
    async (path) => {
      const { reportError, onFirstError, setErrorSink } = await documentAt(path);
      const load = jest.fn();
      onFirstError(load);
      reportError(new Error('auf der Schülerseite'));
      // app/global-error.tsx renders <html> anew, without the head script's mark.
      document.documentElement.removeAttribute('data-no-reports');
      reportError(new Error('nach dem Ersatz des Layouts'));
      const sink = jest.fn();
      setErrorSink(sink);
      expect(load).not.toHaveBeenCalled();
      expect(sink).not.toHaveBeenCalled();
    },
  );
});
