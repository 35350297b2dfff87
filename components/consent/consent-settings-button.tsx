'use client';

import { OPEN_CONSENT_SETTINGS_EVENT } from '@/lib/consent/consent';

/** The footer's `Cookie-Einstellungen`: reopens the consent overlay at any time. */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))}
      className={className}
    >
      {label}
    </button>
  );
}
