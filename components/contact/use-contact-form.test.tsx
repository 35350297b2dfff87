/** @jest-environment ./e2e/fakes/jsdom-with-fetch.ts */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/components/contact/contact-form';
import { heldActionsScript } from '@/components/form/held-actions';
import { Toasts } from '@/components/ui/toast-container';
import { CONTACT_OUTCOMES, CONTACT_VALIDATION } from '@/content/contact';
import { fail, ok, sentFields } from '@/e2e/fakes/emailjs-api';
import { HttpFake } from '@/e2e/fakes/http-fake';
import { DRAFT_STORAGE_KEY, RATE_LIMIT_ID, type ContactDraft } from '@/lib/contact/contact';

// useContactForm in jsdom, sending through the EmailJS SDK (@emailjs/browser,
// loaded on the first send as in the browser) to a stand-in of EmailJS's API on
// loopback, which the SDK's `origin` points at. The SDK sends with fetch, which
// is Node's here (e2e/fakes/jsdom-with-fetch.ts): no CORS, which the stand-in
// answers anyway for the browser suite.

// The form's rules load with its first touch; with `loading.fail` they fail as a chunk that
// could not be loaded does (the module is kept between tests, so its control fails instead).
const loading = { fail: false };
jest.mock('@/components/form/form-control', () => {
  const actual = jest.requireActual('@/components/form/form-control');
  return {
    ...actual,
    formControlOf: (...args: Parameters<typeof actual.formControlOf>) => {
      if (loading.fail) throw new Error('Loading chunk failed');
      return actual.formControlOf(...args);
    },
  };
});

const CONTACT = 'kontakt@example.de';
const emailjs = new HttpFake(ok);
let emailJs: { serviceId: string; templateId: string; publicKey: string; origin: string };

const SAMPLE: ContactDraft = {
  issue: 'Bug',
  name: 'Anna Beispiel',
  email: 'anna@example.de',
  message: 'Beim Bruchrechnen hängt die Seite.',
};

beforeAll(async () => {
  emailJs = {
    serviceId: 'service_test',
    templateId: 'template_test',
    publicKey: 'public-key-test',
    origin: await emailjs.start(),
  };
  // The inline script of every page's head, which holds a form's submissions until its island is ready.
  new Function(heldActionsScript())();
});

afterAll(() => emailjs.stop());

beforeEach(() => {
  sessionStorage.clear();
  emailjs.reset();
  // A failed send is logged for the developers and reported; the visitor sees the toast.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const form = () => (
  <>
    <ContactForm emailJs={emailJs} email={CONTACT} />
    <Toasts />
  </>
);

const field = (name: keyof ContactDraft) =>
  document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const fields = () =>
  Object.fromEntries(
    Object.keys(SAMPLE).map((name) => [name, field(name as keyof ContactDraft).value]),
  );
const button = () => screen.getByRole('button', { name: 'Senden' });

function type(values: Partial<ContactDraft>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(field(name as keyof ContactDraft), { target: { value } });
}

const toast = (text: string) => screen.findByText(text, {}, { timeout: 5_000 });

test('`Senden` before the island hydrated is held and sent once with what was typed, nothing in the address', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(form());
  for (const [name, value] of Object.entries(SAMPLE))
    field(name as keyof ContactDraft).value = value;
  const submissions: SubmitEvent[] = [];
  window.addEventListener('submit', (event) => submissions.push(event as SubmitEvent), true);
  button().click();
  // Held: no native post (it would put the fields in the address of a GET), nothing sent yet.
  expect(submissions.map((event) => event.defaultPrevented)).toEqual([true]);
  expect(emailjs.received()).toEqual([]);

  render(form(), { container, hydrate: true });
  await toast(CONTACT_OUTCOMES.sent);
  expect(emailjs.received()).toHaveLength(1);
  const [request] = emailjs.received();
  expect(request!.method).toBe('POST');
  expect(request!.url).toBe('/api/v1.0/email/send-form');
  expect(await sentFields(request!)).toEqual({
    ...SAMPLE,
    lib_version: expect.any(String),
    service_id: emailJs.serviceId,
    template_id: emailJs.templateId,
    user_id: emailJs.publicKey,
  });
  expect(window.location.href).toBe('http://localhost/');
  // Sent: the form is empty and the draft gone.
  expect(fields()).toEqual({ issue: '', name: '', email: '', message: '' });
  expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
});

