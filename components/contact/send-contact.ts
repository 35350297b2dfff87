import type { EmailJSResponseStatus } from '@emailjs/browser';
import { sessionStore } from '@/components/form/session-storage';
import { dismissToast, notify } from '@/components/ui/toasts';
import { CONTACT_OUTCOMES } from '@/content/contact';
import {
  RATE_LIMIT_ID,
  assertEmailJsConfig,
  assertForm,
  describeSendError,
  isSent,
  TimeoutError,
  withTimeout,
  type EmailJsConfig,
  CONTACT_FORM_TIMEOUT_MS,
  CONTACT_LIMITS,
} from '@/lib/contact/contact';
import { reportError } from '@/lib/monitoring/report-error';

// The contact form's send to EmailJS, with its timeout and rate limit, and the
// toasts that report it.

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

/** Whether a send may start: not while an earlier one may still arrive (and the visitor is told so). */
export function maySend() {
  if (unconfirmedSend) void notify('info', CONTACT_OUTCOMES.underway, { toastId: TOASTS.underway });
  return !unconfirmedSend;
}

function logSendError(error: unknown) {
  const text = describeSendError(error);
  console.error(text);
  reportError(error instanceof Error ? error : new Error(text), { area: 'contact-form' });
}

/** The outcomes of a send: `sent` empties the form, the contact address goes into the failures. */
export function contactOutcomes(options: { email: string; sent: () => void }) {
  const { email } = options;

  function succeed() {
    options.sent();
    void dismissToast(TOASTS.failed);
    void dismissToast(TOASTS.mayHaveArrived);
    void notify('success', CONTACT_OUTCOMES.sent);
  }

  function confirm(response: EmailJSResponseStatus) {
    if (!isSent(response)) throw response;
    succeed();
  }

  function tellFailure(message: string) {
    void dismissToast(TOASTS.mayHaveArrived);
    void notify('error', message, { autoClose: false, toastId: TOASTS.failed });
  }

  async function fail(error: unknown) {
    logSendError(error);
    const limited = (error as { status?: unknown } | null)?.status === LIMIT_HIT_STATUS;
    if (!limited) await rateLimitStorage.remove(RATE_LIMIT_ID);
    tellFailure(limited ? CONTACT_OUTCOMES.limited : CONTACT_OUTCOMES.failed(email));
  }

  /**
   * The form's rules could not be loaded: told as a failed send, but nothing
   * went out, so an earlier send's rate-limit stamp stays where it is.
   */
  function notChecked(error: unknown) {
    logSendError(error);
    tellFailure(CONTACT_OUTCOMES.failed(email));
  }

  // The wait ran out, not the send: it may still arrive, so it keeps its
  // rate-limit stamp, and its late answer decides between thanks and a retry.
  function awaitLateAnswer(sent: Promise<EmailJSResponseStatus>) {
    unconfirmedSend = true;
    void dismissToast(TOASTS.failed);
    void notify('info', CONTACT_OUTCOMES.mayHaveArrived(email), {
      autoClose: false,
      toastId: TOASTS.mayHaveArrived,
    });
    void sent
      .finally(() => {
        unconfirmedSend = false;
      })
      .then(confirm)
      .catch(fail);
  }

  /** Sends the form through EmailJS, loaded on the first send, and reports what became of it. */
  async function send(emailJs: EmailJsConfig, form: HTMLFormElement) {
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
    }
  }

  return { succeed, fail, notChecked, send };
}
