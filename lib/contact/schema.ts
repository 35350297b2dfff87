import * as z from 'zod/mini';
import { CONTACT_VALIDATION } from '@/content/contact';
import { CONTACT_ISSUES, CONTACT_LIMITS } from '@/lib/contact/contact';
import { canonicalEmail } from '@/lib/core/form-schema';

// The contact form's rules, the one place they are written: the island checks
// a send with them (react-hook-form's zod resolver) before EmailJS gets it.
// There is no endpoint of ours: EmailJS takes the form itself.

/** Filled in, and no longer than `max` (a value set by script can exceed maxlength). */
const required = (max: number, tooLong: string) =>
  z.string().check(z.minLength(1, CONTACT_VALIDATION.fillIn), z.maxLength(max, tooLong));

export const contactSchema = z.object({
  issue: z.enum(CONTACT_ISSUES, { error: CONTACT_VALIDATION.chooseIssue }),
  name: required(
    CONTACT_LIMITS.nameMaxChars,
    CONTACT_VALIDATION.tooLong(CONTACT_LIMITS.nameMaxChars),
  ),
  // The browser's own check takes `anna@example`: the address must have its one canonical form.
  email: z.pipe(
    required(
      CONTACT_LIMITS.emailMaxChars,
      CONTACT_VALIDATION.tooLong(CONTACT_LIMITS.emailMaxChars),
    ),
    canonicalEmail(CONTACT_VALIDATION.email),
  ),
  message: required(
    CONTACT_LIMITS.messageMaxChars,
    CONTACT_VALIDATION.messageTooLong(CONTACT_LIMITS.messageMaxChars),
  ),
});

/** A message that passed the rules, its address canonical. */
export type ContactMessage = z.output<typeof contactSchema>;
