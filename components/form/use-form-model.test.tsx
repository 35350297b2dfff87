/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useFormModel } from '@/components/form/use-form-model';

// The form model on a small form of its own: react-hook-form and the schema
// load with the first touch, a check shows each field's message and focuses
// the first wrong field in the order the form shows them, a change clears its
// field's message, the server's refusals show alike, and a control that could
// not be loaded is asked for again.

const loads = { count: 0, fail: false };
jest.mock('@/components/form/form-control', () => {
  loads.count += 1;
  if (loads.fail) throw new Error('Loading chunk failed');
  return jest.requireActual('@/components/form/form-control');
});

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Bitte geben Sie Ihren Namen an.')),
  email: z.string().check(z.regex(/@/, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')),
  when: z.enum(['asap', 'date'], 'Bitte wählen Sie, wann.'),
});

/** The renders of what the test form holds: none when the form's state stays as it was. */
const renders = { count: 0 };
function Rendered() {
  renders.count += 1;
  return null;
}

function TestForm({ onValid, native }: { onValid: (values: unknown) => void; native?: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState('');
  const model = useFormModel<z.output<typeof schema>>(formRef, {
    schema: async () => () => schema,
    native,
  });
  const field = (name: 'name' | 'email') => (
    <>
      <input
        name={name}
        aria-label={name}
        aria-invalid={model.errors[name] ? true : undefined}
        aria-describedby={model.errors[name] ? `${name}-fehler` : undefined}
      />
      {model.errors[name] && <p id={`${name}-fehler`}>{model.errors[name]}</p>}
    </>
  );
  return (
    <form
      ref={formRef}
      onFocus={model.preload}
      onChange={(event) => model.clear(event.target)}
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          const values = await model.check();
          if (values) onValid(values);
        } catch {
          setFailure('nicht geladen');
        }
      }}
    >
      {field('name')}
      {field('email')}
      <input type="radio" name="when" value="asap" aria-label="asap" defaultChecked />
      <input type="radio" name="when" value="date" aria-label="date" />
      <button type="submit">Senden</button>
      <button type="button" onClick={() => model.refuse({ email: 'Vom Server abgelehnt.' })}>
        Server
      </button>
      <p role="status">{failure}</p>
      <Rendered />
    </form>
  );
}

beforeEach(() => {
  loads.count = 0;
  renders.count = 0;
  loads.fail = false;
  jest.resetModules();
});

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const submit = () => act(async () => screen.getByRole('button', { name: 'Senden' }).click());

test('react-hook-form loads with the first touch of the form, not with the page', async () => {
  render(<TestForm onValid={() => {}} />);
  await act(async () => {});
  expect(loads.count).toBe(0);
  // Hydrated, the schema checks instead of the browser.
  expect(document.querySelector('form')!.noValidate).toBe(true);
  await act(async () => input('name').focus());
  expect(loads.count).toBe(1);
});

test('a check names each wrong field under it, marks it, focuses the first, and a change clears its message', async () => {
  const onValid = jest.fn();
  render(<TestForm onValid={onValid} />);
  fireEvent.change(input('email'), { target: { value: 'anna' } });
  await submit();
  expect(onValid).not.toHaveBeenCalled();
  expect(input('name').getAttribute('aria-invalid')).toBe('true');
  expect(
    document.getElementById(input('name').getAttribute('aria-describedby')!)!.textContent,
  ).toBe('Bitte geben Sie Ihren Namen an.');
  expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
  expect(document.activeElement).toBe(input('name'));

  fireEvent.change(input('name'), { target: { value: 'Anna' } });
  expect(input('name').getAttribute('aria-invalid')).toBeNull();
  expect(input('email').getAttribute('aria-invalid')).toBe('true');

  fireEvent.change(input('email'), { target: { value: 'anna@example.de' } });
  await submit();
  expect(onValid).toHaveBeenCalledWith({ name: 'Anna', email: 'anna@example.de', when: 'asap' });
});

