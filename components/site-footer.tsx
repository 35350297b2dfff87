import Link from 'next/link';
import { ConsentSettingsButton } from '@/components/consent-settings-button';
import { FOOTER_LINKS } from '@/lib/pages';
import { PRODUCT_NAME } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted desktop:flex-row desktop:items-center desktop:justify-between">
        <p>© {PRODUCT_NAME}</p>
        <nav aria-label="Rechtliches">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className="underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <ConsentSettingsButton className="underline-offset-4 hover:underline" />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