test('what the check refuses is named in German, and nothing is sent', async () => {
  render(form());
  const validation = (name: keyof ContactDraft) => field(name).validationMessage;
  await act(async () => button().click());
  expect(validation('issue')).toBe(CONTACT_VALIDATION.chooseIssue);
  expect(validation('name')).toBe(CONTACT_VALIDATION.fillIn);
  // The browser's own check takes a host without a dot; the hook's does not.
  type({ ...SAMPLE, email: 'anna@example' });
  await act(async () => button().click());
  expect(validation('email')).toBe(CONTACT_VALIDATION.email);
  // A value set by script past maxlength.
  type({ email: SAMPLE.email, message: 'x'.repeat(5001) });
  await act(async () => button().click());
  expect(validation('message')).toBe(CONTACT_VALIDATION.messageTooLong(5000));
  expect(emailjs.received()).toEqual([]);
});

test('the draft survives a reload (sessionStorage) and is gone once sent', async () => {
  const first = render(form());
  type(SAMPLE);
  first.unmount();
  render(form());
  await waitFor(() => expect(fields()).toEqual(SAMPLE));
  await act(async () => button().click());
  await toast(CONTACT_OUTCOMES.sent);
  expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
});

const FAILURES = {
  '400': 'EmailJS answered 400: Fehler 400',
  '500': 'EmailJS answered 500: Fehler 500',
  // Node's words for the browser's `Failed to fetch`.
  'refused connection': 'fetch failed',
} as const;

for (const [failure, logged] of Object.entries(FAILURES)) {
  test(`a failed send (${failure}) keeps every field and says in German what to do; the visitor’s retry gets through`, async () => {
    const refused = failure === 'refused connection';
    if (refused) await emailjs.stop();
    else emailjs.handler = fail(Number(failure));
    render(form());
    type(SAMPLE);
    try {
      await act(async () => button().click());
      await toast(CONTACT_OUTCOMES.failed(CONTACT));
    } finally {
      if (refused) await emailjs.start(Number(new URL(emailJs.origin).port));
    }
    expect(fields()).toEqual(SAMPLE);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!)).toEqual(SAMPLE);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(logged));
    // The failed send's stamp is gone, or EmailJS's rate limit would refuse the retry.
    expect(sessionStorage.getItem(RATE_LIMIT_ID)).toBeNull();

    emailjs.reset();
    await act(async () => button().click());
    await toast(CONTACT_OUTCOMES.sent);
    expect(emailjs.received()).toHaveLength(1);
    expect(await sentFields(emailjs.received()[0]!)).toMatchObject(SAMPLE);
  });
}

test('a second message within the limit is refused in German before it leaves, the input kept', async () => {
  render(form());
  type(SAMPLE);
  await act(async () => button().click());
  await toast(CONTACT_OUTCOMES.sent);
  const next = { ...SAMPLE, message: 'Noch etwas.' };
  type(next);
  await act(async () => button().click());
  await toast(CONTACT_OUTCOMES.limited);
  expect(fields()).toEqual(next);
  expect(emailjs.received()).toHaveLength(1);
});

test('EmailJS’s own 429 says to wait a moment, keeps the input and its limit stamp', async () => {
  emailjs.handler = fail(429);
  render(form());
  type(SAMPLE);
  await act(async () => button().click());
  await toast(CONTACT_OUTCOMES.limited);
  expect(fields()).toEqual(SAMPLE);
  expect(sessionStorage.getItem(RATE_LIMIT_ID)).not.toBeNull();
});

test('rules that cannot load are told as a failed send, the input kept, and an earlier send’s limit stamp stays', async () => {
  const stamp = String(Date.now());
  sessionStorage.setItem(RATE_LIMIT_ID, stamp);
  loading.fail = true;
  try {
    render(form());
    type(SAMPLE);
    await act(async () => button().click());
    await toast(CONTACT_OUTCOMES.failed(CONTACT));
  } finally {
    loading.fail = false;
  }
  expect(fields()).toEqual(SAMPLE);
  expect(emailjs.received()).toHaveLength(0);
  expect(sessionStorage.getItem(RATE_LIMIT_ID)).toBe(stamp);
});
