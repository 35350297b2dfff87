import Link from 'next/link';
import { PRIVACY_NOTICE } from '@/content/forms';

/** The one line beside a form that takes personal data, linking the privacy policy. */
export function PrivacyNotice() {
  return (
    <p className="text-sm text-muted">
      {PRIVACY_NOTICE.before}
      <Link
        href={PRIVACY_NOTICE.href}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        {PRIVACY_NOTICE.link}
      </Link>
      {PRIVACY_NOTICE.after}
    </p>
  );
}
