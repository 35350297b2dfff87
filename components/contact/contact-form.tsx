'use client';

import { useContactForm } from '@/components/contact/use-contact-form';
import { PrivacyNotice } from '@/components/form/privacy-notice';
import { CONTACT_FORM_COPY, CONTACT_ISSUE_LABELS } from '@/content/contact';
import {
  type EmailJsConfig,
  CONTACT_ISSUES,
  CONTACT_LIMITS,
  type ContactIssue,
} from '@/lib/contact/contact';

type ContactFormProps = {
  emailJs: EmailJsConfig;
  /** The address offered when sending fails or the form is unavailable. */
  email: string;
  /** Preselected by the opener (the pilot-school button); wins over the draft. */
  issue?: ContactIssue;
};

/** The contact form, in the popup and on /kontakt alike. */
export function ContactForm({ emailJs, email, issue }: ContactFormProps) {
  const { id, sending, messageLength, honeypot, unavailable, formProps, fieldProps } =
    useContactForm({ emailJs, email, issue });

  if (unavailable) {
    return (
      <p role="note" className="rounded-xl bg-brand-50 p-4 text-ink">
        {CONTACT_FORM_COPY.unavailable}{' '}
        <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
          {email}
        </a>
        .
      </p>
    );
  }

  return (
    // Sent by the browser itself (scripts off or not loaded), the form posts to a page that says
    // nothing was sent: never a GET, which would put what was typed in the URL.
    <form
      {...formProps}
      method="post"
      action={CONTACT_NO_SCRIPT_ENDPOINT}
      className="relative space-y-5"
      aria-busy={sending}
    >
      <div>
        <label htmlFor={`${id}-issue`} className="font-semibold">
          {CONTACT_FORM_COPY.issue}
        </label>
        <select {...fieldProps('issue')} defaultValue="">
          <option value="" disabled>
            {CONTACT_FORM_COPY.choose}
          </option>
          {CONTACT_ISSUES.map((option) => (
            <option key={option} value={option}>
              {CONTACT_ISSUE_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="font-semibold">
          {CONTACT_FORM_COPY.name}
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
          {CONTACT_FORM_COPY.email}
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
          {CONTACT_FORM_COPY.message}
        </label>
        <textarea
          {...fieldProps('message')}
          rows={6}
          maxLength={CONTACT_LIMITS.messageMaxChars}
          aria-describedby={`${id}-message-count`}
        />
        <p id={`${id}-message-count`} className="mt-1 text-right text-sm text-muted">
          {CONTACT_FORM_COPY.count(messageLength, CONTACT_LIMITS.messageMaxChars)}
        </p>
      </div>
      {/* A field people never see or reach; bots fill in everything. No name: EmailJS never sends it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{CONTACT_FORM_COPY.honeypot}</label>
        <input ref={honeypot} id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="block w-full rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70"
      >
        {CONTACT_FORM_COPY.send}
      </button>
      <PrivacyNotice />
      <div
        role="status"
        className={
          sending
            ? 'absolute inset-0 flex items-center justify-center rounded-xl bg-white/80 font-semibold text-brand-900'
            : 'sr-only'
        }
      >
        {sending ? CONTACT_FORM_COPY.sending : ''}
      </div>
    </form>
  );
}

const CONTACT_NO_SCRIPT_ENDPOINT = '/api/kontakt';
