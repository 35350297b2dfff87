import { ContactButton } from '@/components/contact/contact-button';
import { ERROR_CONTACT_CLASS, ErrorScreen } from '@/components/layout/error-screen';
import { CONTACT_LABEL } from '@/content/error-screen';

/** The error screen where a country's layout stands: its Kontakt button opens the popup. */
export function PageErrorScreen() {
  return (
    <ErrorScreen
      contact={<ContactButton className={ERROR_CONTACT_CLASS}>{CONTACT_LABEL}</ContactButton>}
    />
  );
}
