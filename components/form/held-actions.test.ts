/** @jest-environment jsdom */
import {
  FORM_READY_ATTRIBUTE,
  HELD_CLICK_ATTRIBUTE,
  heldActionsScript,
} from '@/components/form/held-actions';

// When one of the page's scripts fails to load, no island will take its forms
// over: the loader releases what the head script held (after-paint-loader.mjs),
// and the visitor's last submission falls back to its form's way without
// scripts, the browser's own POST.
// A file of its own: the release lasts for the page, as it does in a browser.

beforeAll(() => {
  // The inline script of every page's head.
  new Function(heldActionsScript())();
});

/** Each submission that reached the browser's own handling, by the button that sent it. */
const native: (string | undefined)[] = [];
const redeemed = jest.fn();

beforeAll(() => {
  // Last in the event's path: what no script stopped is the browser's to send.
  window.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) native.push(event.submitter?.textContent ?? undefined);
    // jsdom navigates nowhere; it would only log that it cannot.
    event.preventDefault();
  });
});

/** A form's server HTML, as it is before any island has taken it over. */
function serverForm(name: string) {
  const form = document.body.appendChild(document.createElement('form'));
  form.method = 'post';
  form.action = `/api/${name}`;
  form.innerHTML = `<input name="email" aria-label="E-Mail">
    <button type="button" ${HELD_CLICK_ATTRIBUTE}>Einlösen</button>
    <button type="submit">${name}</button>`;
  form.querySelector('[type=button]')!.addEventListener('click', redeemed);
  return form;
}

const button = (form: HTMLFormElement, type: 'button' | 'submit') =>
  form.querySelector<HTMLButtonElement>(`[type=${type}]`)!;

test('a page whose scripts never load: the last held submission goes natively, once; clicks are dropped; later submissions are not held', () => {
  const contact = serverForm('kontakt');
  const checkout = serverForm('checkout');

  // A double tap on one form with a submission of another between, and a marked click: all held.
  button(contact, 'submit').click();
  button(checkout, 'submit').click();
  button(checkout, 'button').click();
  button(contact, 'submit').click();
  expect(native).toEqual([]);
  expect(redeemed).not.toHaveBeenCalled();
  expect(window.__heldActions).toHaveLength(4);

  window.__releaseHeldActions!();
  // The last, with its button: a page navigates once, and an earlier post would be cut off.
  expect(native).toEqual(['kontakt']);
  // A marked button has no native meaning: its held click is not replayed.
  expect(redeemed).not.toHaveBeenCalled();
  expect(window.__heldActions).toEqual([]);

  // From now on the browser sends at once: nothing is held for an island that will not come.
  button(checkout, 'submit').click();
  expect(native).toEqual(['kontakt', 'checkout']);
  button(checkout, 'button').click();
  expect(redeemed).toHaveBeenCalledTimes(1);
  expect(window.__heldActions).toEqual([]);
});

test('a chunk that fails after the island took its form over changes nothing: the island handles the form, nothing goes natively', () => {
  const form = serverForm('kontakt');
  form.setAttribute(FORM_READY_ATTRIBUTE, '');
  const island = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', island);
  native.length = 0;

  window.__releaseHeldActions!();
  expect(island).not.toHaveBeenCalled();
  button(form, 'submit').click();
  expect(island).toHaveBeenCalledTimes(1);
  expect(native).toEqual([]);
});

test('a button rendered anew before the release: the form goes without it, and nothing throws', () => {
  // A fresh page's head script: the release above lasts for its page.
  new Function(heldActionsScript())();
  native.length = 0;
  const form = serverForm('widerruf');
  button(form, 'submit').click();
  // An island re-rendered the button while its chunks were still coming.
  button(form, 'submit').remove();
  form.append(Object.assign(document.createElement('button'), { type: 'submit' }));

  expect(() => window.__releaseHeldActions!()).not.toThrow();
  expect(native).toEqual([undefined]);
});
