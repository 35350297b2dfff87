import { CONTACT_VALIDATION } from '@/content/contact';
import { contactSchema } from '@/lib/contact/schema';
import { checkFields } from '@/lib/core/form-schema';

const SAMPLE = {
  issue: 'Bug',
  name: 'Anna Beispiel',
  email: 'anna@example.de',
  message: 'Beim Bruchrechnen hängt die Seite.',
};

const errorsOf = (changes: Partial<Record<keyof typeof SAMPLE, string>>) => {
  const checked = checkFields(contactSchema, { ...SAMPLE, ...changes });
  return checked.ok ? {} : checked.errors;
};

describe('the contact form’s schema', () => {
  it('takes a complete message and gives the address in its one canonical form', () => {
    expect(checkFields(contactSchema, { ...SAMPLE, email: ' Anna@Example.DE ' })).toEqual({
      ok: true,
      value: { ...SAMPLE, email: 'anna@example.de' },
    });
  });

  it('asks for an issue of the list, in German', () => {
    expect(errorsOf({ issue: '' })).toEqual({ issue: CONTACT_VALIDATION.chooseIssue });
    expect(errorsOf({ issue: 'Spam' })).toEqual({ issue: CONTACT_VALIDATION.chooseIssue });
  });

  it('asks for every text field, in German', () => {
    expect(errorsOf({ name: '', email: '', message: '' })).toEqual({
      name: CONTACT_VALIDATION.fillIn,
      email: CONTACT_VALIDATION.fillIn,
      message: CONTACT_VALIDATION.fillIn,
    });
  });

  it('refuses an address without its one canonical form, which the browser’s own check takes', () => {
    for (const email of ['anna@example', 'anna@', 'Anna <anna@example.de>', 'anna@example.de(1)'])
      expect(errorsOf({ email })).toEqual({ email: CONTACT_VALIDATION.email });
  });

  it('refuses text past the limits (a value set by script past maxlength), in German', () => {
    expect(errorsOf({ name: 'x'.repeat(101) })).toEqual({ name: CONTACT_VALIDATION.tooLong(100) });
    expect(errorsOf({ message: 'x'.repeat(5001) })).toEqual({
      message: CONTACT_VALIDATION.messageTooLong(5000),
    });
    expect(errorsOf({ message: 'x'.repeat(5000) })).toEqual({});
  });
});
