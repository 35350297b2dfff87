'use client';

import type { EmailJSResponseStatus } from '@emailjs/browser';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sessionStore } from '@/components/form/session-storage';
import { useHeldActions } from '@/components/form/use-held-actions';
import { dismissToast, notify } from '@/components/ui/toasts';
import {
  CONTACT_FIELDS,
  DRAFT_STORAGE_KEY,
  EMPTY_DRAFT,
  ISSUE_QUERY_VALUES,
  RATE_LIMIT_ID,
  assertEmailJsConfig,
  assertForm,
  describeSendError,
  isSent,
  missingEmailJsIds,
  parseDraft,
  startingDraft,
  TimeoutError,
  withTimeout,
  type ContactDraft,
  type EmailJsConfig,
} from '@/lib/contact/contact';
import { reportError } from '@/lib/monitoring/report-error';
import {
  CONTACT_FORM_TIMEOUT_MS,
  CONTACT_ISSUES,
  CONTACT_LIMITS,
  type ContactIssue,
} from '@/lib/site';

type ContactFormProps = {
  emailJs: EmailJsConfig;
  /** The address offered when sending fails or the form is unavailable. */
  email: string;
  /** Preselected by the opener (the pilot-school button); wins over the draft. */
  issue?: ContactIssue;
};

// EmailJS's rate limit is silently off without a storage provider. It stamps
// the time before sending, so a failed send removes the stamp again: the
// visitor's retry must not be refused as "too many requests".
const rateLimitStorage = {
  get: async (key: string) => sessionStore()?.getItem(key) ?? null,
  set: async (key: string, value: string) => sessionStore()?.setItem(key, value),
  remove: async (key: string) => sessionStore()?.removeItem(key),
};

const LIMIT_HIT_STATUS = 429;

const TOASTS = {
  failed: 'kontakt-fehler',
  mayHaveArrived: 'kontakt-unbestaetigt',
  underway: 'kontakt-unterwegs',
} as const;

// A send that timed out may still arrive. Until its answer comes, no form on the
// page sends another copy: the popup may have closed, /kontakt has its own form.
let unconfirmedSend = false;

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
  if (validity.valueMissing) {
    return field instanceof HTMLSelectElement
      ? 'Bitte wählen Sie Ihr Anliegen aus.'
      : 'Bitte füllen Sie dieses Feld aus.';
  }
  if (validity.typeMismatch)
    return 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.';
  if (validity.tooLong && !(field instanceof HTMLSelectElement)) {
    return `Bitte kürzen Sie den Text auf höchstens ${field.maxLength} Zeichen.`;
  }
  return '';
}

const fieldClass =
  'mt-1 block w-full rounded-xl border border-brand-100 bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand-600';

