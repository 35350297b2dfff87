'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import type { ContactIssue } from '@/lib/contact/contact';
import { ISSUE_QUERY_VALUES, requestContactDialog } from '@/lib/contact/open-contact';
import { publicPath } from '@/lib/countries/country-rules';
import { isPupilsPage, type SitePath } from '@/lib/routing/pages';

const CONTACT_PAGE: SitePath = '/kontakt';

type ContactButtonProps = Omit<ComponentProps<'a'>, 'href' | 'onClick'> & {
  /** Preselects this issue in the form. */
  issue?: ContactIssue;
};

/**
 * Opens the contact popup. It is a link to /kontakt underneath, so it still
 * works without JavaScript, in a new tab, or where no popup is mounted. On a
 * pupils' page it is only that link: the popup's form keeps a draft in session
 * storage and sends through EmailJS, neither of which may happen where children
 * read (lib/routing/pages.ts), so /kontakt opens as a document of its own.
 */
export function ContactButton({ issue, children, ...props }: ContactButtonProps) {
  const pupils = isPupilsPage(publicPath(usePathname()));
  const query = issue
    ? Object.entries(ISSUE_QUERY_VALUES).find(([, value]) => value === issue)?.[0]
    : undefined;
  const href = query ? `${CONTACT_PAGE}?anliegen=${query}` : CONTACT_PAGE;
  if (pupils) {
    return (
      <a {...props} href={href}>
        {children}
      </a>
    );
  }
  return (
    <a
      {...props}
      href={href}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (requestContactDialog(issue)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
