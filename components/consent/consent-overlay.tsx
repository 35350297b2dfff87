'use client';

import { clsx } from 'clsx';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { CONSENT_COPY, type NamingButtons } from '@/content/consent';
import type { Claim } from '@/content/learners-claim';
import {
  NO_CONSENT,
  PURPOSES,
  type ConsentChoice,
  type ConsentEvent,
  type ConsentState,
} from '@/lib/consent/consent';
import { CONSENT_LINKS } from '@/lib/routing/pages';

// Loaded when a visitor opens `Einstellungen`.
const ConsentSettings = dynamic(
  () => import('@/components/consent/consent-settings').then((m) => m.ConsentSettings),
  { ssr: false },
);

type ConsentOverlayProps = {
  /** Null until the stored choice is read. */
  state: ConsentState | null;
  /** `button`: the overlay's button the choice was made with. */
  dispatch: (event: ConsentEvent, button?: Element) => void;
  /** On the legal pages, which it links to, the overlay leaves the text readable. */
  legal: boolean;
  /** How many learners use the product, in the country's notation, and what was counted when. */
  claim: Required<Claim>;
  backingNote: string;
  partnerLogos: ReactNode;
};

/** The overlay that asks for consent: the buttons, the settings, whom we work with and the legal links. */
export function ConsentOverlay({
  state,
  dispatch,
  legal,
  claim,
  backingNote,
  partnerLogos,
}: ConsentOverlayProps) {
  return (
    // Until the stored choice is read, the overlay is in the server's HTML and
    // paints with the page (no late pop-in, no late LCP); the hint script in
    // app/layout.tsx hides it before the first paint for a visitor who has chosen.
    <Modal
      open={state?.overlayOpen ?? false}
      prepainted={state === null}
      onDismiss={state?.choice ? () => dispatch({ type: 'dismiss' }) : undefined}
      labelledBy="consent-title"
      describedBy="consent-text"
      modal={!legal}
      className={legal ? undefined : 'overflow-y-auto'}
    >
      <div
        className={clsx(
          // Tighter on a phone, so that both choices fit its first screen under the text.
          'mx-auto flex max-w-2xl flex-col gap-3 px-5 desktop:gap-5',
          legal ? 'py-5' : 'py-5 desktop:py-14',
        )}
      >
        <div data-autofocus tabIndex={-1} className="focus:outline-none">
          <h2
            id="consent-title"
            className="text-xl font-bold tracking-tight text-brand-900 desktop:text-3xl"
          >
            {CONSENT_COPY.title}
          </h2>
          <div id="consent-text" className="mt-3 space-y-3 text-muted">
            {CONSENT_COPY.text.map((paragraph) => (
              <p key={paragraph[0]}>
                <ButtonNames text={paragraph} />
              </p>
            ))}
          </div>
        </div>
        <p
          className={clsx(
            'rounded-xl bg-brand-50 p-4 text-sm text-ink',
            // In the bottom sheet the buttons come first, within sight.
            legal && 'order-1',
          )}
        >
          <ButtonNames text={CONSENT_COPY.underSixteen} />
        </p>
        <div className="grid gap-3 desktop:grid-cols-2">
          <button
            type="button"
            onClick={(click) =>
              dispatch({ type: 'accept', purposes: PURPOSES }, click.currentTarget)
            }
            className={buttonClass}
          >
            {CONSENT_COPY.accept}
          </button>
          <button
            type="button"
            onClick={(click) => dispatch({ type: 'decline' }, click.currentTarget)}
            className={buttonClass}
          >
            {CONSENT_COPY.decline}
          </button>
        </div>
        <SettingsPart
          initial={state?.choice ?? NO_CONSENT}
          onSave={(choice, button) => dispatch({ type: 'save', choice }, button)}
        />
        {!legal && (
          // Whom we work with is no part of the choice: below every button, after a
          // rule that stands out from the white (3:1, WCAG 1.4.11) and some room.
          <section
            aria-labelledby="consent-trust"
            className="mt-3 border-t-2 border-brand-600 pt-6"
          >
            <h3 id="consent-trust" className="text-sm font-semibold text-muted">
              {CONSENT_COPY.trustHeading}
            </h3>
            <p className="mt-2 text-ink">
              <strong className="text-brand-700">{claim.value}</strong> {claim.text}
            </p>
            <p className="mt-1 text-sm text-muted">{claim.basis}</p>
            <p className="mt-1 text-sm text-muted">{backingNote}</p>
            <ul className="mt-4 grid grid-cols-2 gap-3 desktop:grid-cols-4">{partnerLogos}</ul>
          </section>
        )}
        <nav aria-label={CONSENT_COPY.legalLinks} className={clsx(legal && 'order-2')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {CONSENT_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-brand-700 underline underline-offset-4">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Modal>
  );
}

const buttonClass =
  'min-h-12 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-900';

/**
 * `Einstellungen`, and once opened the boxes per purpose: with a state of its
 * own, opening renders only this part of the overlay (INP). Closing the
 * overlay unmounts it, so it opens folded again.
 */
function SettingsPart({
  initial,
  onSave,
}: {
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice, button: Element) => void;
}) {
  const [open, setOpen] = useState(false);
  return open ? (
    <ConsentSettings initial={initial} buttonClass={buttonClass} onSave={onSave} />
  ) : (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="min-h-12 rounded-full px-6 py-3 font-semibold text-brand-700 underline underline-offset-4"
    >
      {CONSENT_COPY.settings}
    </button>
  );
}

function ButtonNames({ text }: { text: NamingButtons }) {
  return text.map((part, index) => (index % 2 ? <strong key={index}>{part}</strong> : part));
}