/** The contact form, in the popup and on /kontakt alike. */
export function ContactForm({ emailJs, email, issue }: ContactFormProps) {
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

  function succeed() {
    sessionStore()?.removeItem(DRAFT_STORAGE_KEY);
    setDraft(EMPTY_DRAFT);
    void dismissToast(TOASTS.failed);
    void dismissToast(TOASTS.mayHaveArrived);
    void notify(
      'success',
      'Vielen Dank! Ihre Nachricht ist bei uns angekommen. Wir melden uns bald.',
    );
  }

  function confirm(response: EmailJSResponseStatus) {
    if (!isSent(response)) throw response;
    succeed();
  }

  function logSendError(error: unknown) {
    const text = describeSendError(error);
    console.error(text);
    reportError(error instanceof Error ? error : new Error(text), { area: 'contact-form' });
  }

  async function fail(error: unknown) {
    logSendError(error);
    const limited = (error as { status?: unknown } | null)?.status === LIMIT_HIT_STATUS;
    if (!limited) await rateLimitStorage.remove(RATE_LIMIT_ID);
    void dismissToast(TOASTS.mayHaveArrived);
    void notify(
      'error',
      limited
        ? 'Sie haben gerade erst eine Nachricht gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.'
        : `Ihre Nachricht wurde leider nicht gesendet. Ihre Eingaben bleiben erhalten: Versuchen Sie es bitte noch einmal oder schreiben Sie uns an ${email}.`,
      { autoClose: false, toastId: TOASTS.failed },
    );
  }

  // The wait ran out, not the send: it may still arrive, so it keeps its
  // rate-limit stamp, and its late answer decides between thanks and a retry.
  function awaitLateAnswer(sent: Promise<EmailJSResponseStatus>) {
    unconfirmedSend = true;
    void dismissToast(TOASTS.failed);
    void notify(
      'info',
      `Ihre Nachricht ist vielleicht schon bei uns angekommen, aber die Bestätigung dauert ungewöhnlich lange. Bitte senden Sie sie nicht noch einmal: Sobald die Bestätigung da ist, sehen Sie es hier. Ihre Eingaben bleiben erhalten. Kommt keine Bestätigung, schreiben Sie uns bitte an ${email}.`,
      { autoClose: false, toastId: TOASTS.mayHaveArrived },
    );
    void sent
      .finally(() => {
        unconfirmedSend = false;
      })
      .then(confirm)
      .catch(fail);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    if (unconfirmedSend) {
      void notify(
        'info',
        'Ihre Nachricht ist schon unterwegs. Bitte warten Sie auf die Bestätigung, bevor Sie sie noch einmal senden.',
        { toastId: TOASTS.underway },
      );
      return;
    }
    const form = event.currentTarget;
    // A value set by script can exceed maxlength without the browser noticing.
    const message = form.elements.namedItem('message') as HTMLTextAreaElement;
    if (message.value.length > CONTACT_LIMITS.messageMaxChars) {
      message.setCustomValidity(
        `Bitte kürzen Sie Ihre Nachricht auf höchstens ${CONTACT_LIMITS.messageMaxChars} Zeichen.`,
      );
      message.reportValidity();
      return;
    }
    // Filled only by bots: they get the thanks and nothing is sent.
    if (honeypot.current?.value) {
      succeed();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    let sent: Promise<EmailJSResponseStatus> | undefined;
    try {
      assertEmailJsConfig(emailJs);
      assertForm(form);
      const emailjs = await import('@emailjs/browser');
      emailjs.init({
        publicKey: emailJs.publicKey,
        origin: emailJs.origin,
        storageProvider: rateLimitStorage,
        limitRate: { id: RATE_LIMIT_ID, throttle: CONTACT_LIMITS.throttleMs },
      });
      sent = emailjs.sendForm(emailJs.serviceId, emailJs.templateId, form);
      confirm(await withTimeout(sent, CONTACT_FORM_TIMEOUT_MS));
    } catch (error) {
      if (error instanceof TimeoutError && sent) {
        logSendError(error);
        awaitLateAnswer(sent);
      } else {
        await fail(error);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  if (unavailable) {
    return (
      <p role="note" className="rounded-xl bg-brand-50 p-4 text-ink">
        Das Kontaktformular ist gerade nicht verfügbar. Schreiben Sie uns bitte direkt an{' '}
        <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
          {email}
        </a>
        .
      </p>
    );
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
    className: fieldClass,
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} className="relative space-y-5" aria-busy={sending}>
      <div>
        <label htmlFor={`${id}-issue`} className="font-semibold">
          Anliegen
        </label>
        <select {...fieldProps('issue')}>
          <option value="" disabled>
            Bitte wählen
          </option>
          {CONTACT_ISSUES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="font-semibold">
          Name
        </label>
        <input
          {...fieldProps('name')}
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.nameMaxChars}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="font-semibold">
          E-Mail
        </label>
        <input
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.emailMaxChars}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-semibold">
          Nachricht
        </label>
        <textarea
          {...fieldProps('message')}
          rows={6}
          maxLength={CONTACT_LIMITS.messageMaxChars}
          aria-describedby={`${id}-message-count`}
        />
        <p id={`${id}-message-count`} className="mt-1 text-right text-sm text-muted">
          {draft.message.length} von höchstens {CONTACT_LIMITS.messageMaxChars} Zeichen
        </p>
      </div>
      {/* A field people never see or reach; bots fill in everything. No name: EmailJS never sends it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Webseite (bitte leer lassen)</label>
        <input ref={honeypot} id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70"
      >
        Senden
      </button>
      <div
        role="status"
        className={
          sending
            ? 'absolute inset-0 flex items-center justify-center rounded-xl bg-white/80 font-semibold text-brand-900'
            : 'sr-only'
        }
      >
        {sending ? 'Ihre Nachricht wird gesendet …' : ''}
      </div>
    </form>
  );
}
