import 'server-only';
import { fragment, id, parseFragment, switchedOff, url, type Parsed } from '@/lib/config/fields';
import { operatorEnv } from '@/lib/config/operator';
import { siteEnv } from '@/lib/config/site';
import type { ContactDetails, EmailJsConfig } from '@/lib/contact/contact';

// The contact form's settings (EmailJS, whose ids the browser sends with each
// message) and how the business is reached.

const emailJsId = (what: string) => id(/^[\w-]{1,64}$/, `must be an EmailJS ${what}`);

export const contactSettings = fragment({
  server: {},
  client: {
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: emailJsId('service id'),
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: emailJsId('template id'),
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: emailJsId('public key'),
    NEXT_PUBLIC_EMAILJS_ORIGIN: url('https://api.emailjs.com'),
  },
});

export type ContactEnv = Parsed<typeof contactSettings>;

/** Without its ids the form shows the e-mail address instead. */
export const contactNotes = (parsed: ContactEnv) =>
  switchedOff('Contact form (EmailJS)', parsed, [
    'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
    'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
    'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  ]);

export const contactEnv = parseFragment(contactSettings, process.env);

export const emailJsConfig: EmailJsConfig = {
  serviceId: contactEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? null,
  templateId: contactEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? null,
  publicKey: contactEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? null,
  origin: contactEnv.NEXT_PUBLIC_EMAILJS_ORIGIN,
};

/** How the business is reached: in the contact popup, on /kontakt and beside the checkout. */
export const contactDetails: ContactDetails = {
  email: operatorEnv.CONTACT_EMAIL,
  phone: operatorEnv.CONTACT_PHONE,
  demoUrl: siteEnv.DEMO_BOOKING_URL,
};
