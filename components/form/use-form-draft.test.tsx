/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { useFormDraft } from '@/components/form/use-form-draft';

// The draft store on a form of text, select and radios, uncontrolled as
// react-hook-form has them: restored on mount with what was typed before the
// scripts ran first, saved on a change, forgotten and emptied once sent.

const KEY = 'test-entwurf';
const FIELDS = ['name', 'issue', 'when'] as const;
const EMPTY = { name: '', issue: '', when: 'asap' };

/** The renders of what the test form holds: none when the form's state stays as it was. */
const renders = { count: 0 };
function Rendered() {
  renders.count += 1;
  return null;
}

function TestForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(formRef, {
    key: KEY,
    fields: FIELDS,
    parse: (stored) => (stored ? { ...EMPTY, ...(JSON.parse(stored) as object) } : null),
  });
  return (
    <form ref={formRef} onChange={draft.save}>
      <input name="name" />
      <select name="issue" defaultValue="">
        <option value="" disabled>
          Bitte wählen
        </option>
        <option value="Bug">Fehler melden</option>
      </select>
      <input type="radio" name="when" value="asap" defaultChecked />
      <input type="radio" name="when" value="date" />
      <p>{draft.values?.name.length ?? 0} Zeichen</p>
      <Rendered />
      <button type="button" onClick={draft.clear}>
        Gesendet
      </button>
      <button type="button" onClick={() => draft.save()}>
        Speichern
      </button>
    </form>
  );
}

const form = () => document.querySelector('form')!;
const valueOf = (name: string) => (form().elements.namedItem(name) as { value: string }).value;
const stored = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());

test('the stored draft fills what was not typed before the scripts ran, and what is on screen is saved', async () => {
  sessionStorage.setItem(KEY, JSON.stringify({ name: 'Alter Name', issue: 'Bug', when: 'date' }));
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<TestForm />);
  (form().elements.namedItem('name') as HTMLInputElement).value = 'Schnell getippt';
  render(<TestForm />, { container, hydrate: true });
  await waitFor(() => expect(valueOf('issue')).toBe('Bug'));
  expect(valueOf('name')).toBe('Schnell getippt');
  expect(valueOf('when')).toBe('date');
  expect(stored()).toEqual({ name: 'Schnell getippt', issue: 'Bug', when: 'date' });
  expect(container.textContent).toContain('15 Zeichen');
  container.remove();
});

test('nothing typed and nothing stored: nothing is saved until a change, and a sent form is emptied and forgotten', async () => {
  render(<TestForm />);
  expect(stored()).toBeNull();
  fireEvent.change(form().elements.namedItem('name') as HTMLInputElement, {
    target: { value: 'Anna' },
  });
  fireEvent.click(form().querySelector('input[value="date"]')!);
  expect(stored()).toEqual({ name: 'Anna', issue: '', when: 'date' });
  fireEvent.click(screen.getByRole('button', { name: 'Gesendet' }));
  expect(stored()).toBeNull();
  expect([valueOf('name'), valueOf('issue'), valueOf('when')]).toEqual(['', '', 'asap']);
});

test('a save of what the last one saved renders nothing: a submit saves the draft of the last change', () => {
  render(<TestForm />);
  fireEvent.change(form().elements.namedItem('name') as HTMLInputElement, {
    target: { value: 'Eva' },
  });
  screen.getByText('3 Zeichen');
  const before = renders.count;
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(renders.count).toBe(before);
  expect(stored()).toEqual({ name: 'Eva', issue: '', when: 'asap' });
});
