import type { ContactIssue } from '@/lib/contact/contact';

// What every page's `Kontakt` buttons and the popup's host share: a module of its
// own, as they are part of every page's first load and the form's limits, drafts
// and send rules (lib/contact/contact.ts) load only with the popup. Turbopack
// puts a module into a chunk whole, whichever of its exports are used.

/** Links such as `/kontakt?anliegen=pilotschule` preselect an issue. */
export const ISSUE_QUERY_VALUES: Record<string, ContactIssue> = {
  feedback: 'General Feedback',
  pilotschule: 'Pilot School',
  verbesserung: 'Improvement Suggestion',
  fehler: 'Bug',
  passwort: 'Forgot Password',
};

/** Dispatched on window by every `Kontakt` button; the contact host opens the popup. */
export const OPEN_CONTACT_EVENT = 'contact:open';

/**
 * Asks the page's contact popup to open. Returns false when no popup is on
 * the page (the 404 page), so the caller can follow its link to /kontakt.
 */
export function requestContactDialog(issue?: ContactIssue): boolean {
  const event = new CustomEvent(OPEN_CONTACT_EVENT, { detail: { issue }, cancelable: true });
  return !window.dispatchEvent(event);
}
