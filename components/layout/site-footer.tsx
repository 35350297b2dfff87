import { clsx } from 'clsx';
import Link from 'next/link';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { CONSENT_SETTINGS_BUTTON } from '@/content/consent';
import { FRAME_LABELS } from '@/content/layout';
import { DEMO_NOTICE } from '@/content/pages';
import { PRODUCT_NAME } from '@/lib/core/site';
import { FOOTER_LINKS } from '@/lib/routing/pages';

/** `demoNotice`: the operator's details are samples (the demo, a preview), and every page says so once. */
export function SiteFooter({ demoNotice }: { demoNotice: boolean }) {
  return (
    <footer className="mt-16 border-t border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted desktop:flex-row desktop:items-center desktop:justify-between">
        <p className="whitespace-nowrap">© {PRODUCT_NAME}</p>
        <nav aria-label={FRAME_LABELS.legalNavigation}>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link
                  href={link.href}
                  className={clsx(
                    'underline-offset-4 hover:underline',
                    // § 312k and § 356a BGB want these easy to find: a button's look, not small print.
                    link.prominent &&
                      'inline-block rounded-full px-4 py-2 text-base font-semibold text-brand-700 ring-1 ring-brand-700',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <ConsentSettingsButton
                label={CONSENT_SETTINGS_BUTTON}
                className="underline-offset-4 hover:underline"
              />
            </li>
          </ul>
        </nav>
      </div>
      {demoNotice && (
        <p className="mx-auto max-w-6xl px-4 pb-6 text-xs text-muted">{DEMO_NOTICE}</p>
      )}
    </footer>
  );
}
