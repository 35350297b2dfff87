import {
  EMPTY_DRAFT,
  assertEmailJsConfig,
  assertForm,
  describeSendError,
  isSent,
  missingEmailJsIds,
  parseContactDraft,
  startingDraft,
  TimeoutError,
  withTimeout,
} from '@/lib/contact/contact';

const complete = {
  serviceId: 's',
  templateId: 't',
  publicKey: 'p',
  origin: 'https://api.emailjs.com',
};

describe('EmailJS configuration', () => {
  it('accepts a complete configuration', () => {
    expect(missingEmailJsIds(complete)).toEqual([]);
    expect(() => assertEmailJsConfig(complete)).not.toThrow();
  });

  it.each([
    ['serviceId', /service ID \(NEXT_PUBLIC_EMAILJS_SERVICE_ID\)/],
    ['templateId', /template ID \(NEXT_PUBLIC_EMAILJS_TEMPLATE_ID\)/],
    ['publicKey', /user ID \(NEXT_PUBLIC_EMAILJS_PUBLIC_KEY\)/],
  ])('names a missing %s in the thrown error', (key, name) => {
    expect(() => assertEmailJsConfig({ ...complete, [key]: null })).toThrow(name);
  });

  it('names every missing id at once', () => {
    const none = { serviceId: null, templateId: null, publicKey: null, origin: complete.origin };
    expect(missingEmailJsIds(none)).toHaveLength(3);
  });
});

describe('form element check', () => {
  it('throws for anything that is not a form', () => {
    for (const element of [null, undefined, 'form', {}, { nodeName: 'DIV' }]) {
      expect(() => assertForm(element)).toThrow('expected to be an HTML form element');
    }
    expect(() => assertForm({ nodeName: 'FORM' })).not.toThrow();
  });
});

describe('send result', () => {
  it('counts status 200 or the text OK as sent, nothing else', () => {
    expect(isSent({ status: 200, text: 'whatever' })).toBe(true);
    expect(isSent({ status: 201, text: 'OK' })).toBe(true);
    for (const response of [{ status: 201, text: 'Created' }, { status: 400 }, null, undefined]) {
      expect(isSent(response)).toBe(false);
    }
  });

  it('describes every kind of failure EmailJS produces as text', () => {
    expect(describeSendError({ status: 400, text: 'The user ID is invalid' })).toBe(
      'EmailJS answered 400: The user ID is invalid',
    );
    expect(describeSendError('The public key is required')).toBe('The public key is required');
    expect(describeSendError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('times out with the required message', async () => {
    jest.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 10_000);
    jest.advanceTimersByTime(10_000);
    await expect(pending).rejects.toThrow('Request timeout after 10000 milliseconds');
    await expect(pending).rejects.toBeInstanceOf(TimeoutError);
    jest.useRealTimers();
  });
});

describe('draft', () => {
  it('restores what the visitor typed', () => {
    const draft = { issue: 'Bug', name: 'Anna', email: 'a@b.de', message: 'Hallo 👋 مرحبا' };
    expect(parseContactDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('drops what it cannot trust', () => {
    expect(parseContactDraft(null)).toBeNull();
    expect(parseContactDraft('{not json')).toBeNull();
    expect(parseContactDraft(JSON.stringify(EMPTY_DRAFT))).toBeNull();
    expect(parseContactDraft(JSON.stringify({ issue: 'Hack', name: 7, message: 'x' }))).toEqual({
      ...EMPTY_DRAFT,
      message: 'x',
    });
    expect(parseContactDraft(JSON.stringify({ message: 'a'.repeat(9000) }))!.message).toHaveLength(
      5000,
    );
  });

  const stored = { issue: 'Bug', name: 'Anna', email: 'a@b.de', message: 'Alter Entwurf' };

  it('keeps what was typed before the scripts ran; the stored draft fills only empty fields', () => {
    const typed = { issue: 'Pilot School', name: 'Ben', email: '', message: 'Neu' };
    expect(startingDraft(typed, stored, {})).toEqual({ ...typed, email: 'a@b.de' });
    expect(startingDraft(typed, null, {})).toEqual(typed);
    expect(startingDraft(EMPTY_DRAFT, stored, {})).toEqual(stored);
  });

  it('takes the opener’s issue over anything, the link’s only when none was chosen', () => {
    const typed = { ...EMPTY_DRAFT, issue: 'General Feedback' };
    expect(startingDraft(typed, stored, { opener: 'Pilot School' }).issue).toBe('Pilot School');
    expect(startingDraft(typed, stored, { linked: 'Pilot School' }).issue).toBe('General Feedback');
    expect(startingDraft(EMPTY_DRAFT, stored, { linked: 'Pilot School' }).issue).toBe('Bug');
    expect(startingDraft(EMPTY_DRAFT, null, { linked: 'Pilot School' }).issue).toBe('Pilot School');
  });
});
