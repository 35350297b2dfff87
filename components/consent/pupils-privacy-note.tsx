'use client';

import { useEffect, useState } from 'react';
import { useSegmentCountry } from '@/components/ui/country-context';
import { Modal } from '@/components/ui/modal';
import { pupilsPrivacyCopy } from '@/content/consent';
import { OPEN_CONSENT_SETTINGS_EVENT } from '@/lib/consent/consent';

/**
 * What the footer's `Cookie-Einstellungen` opens on a pupils' page: nothing is
 * asked there, so it says that nothing is used. It reads and stores nothing.
 */
export function PupilsPrivacyNote() {
  const [open, setOpen] = useState(false);
  const copy = pupilsPrivacyCopy(useSegmentCountry());
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, show);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, show);
  }, []);
  return (
    <Modal
      open={open}
      onDismiss={() => setOpen(false)}
      labelledBy="pupils-privacy-title"
      describedBy="pupils-privacy-text"
    >
      <div className="mx-auto flex max-w-xl flex-col gap-4 px-5 py-8">
        <div data-autofocus tabIndex={-1} className="focus:outline-none">
          <h2 id="pupils-privacy-title" className="text-2xl font-bold text-brand-900">
            {copy.title}
          </h2>
          <p id="pupils-privacy-text" className="mt-3 text-muted">
            {copy.text}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="min-h-12 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {copy.close}
        </button>
      </div>
    </Modal>
  );
}
