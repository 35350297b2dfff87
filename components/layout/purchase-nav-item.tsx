'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { publicPath } from '@/lib/countries/country-rules';
import { isPupilsPage } from '@/lib/routing/pages';

/**
 * The header's link to the shop, left out where pupils read: nothing on a
 * page for children invites them to buy (UWG Anhang Nr. 28). The layout that
 * renders the header does not know the page; the path does.
 */
export function PurchaseNavItem({ href, label }: { href: string; label: string }) {
  if (isPupilsPage(publicPath(usePathname()))) return null;
  return (
    <li>
      {/* The checkout's code loads when a visitor heads there, not with every page. */}
      <Link href={href} prefetch={false} className="text-ink hover:text-brand-700">
        {label}
      </Link>
    </li>
  );
}
