'use client';

import type { ComponentProps } from 'react';
import { ISSUE_QUERY_VALUES, requestContactDialog } from '@/lib/contact/contact';
import type { SitePath } from '@/lib/routing/pages';
import type { ContactIssue } from '@/lib/site';

const CONTACT_PAGE: SitePath = '/kontakt';

type ContactButtonProps = Omit<ComponentProps<'a'>, 'href' | 'onClick'> & {
  /** Preselects this issue in the form. */
  issue?: ContactIssue;
};

/**
 * Opens the contact popup. It is a link to /kontakt underneath, so it still
 * works without JavaScript, in a new tab, or where no popup is mounted.
 */
export function ContactButton({ issue, children, ...props }: ContactButtonProps) {
  const query = issue
    ? Object.entries(ISSUE_QUERY_VALUES).find(([, value]) => value === issue)?.[0]
    : undefined;
  return (
    <a
      {...props}
      href={query ? `${CONTACT_PAGE}?anliegen=${query}` : CONTACT_PAGE}
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
