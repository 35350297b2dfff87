/** @jest-environment ./e2e/fakes/jsdom-with-fetch.ts */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextRequest } from 'next/server';
import { renderToString } from 'react-dom/server';
import { CancellationForm } from '@/components/declarations/cancellation-form';
import { WithdrawalForm } from '@/components/declarations/withdrawal-form';
import { heldActionsScript } from '@/components/form/held-actions';
import { CountryProvider } from '@/components/ui/country-context';
import { DECLARATION_FORM, IDENTITY_MESSAGES } from '@/content/declarations';
import { unsentWithdrawalMessage, WITHDRAWAL_FORM, WITHDRAWAL_RECEIPT } from '@/content/withdrawal';
import { settleAfterTasks, siteWorkingDirectory } from '@/e2e/fakes/route-harness';
import { siteDate } from '@/lib/core/site-time';
import { PEER_HEADER } from '@/lib/http/client-address';

// useDeclarationForm in jsdom, on the withdrawal form, whose fetch reaches the
// real route module (app/api/widerruf/route.ts) as a NextRequest: without
// SMTP_URL or Redis, as the README's demo runs, its mails land in the folder
// .mail/ of this test's own working directory. The cancellation form here is
// only for its date's first day, which it reckons from the draft's values.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());

const CONTACT = 'kontakt@example.de';
const root = siteWorkingDirectory('declaration-hook');
let route: (request: NextRequest) => Promise<Response>;
/** Every request the form's fetch made, and whether the network is down. */
const sent: { url: string; method: string; body: string }[] = [];
let offline = false;

beforeAll(async () => {
  for (const key of ['SMTP_URL', 'SITE_ENV', 'VERCEL_ENV', 'REDIS_URL', 'MAIL_ARCHIVE']) {
    delete process.env[key];
  }
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  ({ POST: route } = await import('@/app/api/widerruf/route'));
  // The inline script of every page's head, which holds a form's submissions until its island is ready.
  new Function(heldActionsScript())();
  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    sent.push({ url: url.href, method: init.method ?? 'GET', body: String(init.body) });
    if (offline) throw new TypeError('Failed to fetch');
    return route(
      new NextRequest(url, {
        method: init.method,
        body: init.body as string,
        // What a browser adds to a same-origin post, and the address instrumentation.ts stamps.
        headers: {
          ...(init.headers as Record<string, string>),
          host: url.host,
          origin: window.location.origin,
          [PEER_HEADER]: '198.51.100.40',
        },
      }),
    );
  };
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeEach(() => {
  sessionStorage.clear();
  sent.length = 0;
  offline = false;
});

const form = (
  <CountryProvider country="DE">
    <WithdrawalForm email={CONTACT} title="Vertrag widerrufen" />
  </CountryProvider>
);

const cancellation = (
  <CountryProvider country="DE">
    <CancellationForm email={CONTACT} title="Verträge hier kündigen" />
  </CountryProvider>
);

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const button = () => screen.getByRole('button', { name: WITHDRAWAL_FORM.button });

function type(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(field(name), { target: { value } });
}

const ANA = { name: 'Ana Beispiel', email: 'ana@example.org', contract: 'ana.kind@example.org' };

test('a submission before the island hydrated is held, and sent once with what was typed when it is ready', async () => {
  // The server's HTML, before its island hydrated.
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(form);
  for (const [name, value] of Object.entries(ANA)) field(name).value = value;
  const submissions: SubmitEvent[] = [];
  window.addEventListener('submit', (event) => submissions.push(event as SubmitEvent), true);
  button().click();
  // Held: no native post (it would load /api/widerruf as a page), and nothing sent yet.
  expect(submissions.map((event) => event.defaultPrevented)).toEqual([true]);
  expect(sent).toEqual([]);

  render(form, { container, hydrate: true });
  const heading = await screen.findByRole('heading', { name: WITHDRAWAL_RECEIPT.heading });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ url: 'http://localhost/api/widerruf', method: 'POST' });
  expect(JSON.parse(sent[0]!.body)).toEqual(ANA);
  // Nothing typed went into an address.
  expect(window.location.href).toBe('http://localhost/');
  expect(document.body.textContent).toMatch(/W-\d{8}-[0-9A-F]{6}/);
  await settleAfterTasks();
  expect(readdirSync(join(root, '.mail')).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
});

