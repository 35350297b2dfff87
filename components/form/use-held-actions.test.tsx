/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { HELD_CLICK, heldActionsScript } from '@/components/form/held-actions';
import { useHeldActions } from '@/components/form/use-held-actions';

// The one mechanism every island's form shares for what a visitor does before
// the island is there: the head script holds submissions and marked clicks,
// useHeldActions hands the island the last of them, once.

beforeAll(() => {
  // The inline script of every page's head.
  new Function(heldActionsScript())();
});

const submitted = jest.fn<void, [string | undefined]>();
const redeemed = jest.fn();

/** A form as an island renders it: a marked button (`Einlösen`) and a submit button. */
function Island() {
  const formRef = useRef<HTMLFormElement>(null);
  useHeldActions(formRef);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        submitted((event.nativeEvent as SubmitEvent).submitter?.textContent ?? undefined);
      }}
    >
      <input name="code" aria-label="Code" />
      <button type="button" {...HELD_CLICK} onClick={redeemed}>
        Einlösen
      </button>
      <button type="submit">Weiter</button>
    </form>
  );
}

/** The island's server HTML, in the page before its script has run. */
function serverHtml() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Island />);
  return container;
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;

beforeEach(() => {
  submitted.mockClear();
  redeemed.mockClear();
  document.body.innerHTML = '';
});

test('a submission before the island is there is held, not sent natively, and replayed once with its button', async () => {
  const container = serverHtml();
  const native: boolean[] = [];
  const record = (event: Event) => native.push(!event.defaultPrevented);
  window.addEventListener('submit', record);
  button(container, 'Weiter').click();
  window.removeEventListener('submit', record);
  // The head script stopped it before the page's own listeners: nothing left for the browser.
  expect(native).toEqual([]);

  render(<Island />, { container, hydrate: true });
  await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  expect(submitted).toHaveBeenCalledWith('Weiter');
  expect(redeemed).not.toHaveBeenCalled();
});

test('presses of a marked button before the island is there count once, and only the last press counts', async () => {
  const container = serverHtml();
  button(container, 'Weiter').click();
  button(container, 'Einlösen').click();
  button(container, 'Einlösen').click();

  render(<Island />, { container, hydrate: true });
  await waitFor(() => expect(redeemed).toHaveBeenCalledTimes(1));
  expect(submitted).not.toHaveBeenCalled();
  // Once the island has the form, a press is its own, at once, and nothing old is replayed with it.
  button(container, 'Einlösen').click();
  expect(redeemed).toHaveBeenCalledTimes(2);
  expect(window.__heldActions).toEqual([]);
});

test('what is held for a form after another island took its own is kept for its island', async () => {
  const first = serverHtml();
  const second = serverHtml();
  render(<Island />, { container: first, hydrate: true });
  await waitFor(() =>
    expect(first.querySelector('form')!.hasAttribute('data-island-ready')).toBe(true),
  );
  // The second island has not hydrated yet: its submission is held, to be replayed by it.
  button(second, 'Weiter').click();
  expect(submitted).not.toHaveBeenCalled();

  render(<Island />, { container: second, hydrate: true });
  await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
});
