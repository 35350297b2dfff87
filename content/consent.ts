import type { Backing } from '@/content/landing';
import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';

// The consent overlay's words, its settings and the pupils' privacy note.

/**
 * A sentence that names buttons: the odd parts are the buttons' names, set off
 * in bold where they are shown.
 */
export type NamingButtons = readonly string[];

/** From this age a young person consents alone (Art. 8 DSGVO, as Germany applies it); younger, a parent chooses. */
export const CONSENT_AGE = 16;

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
      'Cookie-Einstellungen',
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
} as const;

/** The overlay's `Einstellungen`: one box per purpose, TikTok's with its transfer to China, loaded when opened. */
export const CONSENT_SETTINGS_COPY = {
  save: 'Auswahl speichern',
  purposes: {
    statistics: {
      label: 'Statistik',
      text: 'Amplitude zählt Seitenaufrufe, Klicks und Ladezeiten, damit wir sehen, was hilft, und setzt dafür Cookies (AMP_…, ein Jahr); Ereignisse, die noch nicht gesendet sind, hält es bis dahin im Speicher Ihres Browsers. Amplitude erhält Ihre IP-Adresse, bestimmt daraus ungefähr, wo Sie sind (Land, Region, Stadt), speichert die Adresse selbst aber nicht. Erlauben Sie auch Marketing, zählt auf unseren Seiten für Erwachsene zudem Google Analytics die Besuche und setzt dafür Cookies.',
    },
    marketing: {
      label: 'Marketing',
      text: 'Google Ads und Meta messen, ob unsere Werbung ankommt, und spielen sie gezielt aus, auch an Besucherinnen und Besucher dieser Seiten. Dafür laden wir den Google Tag Manager; die Dienste setzen Cookies und erhalten Ihre IP-Adresse und Angaben zu Ihrem Browser, auch in den USA. Nur auf unseren Seiten für Erwachsene ohne Formular, nie dort, wo Kinder lesen.',
    },
    tiktok: {
      label: 'TikTok',
      text: 'Das TikTok-Pixel misst, ob unsere Werbung auf TikTok ankommt; es setzt ein Cookie und erhält Ihre IP-Adresse und Angaben zu Ihrem Browser. Beschäftigte von TikTok in China können auf diese Daten zugreifen. China gilt weder in der EU noch in der Schweiz als Land mit angemessenem Datenschutz, und die irische Datenschutzbehörde hat 2025 entschieden, dass TikTok nicht nachgewiesen hat, dass die Vertragsklauseln, auf die es sich stützt, diesen Zugriff ausreichend absichern (TikTok hat dagegen Rechtsmittel eingelegt). Das Risiko: Behörden in China können die Daten nach dortigem Recht verlangen, und Ihre Rechte können Sie dort kaum durchsetzen. Nur auf unseren Seiten für Erwachsene ohne Formular, nie dort, wo Kinder lesen.',
    },
  },
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
