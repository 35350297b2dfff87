import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { contactOutcomes, maySend } from '@/components/contact/send-contact';
import { FIELD_CLASS } from '@/components/form/field-class';
import { sessionStore } from '@/components/form/session-storage';
import { useHeldActions } from '@/components/form/use-held-actions';
import { CONTACT_VALIDATION } from '@/content/contact';
import {
  CONTACT_FIELDS,
  DRAFT_STORAGE_KEY,
  EMPTY_DRAFT,
  ISSUE_QUERY_VALUES,
  assertEmailJsConfig,
  missingEmailJsIds,
  parseDraft,
  startingDraft,
  type ContactDraft,
  type EmailJsConfig,
} from '@/lib/contact/contact';
import { canonicalEmailAddress } from '@/lib/email-address';
import { reportError } from '@/lib/monitoring/report-error';
import { CONTACT_LIMITS, type ContactIssue } from '@/lib/site';

function saveDraft(draft: ContactDraft) {
  try {
    sessionStore()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or off: the draft still lives in the form.
  }
}

function valuesOf(form: HTMLFormElement): ContactDraft {
  const draft = { ...EMPTY_DRAFT };
  for (const field of CONTACT_FIELDS) {
    draft[field] = (form.elements.namedItem(field) as HTMLInputElement).value;
  }
  return draft;
}

function validationMessage(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) {
  const { validity } = field;
  // The submit's own check set it (a message set by script past maxlength): reportValidity's
  // invalid event must not clear it, or the visitor is stopped without a word.
  if (validity.customError) return field.validationMessage;
  if (validity.valueMissing) {
    return field instanceof HTMLSelectElement
      ? CONTACT_VALIDATION.chooseIssue
      : CONTACT_VALIDATION.fillIn;
  }
  // The browser takes `anna@example`; the address must also have its one canonical form.
  if (validity.typeMismatch || (field.type === 'email' && !canonicalEmailAddress(field.value))) {
    return CONTACT_VALIDATION.email;
  }
  if (validity.tooLong && !(field instanceof HTMLSelectElement)) {
    return CONTACT_VALIDATION.tooLong(field.maxLength);
  }
  return '';
}

/**
 * The contact form's behaviour: the draft (typed before the scripts ran, kept
 * in sessionStorage, preselected by an opener or a link), the checks before a
 * send, and the send itself (send-contact.ts).
 */
export function useContactForm({
  emailJs,
  email,
  issue,
}: {
  emailJs: EmailJsConfig;
  email: string;
  issue?: ContactIssue;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const unavailable = missingEmailJsIds(emailJs).length > 0;

  // The server-rendered form can be typed into before the scripts run: the
  // fields hold more than the (empty) state, and that input must not be lost.
  useEffect(() => {
    if (!formRef.current) return;
    const typed = valuesOf(formRef.current);
    const next = startingDraft(
      typed,
      parseDraft(sessionStore()?.getItem(DRAFT_STORAGE_KEY) ?? null),
      {
        opener: issue,
        linked:
          ISSUE_QUERY_VALUES[new URLSearchParams(window.location.search).get('anliegen') ?? ''],
      },
    );
    setDraft(next);
    if (CONTACT_FIELDS.some((field) => typed[field])) saveDraft(next);
  }, [issue]);
  // A submission before the scripts ran is sent now, with what was typed.
  useHeldActions(formRef);

  useEffect(() => {
    try {
      assertEmailJsConfig(emailJs);
    } catch (error) {
      console.error(error);
      reportError(error);
    }
  }, [emailJs]);

  function update(field: keyof ContactDraft, value: string) {
    setDraft((previous) => {
      const next = { ...previous, [field]: value };
      saveDraft(next);
      return next;
    });
  }

  const outcomes = contactOutcomes({
    email,
    sent() {
      sessionStore()?.removeItem(DRAFT_STORAGE_KEY);
      setDraft(EMPTY_DRAFT);
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current || !maySend()) return;
    const form = event.currentTarget;
    // A value set by script can exceed maxlength without the browser noticing.
    const message = form.elements.namedItem('message') as HTMLTextAreaElement;
    if (message.value.length > CONTACT_LIMITS.messageMaxChars) {
      message.setCustomValidity(CONTACT_VALIDATION.messageTooLong(CONTACT_LIMITS.messageMaxChars));
      message.reportValidity();
      return;
    }
    // The typed address goes out as its one canonical form, or not at all.
    const address = form.elements.namedItem('email') as HTMLInputElement;
    const canonical = canonicalEmailAddress(address.value);
    if (!canonical) {
      address.setCustomValidity(CONTACT_VALIDATION.email);
      address.reportValidity();
      return;
    }
    address.value = canonical;
    update('email', canonical);
    // Filled only by bots: they get the thanks and nothing is sent.
    if (honeypot.current?.value) {
      outcomes.succeed();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await outcomes.send(emailJs, form);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const fieldProps = (field: (typeof CONTACT_FIELDS)[number]) => ({
    id: `${id}-${field}`,
    name: field,
    required: true,
    value: draft[field],
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
    ) => {
      event.currentTarget.setCustomValidity('');
      update(field, event.currentTarget.value);
    },
    onInvalid: (
      event: React.FormEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
    ) => event.currentTarget.setCustomValidity(validationMessage(event.currentTarget)),
    className: `mt-1 ${FIELD_CLASS}`,
  });

  return { id, draft, sending, formRef, honeypot, unavailable, onSubmit, fieldProps };
}