test('a failed send keeps every field and says in German what to do; it is not sent again by itself', async () => {
  render(form);
  type(ANA);
  offline = true;
  await act(async () => button().click());
  expect(await screen.findByText(unsentWithdrawalMessage(CONTACT))).toBeTruthy();
  expect(sent).toHaveLength(1);
  expect(Object.keys(ANA).map((name) => field(name).value)).toEqual(Object.values(ANA));

  // The visitor's own second click sends it, once.
  offline = false;
  await act(async () => button().click());
  await screen.findByRole('heading', { name: WITHDRAWAL_RECEIPT.heading });
  expect(sent).toHaveLength(2);
});

test('fields the check refuses are named in German, the first one focused, and nothing is sent', async () => {
  render(form);
  type({ name: 'Ana Beispiel' });
  await act(async () => button().click());
  expect(screen.getByRole('alert').textContent).toBe(DECLARATION_FORM.check);
  expect(document.activeElement).toBe(field('email'));
  expect(sent).toEqual([]);
});

test('what was typed survives a reload (sessionStorage), and a receipt earned is shown again', async () => {
  const first = render(form);
  type({ name: 'Ben Beispiel', email: 'ben@example.org' });
  first.unmount();
  const again = render(form);
  await waitFor(() => expect(field('name').value).toBe('Ben Beispiel'));
  expect(field('email').value).toBe('ben@example.org');
  type({ contract: 'ben.kind@example.org' });
  await act(async () => button().click());
  await screen.findByRole('heading', { name: WITHDRAWAL_RECEIPT.heading });
  again.unmount();
  render(form);
  expect(await screen.findByRole('heading', { name: WITHDRAWAL_RECEIPT.heading })).toBeTruthy();
  expect(sent).toHaveLength(1);
});

test('each refused field is marked and described by its German message from the shared schema; a change clears it', async () => {
  render(form);
  type({ name: 'Ana Beispiel', email: 'ana@example', contract: 'bitte anrufen' });
  await act(async () => button().click());
  for (const [name, message] of [
    ['email', IDENTITY_MESSAGES.email],
    ['contract', IDENTITY_MESSAGES.contractFormat],
  ] as const) {
    expect(field(name).getAttribute('aria-invalid')).toBe('true');
    const described = field(name).getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)!.textContent)).toContain(message);
  }
  expect(field('name').getAttribute('aria-invalid')).toBeNull();
  type({ email: 'ana@example.org' });
  expect(field('email').getAttribute('aria-invalid')).toBeNull();
  expect(sent).toEqual([]);
});

test('the date of a cancellation starts at today in the site’s time zone once its field shows', async () => {
  render(cancellation);
  const date = field('date');
  expect(date.hasAttribute('min')).toBe(false);
  for (const value of ['extraordinary', 'date']) {
    const radio = document.querySelector<HTMLInputElement>(`input[type=radio][value="${value}"]`)!;
    fireEvent.click(radio);
  }
  await waitFor(() => expect(date.getAttribute('min')).toBe(siteDate(new Date())));
});

test('a restored cancellation on a date starts its date at today, as when it was chosen', async () => {
  sessionStorage.setItem(
    'kuendigung-entwurf',
    JSON.stringify({
      product: 'premium',
      kind: 'extraordinary',
      when: 'date',
      date: '',
      reason: '',
    }),
  );
  render(cancellation);
  await waitFor(() => expect(field('date').getAttribute('min')).toBe(siteDate(new Date())));
});