test('the focus lands once the field says what is wrong: its message is in the page as it gets the focus', async () => {
  render(<TestForm onValid={() => {}} />);
  /** What a screen reader reads with each field as it gets the focus: its description. */
  const read: string[] = [];
  for (const name of ['name', 'email'])
    input(name).addEventListener('focus', (event) => {
      const field = event.target as HTMLInputElement;
      const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      read.push(`${name}: ${described?.textContent ?? ''}`);
    });
  fireEvent.change(input('email'), { target: { value: 'anna' } });
  await submit();
  expect(read).toEqual(['name: Bitte geben Sie Ihren Namen an.']);

  fireEvent.change(input('name'), { target: { value: 'Anna' } });
  await submit();
  expect(read).toEqual([
    'name: Bitte geben Sie Ihren Namen an.',
    'email: Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ]);

  // The server's refusals alike.
  fireEvent.change(input('email'), { target: { value: 'anna@example.de' } });
  await submit();
  // The button, pressed, would take the focus in a browser.
  act(() => screen.getByRole('button', { name: 'Server' }).focus());
  await act(async () => screen.getByRole('button', { name: 'Server' }).click());
  expect(read.at(-1)).toBe('email: Vom Server abgelehnt.');
});

test('in the browser’s own bubble: every wrong field gets its message, and only the first is reported and focused', async () => {
  const reported: HTMLInputElement[] = [];
  const report = jest
    .spyOn(HTMLInputElement.prototype, 'reportValidity')
    .mockImplementation(function (this: HTMLInputElement) {
      reported.push(this);
      return false;
    });
  render(<TestForm onValid={() => {}} native />);
  fireEvent.change(input('email'), { target: { value: 'anna' } });
  await submit();
  expect(input('name').validationMessage).toBe('Bitte geben Sie Ihren Namen an.');
  expect(input('email').validationMessage).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  expect(reported).toEqual([input('name')]);
  expect(document.activeElement).toBe(input('name'));

  // A change takes its field's message away; the next check tells what is still wrong.
  fireEvent.change(input('name'), { target: { value: 'Anna' } });
  expect(input('name').validationMessage).toBe('');
  await submit();
  expect(reported).toEqual([input('name'), input('email')]);
  report.mockRestore();
});

test('a radio chosen before the control loaded stays chosen, and is what the check gives', async () => {
  const onValid = jest.fn();
  render(<TestForm onValid={onValid} />);
  fireEvent.change(input('name'), { target: { value: 'Anna' } });
  fireEvent.change(input('email'), { target: { value: 'anna@example.de' } });
  fireEvent.click(input('date'));
  await submit();
  expect(input('date').checked).toBe(true);
  expect(onValid).toHaveBeenCalledWith({ name: 'Anna', email: 'anna@example.de', when: 'date' });
});

test('what the server refused shows under its field, focused', async () => {
  render(<TestForm onValid={() => {}} />);
  fireEvent.change(input('name'), { target: { value: 'Anna' } });
  fireEvent.change(input('email'), { target: { value: 'anna@example.de' } });
  await submit();
  await act(async () => screen.getByRole('button', { name: 'Server' }).click());
  expect(screen.getByText('Vom Server abgelehnt.')).toBeTruthy();
  expect(document.activeElement).toBe(input('email'));
});

test('a control that could not be loaded fails the check, and the next one loads it again', async () => {
  loads.fail = true;
  const onValid = jest.fn();
  render(<TestForm onValid={onValid} />);
  fireEvent.change(input('name'), { target: { value: 'Anna' } });
  fireEvent.change(input('email'), { target: { value: 'anna@example.de' } });
  await submit();
  expect(screen.getByRole('status').textContent).toBe('nicht geladen');
  loads.fail = false;
  await submit();
  expect(onValid).toHaveBeenCalledTimes(1);
  expect(loads.count).toBe(2);
});

test('a check that finds what the last one found renders nothing: no render of the form in the click’s frame', async () => {
  const onValid = jest.fn();
  render(<TestForm onValid={onValid} />);
  fireEvent.change(input('name'), { target: { value: 'Eva' } });
  fireEvent.change(input('email'), { target: { value: 'eva@example.de' } });
  await submit();
  expect(onValid).toHaveBeenCalledTimes(1);
  const before = renders.count;
  await submit();
  expect(onValid).toHaveBeenCalledTimes(2);
  expect(renders.count).toBe(before);
  // A message that comes is rendered, and so is its going.
  fireEvent.change(input('email'), { target: { value: 'kaputt' } });
  await submit();
  screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  fireEvent.change(input('email'), { target: { value: 'eva@example.de' } });
  await submit();
  expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeNull();
});
