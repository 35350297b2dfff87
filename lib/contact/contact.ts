import { parseDraft } from '@/lib/core/form-draft';
import { LATE, withinDeadline } from '@/lib/http/deadline';

// The contact form's limits and what surrounds its send, kept pure so that they are
// unit-tested: which EmailJS ids are missing, what counts as sent, the draft a visitor
// keeps (what a message must hold is lib/contact/schema.ts).

export const CONTACT_FORM_TIMEOUT_MS = 10_000;

/** The contact form's issues, as EmailJS receives them (their labels: content/contact.ts). */
export const CONTACT_ISSUES = [
  'General Feedback',
  'Pilot School',
  'Improvement Suggestion',
  'Bug',
  'Forgot Password',
] as const;
export type ContactIssue = (typeof CONTACT_ISSUES)[number];

export const CONTACT_LIMITS = {
  nameMaxChars: 100,
  /** RFC 5321's limit for a whole address. */
  emailMaxChars: 254,
  messageMaxChars: 5000,
  /** EmailJS's own rate limit: one message per this many ms and browser tab. */
  throttleMs: 10_000,
} as const;

export type EmailJsConfig = {
  serviceId: string | null;
  templateId: string | null;
  publicKey: string | null;
  origin: string;
};

export type ContactDetails = {
  email: string;
  phone: string;
  demoUrl: string;
};

export const CONTACT_FIELDS = ['issue', 'name', 'email', 'message'] as const;
export type ContactDraft = Record<(typeof CONTACT_FIELDS)[number], string>;
export const EMPTY_DRAFT: ContactDraft = { issue: '', name: '', email: '', message: '' };

/** sessionStorage key of the draft; the popup and the contact page share it. */
export const DRAFT_STORAGE_KEY = 'kontakt-entwurf';
/** sessionStorage key of EmailJS's rate limit. */
export const RATE_LIMIT_ID = 'kontakt-rate-limit';

const ID_VARIABLES = {
  serviceId: 'service ID (NEXT_PUBLIC_EMAILJS_SERVICE_ID)',
  templateId: 'template ID (NEXT_PUBLIC_EMAILJS_TEMPLATE_ID)',
  publicKey: 'public key / user ID (NEXT_PUBLIC_EMAILJS_PUBLIC_KEY)',
} as const;

/** The EmailJS ids a configuration lacks, named for people. */
export function missingEmailJsIds(config: EmailJsConfig): string[] {
  return (Object.keys(ID_VARIABLES) as (keyof typeof ID_VARIABLES)[])
    .filter((key) => !config[key])
    .map((key) => ID_VARIABLES[key]);
}

/** Thrown when a form field's id is missing, naming it. */
export function assertEmailJsConfig(
  config: EmailJsConfig,
): asserts config is EmailJsConfig & Record<keyof typeof ID_VARIABLES, string> {
  const missing = missingEmailJsIds(config);
  if (missing.length) throw new Error(`EmailJS is not configured: missing ${missing.join(', ')}`);
}

/** Thrown for anything that is not a form element. */
export function assertForm(element: unknown): asserts element is HTMLFormElement {
  if ((element as { nodeName?: unknown } | null)?.nodeName !== 'FORM') {
    throw new Error('The contact form element is expected to be an HTML form element');
  }
}

/** EmailJS reports success as status 200 or the text 'OK'. */
export function isSent(response: { status?: unknown; text?: unknown } | null | undefined) {
  return response?.status === 200 || response?.text === 'OK';
}

/** EmailJS rejects with its response status object, a string or an Error. */
export function describeSendError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  const { status, text } = (error ?? {}) as { status?: unknown; text?: unknown };
  if (status !== undefined) return `EmailJS answered ${String(status)}: ${String(text ?? '')}`;
  return String(error);
}

/** A stored draft, trusted only as far as its shape and the form's limits go. */
export function parseContactDraft(stored: string | null): ContactDraft | null {
  const draft = parseDraft(stored, EMPTY_DRAFT);
  if (!draft) return null;
  if (!(CONTACT_ISSUES as readonly string[]).includes(draft.issue)) draft.issue = '';
  draft.message = draft.message.slice(0, CONTACT_LIMITS.messageMaxChars);
  return CONTACT_FIELDS.some((field) => draft[field]) ? draft : null;
}

/**
 * The draft a form starts from. What the visitor typed before the page's
 * scripts ran wins over the stored draft, which fills only the empty fields.
 * The opener's issue wins over both; the link's only fills an empty choice.
 */
export function startingDraft(
  typed: ContactDraft,
  stored: ContactDraft | null,
  { opener, linked }: { opener?: ContactIssue; linked?: ContactIssue },
): ContactDraft {
  const draft = { ...EMPTY_DRAFT };
  for (const field of CONTACT_FIELDS) draft[field] = typed[field] || stored?.[field] || '';
  draft.issue = opener ?? (draft.issue || linked || '');
  return draft;
}

/** A wait that ran out; the work it waited for was not cancelled and may still settle. */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`Request timeout after ${ms} milliseconds`);
    this.name = 'TimeoutError';
  }
}

/** `promise`'s outcome, or a TimeoutError once `ms` have passed: the deadline of lib/http/deadline.ts, thrown. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  const result = await withinDeadline(promise, ms);
  if (result === LATE) throw new TimeoutError(ms);
  return result;
}
