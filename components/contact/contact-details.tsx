'use client';

import { useRef } from 'react';
import { useCountry } from '@/components/ui/country-context';
import { notify } from '@/components/ui/toasts';
import { CONTACT_DETAILS_COPY as COPY } from '@/content/contact';
import type { ContactDetails as Details } from '@/lib/contact/contact';
import { COUNTRY_TABLE } from '@/lib/countries/countries';

/** Phone, copyable e-mail address and demo booking, in the popup and on /kontakt. */
export function ContactDetails({ email, phone, demoUrl }: Details) {
  const address = useRef<HTMLSpanElement>(null);
  const control = COUNTRY_TABLE[useCountry()].controlKey;

  async function copy() {
    try {
      await navigator.clipboard.writeText(email);
      void notify('success', COPY.copied);
    } catch {
      // Clipboard refused (permissions, insecure context): select the address instead.
      const selection = window.getSelection();
      const range = document.createRange();
      range.selectNodeContents(address.current!);
      selection?.removeAllRanges();
      selection?.addRange(range);
      void notify('info', COPY.selected(control));
    }
  }

  return (
    <dl className="space-y-4">
      <div>
        <dt className="text-sm font-semibold tracking-wider text-muted uppercase">{COPY.phone}</dt>
        <dd className="mt-1 text-lg">
          <a
            href={`tel:${phone.replace(/\s/g, '')}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {phone}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold tracking-wider text-muted uppercase">{COPY.email}</dt>
        {/* Under the address, not beside it: on /kontakt a slow network can cut the HTML between
            the button's tag and its label, and the browser may paint in between. Under it, its
            top left corner is the same with or without its label (e2e/layout-shift.spec.ts). */}
        <dd className="mt-1 flex flex-col items-start gap-2 text-lg">
          <a
            href={`mailto:${email}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            <span ref={address}>{email}</span>
          </a>
          <button
            type="button"
            onClick={copy}
            className="rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {COPY.copy}
          </button>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold tracking-wider text-muted uppercase">{COPY.demo}</dt>
        <dd className="mt-1 text-lg">
          <a href={demoUrl} className="font-semibold text-brand-700 underline underline-offset-4">
            {COPY.bookDemo}
          </a>
        </dd>
      </div>
    </dl>
  );
}
