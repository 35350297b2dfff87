import type { Backing } from '@/content/landing';
import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';

// The consent overlay's words and the pupils' privacy note; the overlay's settings
// have theirs in content/consent-settings.ts, loaded with them.

/**
 * A sentence that names buttons: the odd parts are the buttons' names, set off
 * in bold where they are shown.
 */
export type NamingButtons = readonly string[];

/** From this age a young person consents alone (Art. 8 DSGVO, as Germany applies it); younger, a parent chooses. */
export const CONSENT_AGE = 16;

/** The footer's button that reopens the overlay, named in the overlay's text. */
export const CONSENT_SETTINGS_BUTTON = 'Cookie-Einstellungen';

/**
 * The cookie consent overlay. It sits in the root layout,
 * above both countries, so it is written to read right in both: no ß, no
 * quotation marks (button names are set off in bold instead), `Sie`
 * throughout, an impersonal under-16 note. The claim below it is
 * `learnersClaim`, whose number the overlay writes in the page's country.
 */
export const CONSENT_COPY = {
  title: 'Cookies und ähnliche Techniken auf dieser Website',
  text: [
    [
      'Wir und Drittanbieter setzen Cookies für Statistik (Amplitude, Google Analytics) und für Marketing (Google Ads, Meta, TikTok): Werbung messen und gezielt ausspielen, auch an Besucherinnen und Besucher dieser Seiten.',
    ],
    // What `Einverstanden` includes, before its button and short enough to keep it
    // on a phone's first screen (no longer than the 274 characters of its first
    // wording, which the overlay's browser test fits with no margin): a transfer to a country without adequate
    // protection needs an explicit consent after being told of its risks (Art. 49
    // Abs. 1 lit. a DSGVO; Art. 17 Abs. 1 lit. a DSG). TikTok's box says more.
    [
      '',
      'Einverstanden',
      ' erlaubt alles, ausdrücklich auch Übermittlungen in die USA (Amplitude, Google, Meta) und nach China (TikTok). Für China hat die EU keinen angemessenen Datenschutz festgestellt: Behörden dort können auf die Daten zugreifen; Ihre Rechte sind dort kaum durchsetzbar. Unter ',
      'Einstellungen',
      ' wählen Sie einzeln, ',
      'Nicht einverstanden',
      ' lässt nur das Nötige zu. Ändern können Sie das jederzeit in den ',
      CONSENT_SETTINGS_BUTTON,
      ' am Ende jeder Seite.',
    ],
  ] satisfies NamingButtons[],
  underSixteen: [
    `Wer jünger als ${CONSENT_AGE} ist, wählt bitte `,
    'Nicht einverstanden',
    ' oder fragt vorher die Eltern oder Erziehungsberechtigten um Erlaubnis.',
  ] satisfies NamingButtons,
  accept: 'Einverstanden',
  decline: 'Nicht einverstanden',
  settings: 'Einstellungen',
  trustHeading: 'Gefördert und begleitet von',
  legalLinks: 'Rechtliches zur Cookie-Auswahl',
} as const;

/** What a pupils' page keeps to, in `du`: its privacy note and its FAQ say it alike. */
export const PUPILS_PAGE_PROMISE =
  'Auf dieser Seite setzen wir keine Cookies, speichern nichts auf deinem Gerät und laden nichts von anderen Anbietern: keine Statistik, keine Werbung.';

/**
 * `Cookie-Einstellungen` on a pupils' page, where nothing is asked: children
 * cannot consent (Art. 8 DSGVO), so nothing runs there that would need it.
 */
export function pupilsPrivacyCopy(country: Country) {
  return localizeDeep(
    {
      title: 'Hier gibt es nichts einzustellen',
      text: `${PUPILS_PAGE_PROMISE} Ein Video öffnet sich erst auf der Seite seines Anbieters, wenn du es anklickst.`,
      close: 'Schließen',
    },
    country,
  );
}

/** The overlay's line naming who backs Rechenweg. */
export function consentBackingNote(backing: Backing): string {
  return `Wissenschaftlich begleitet: ${backing.researchPartner}. Gefördert durch: ${backing.fundingProgramme}.`;
}

// ---- Questions and answers at the end of each landing ------------------------
