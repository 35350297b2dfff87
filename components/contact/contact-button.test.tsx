/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ContactButton } from '@/components/contact/contact-button';
import { OPEN_CONTACT_EVENT } from '@/lib/contact/open-contact';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `Kontakt` on the page at `pathname` (Next's internal path) and clicks it once a popup is mounted. */
async function clickOn(pathname: string) {
  mockPathname = pathname;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<ContactButton>Kontakt</ContactButton>));
  const link = container.querySelector('a')!;
  // The contact host of the country layout takes every request for the popup.
  const requests: Event[] = [];
  const host = (event: Event) => (requests.push(event), event.preventDefault());
  window.addEventListener(OPEN_CONTACT_EVENT, host);
  let followed = false;
  const browser = (event: MouseEvent) => {
    followed = !event.defaultPrevented;
    // jsdom cannot load the page: the browser's part ends here.
    event.preventDefault();
  };
  window.addEventListener('click', browser);
  link.click();
  window.removeEventListener('click', browser);
  window.removeEventListener(OPEN_CONTACT_EVENT, host);
  const result = {
    href: link.getAttribute('href'),
    popup: link.getAttribute('aria-haspopup'),
    requests: requests.length,
    followed,
  };
  await act(async () => root.unmount());
  container.remove();
  return result;
}

describe('ContactButton', () => {
  it('opens the popup on an adults’ page', async () => {
    expect(await clickOn('/de/eltern')).toEqual({
      href: '/kontakt',
      popup: 'dialog',
      requests: 1,
      followed: false,
    });
  });

  it.each(['/de', '/ch'])(
    'is a plain link to /kontakt on the pupils’ page (%s): no popup, its draft or EmailJS',
    async (pathname) => {
      expect(await clickOn(pathname)).toEqual({
        href: '/kontakt',
        popup: null,
        requests: 0,
        followed: true,
      });
    },
  );
});
