'use client';

import { ContactButton } from '@/components/contact/contact-button';
import { ERROR_CONTACT_CLASS, ErrorScreen } from '@/components/layout/error-screen';
import { ERROR_COPY } from '@/content/error-screen';

/** The error screen of error.tsx, where the country's layout stands: its Kontakt opens the popup. */
export function PageErrorScreen() {
  return (
    <ErrorScreen
      contact={<ContactButton className={ERROR_CONTACT_CLASS}>{ERROR_COPY.contact}</ContactButton>}
    />
  );
}
