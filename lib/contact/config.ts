import 'server-only';
import type { ContactDetails, EmailJsConfig } from '@/lib/contact/contact';
import { env } from '@/lib/env';

// The contact form's configuration, from the environment lib/env.ts validated.

export const emailJsConfig: EmailJsConfig = {
  serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? null,
  templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? null,
  publicKey: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? null,
  origin: env.NEXT_PUBLIC_EMAILJS_ORIGIN,
};

/** How the business is reached: in the contact popup, on /kontakt and beside the checkout. */
export const contactDetails: ContactDetails = {
  email: env.CONTACT_EMAIL,
  phone: env.CONTACT_PHONE,
  demoUrl: env.DEMO_BOOKING_URL,
};
