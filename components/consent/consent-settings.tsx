'use client';

import { useEffect, useRef, useState } from 'react';
import { CONSENT_COPY } from '@/content/consent';
import { CONSENT_SETTINGS_COPY } from '@/content/consent-settings';
import { PURPOSES, type ConsentChoice } from '@/lib/consent/consent';

type ConsentSettingsProps = {
  /** What the boxes show first: the choice in effect, or nothing ticked. */
  initial: ConsentChoice;
  buttonClass: string;
  /** With the button, which closes the overlay around it at once. */
  onSave: (choice: ConsentChoice, button: Element) => void;
};

/**
 * The overlay's `Einstellungen`: one box per purpose and `Auswahl speichern`.
 * Loaded when a visitor opens it, so no page carries it before.
 */
export function ConsentSettings({ initial, buttonClass, onSave }: ConsentSettingsProps) {
  const [choice, setChoice] = useState(initial);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset className="rounded-xl border border-brand-100 p-4">
      <legend className="px-1 font-semibold text-ink">{CONSENT_COPY.settings}</legend>
      <div className="space-y-4">
        {PURPOSES.map((purpose, index) => (
          <label key={purpose} className="flex items-start gap-3">
            <input
              ref={index === 0 ? first : undefined}
              type="checkbox"
              checked={choice[purpose]}
              onChange={(event) => setChoice({ ...choice, [purpose]: event.currentTarget.checked })}
              className="mt-1 size-5 accent-brand-700"
            />
            <span>
              <span className="font-semibold text-ink">
                {CONSENT_SETTINGS_COPY.purposes[purpose].label}
              </span>
              <span className="block text-sm text-muted">
                {CONSENT_SETTINGS_COPY.purposes[purpose].text}
              </span>
            </span>
          </label>
        ))}
      </div>
      <button
        type="button"
        onClick={(event) => onSave(choice, event.currentTarget)}
        className={`${buttonClass} mt-4 w-full`}
      >
        {CONSENT_SETTINGS_COPY.save}
      </button>
    </fieldset>
  );
}
