'use client';

import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { Modal } from '@/components/ui/modal';
import { CONTACT_TITLE } from '@/content/pages';
import type { ContactDetails as Details, EmailJsConfig, ContactIssue } from '@/lib/contact/contact';

export type ContactDialogProps = {
  open: boolean;
  onClose: () => void;
  issue?: ContactIssue;
  emailJs: EmailJsConfig;
  details: Details;
  closeLabel: string;
};

/** The contact popup: full screen up to 600 px, a centred card above. */
export function ContactDialog({
  open,
  onClose,
  issue,
  emailJs,
  details,
  closeLabel,
}: ContactDialogProps) {
  return (
    <Modal
      open={open}
      onDismiss={onClose}
      labelledBy="kontakt-dialog-titel"
      className="overflow-y-auto desktop:m-auto desktop:h-auto desktop:max-h-[90dvh] desktop:max-w-3xl desktop:rounded-2xl desktop:shadow-2xl"
    >
      <div className="relative px-5 pt-6 pb-8 desktop:px-10 desktop:pt-8 desktop:pb-10">
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-full text-2xl leading-none text-muted hover:bg-brand-50 hover:text-ink"
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2
          id="kontakt-dialog-titel"
          data-autofocus
          tabIndex={-1}
          className="pr-12 text-2xl font-bold tracking-tight text-brand-900 focus:outline-none desktop:text-3xl"
        >
          {CONTACT_TITLE}
        </h2>
        <div className="mt-6 grid gap-8 desktop:grid-cols-[1fr_1.4fr]">
          <ContactDetails {...details} />
          <ContactForm emailJs={emailJs} email={details.email} issue={issue} />
        </div>
      </div>
    </Modal>
  );
}
