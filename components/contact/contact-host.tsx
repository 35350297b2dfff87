'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { ContactDialogProps } from '@/components/contact/contact-dialog';
import type { ContactIssue } from '@/lib/contact/contact';
import { OPEN_CONTACT_EVENT } from '@/lib/contact/open-contact';

// The popup's code (form, EmailJS, toasts) loads on the first `Kontakt` click,
// never with the page.
const ContactDialog = dynamic(
  () => import('@/components/contact/contact-dialog').then((module) => module.ContactDialog),
  { ssr: false },
);

type ContactHostProps = Omit<ContactDialogProps, 'open' | 'onClose' | 'issue'>;

export function ContactHost(props: ContactHostProps) {
  const [state, setState] = useState<{ open: boolean; issue?: ContactIssue } | null>(null);

  useEffect(() => {
    const open = (event: Event) => {
      event.preventDefault();
      setState({
        open: true,
        issue: (event as CustomEvent<{ issue?: ContactIssue }>).detail?.issue,
      });
    };
    window.addEventListener(OPEN_CONTACT_EVENT, open);
    return () => window.removeEventListener(OPEN_CONTACT_EVENT, open);
  }, []);

  if (!state) return null;
  return (
    <ContactDialog
      {...props}
      open={state.open}
      issue={state.issue}
      onClose={() => setState((previous) => previous && { ...previous, open: false })}
    />
  );
}
