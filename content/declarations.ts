import type { RecipientState } from '@/lib/outbox/outbox-store';

// The words every declaration form shares (Verträge kündigen, Vertrag
// widerrufen): what identifies the declarer, the alerts and the receipt's buttons.

export const DECLARATION_FORM = {
  name: 'Ihr Name',
  email: 'Ihre E-Mail-Adresse',
  contract: 'Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos',
  contractHint:
    'Die Bestellnummer steht in Ihrer Bestellbestätigung. Ohne sie genügt die E-Mail-Adresse des Kontos.',
  check: 'Bitte prüfen Sie die markierten Angaben.',
  saveOrPrint: 'Sie können diese Seite auch speichern oder drucken.',
  save: 'Bestätigung speichern',
  print: 'Drucken',
  count: (length: number, max: number) => `${length} von höchstens ${max} Zeichen`,
} as const;

/**
 * What became of the receipt's e-mail when the visitor was answered
 * (lib/declarations/endpoint.ts): the mail server accepted the address, refused
 * it for good, has not answered yet (the outbox keeps trying), or the
 * recipient limit held the e-mail back.
 */
export type ReceiptMail = RecipientState | 'limited';
export const RECEIPT_MAILS: readonly ReceiptMail[] = ['sent', 'refused', 'pending', 'limited'];

export type ReceiptMailWords = Record<ReceiptMail, (address: string) => string>;

/**
 * What the receipt on the page says of its e-mail, only what happened. `ofIt`
 * names the declaration as `Ihres Widerrufs`, `it` as `Ihr Widerruf`.
 */
export function receiptMailWords({ ofIt, it }: { ofIt: string; it: string }): ReceiptMailWords {
  const receipt = `Eine Eingangsbestätigung mit dem Inhalt ${ofIt}, Datum, Uhrzeit und Eingangsnummer`;
  const keep = `${it} ist trotzdem bei uns eingegangen: Bitte speichern oder drucken Sie diese Bestätigung.`;
  return {
    sent: (address) =>
      `${receipt} haben wir an ${address} gesendet. ${DECLARATION_FORM.saveOrPrint}`,
    pending: (address) =>
      `${receipt} senden wir an ${address}, sobald unser Mailserver sie annimmt; meist ist sie in wenigen Minuten da. ${DECLARATION_FORM.saveOrPrint}`,
    refused: (address) =>
      `Per E-Mail konnten wir die Eingangsbestätigung nicht an ${address} senden: Der Mailserver hat diese Adresse abgelehnt. ${keep}`,
    limited: () => `Die Bestätigung per E-Mail konnten wir diesmal nicht senden. ${keep}`,
  };
}

/** What a saved receipt says of its e-mail; nothing where none was sent or tried. */
export const SAVED_RECEIPT_MAIL: Partial<ReceiptMailWords> = {
  sent: (address) => `Die Bestätigung haben wir auch per E-Mail an ${address} gesendet.`,
  pending: (address) =>
    `Per E-Mail geht die Bestätigung an ${address}, sobald unser Mailserver sie annimmt.`,
  refused: (address) =>
    `Per E-Mail konnten wir die Bestätigung nicht an ${address} senden: Der Mailserver hat diese Adresse abgelehnt.`,
};

/** The pages a declaration's endpoint answers a form with that was sent without scripts. */
export const DECLARATION_ANSWER = {
  checkHeading: 'Bitte prüfen Sie Ihre Angaben',
  notSent: 'Noch ist nichts gesendet. Bitte ändern Sie im Formular diese Angaben:',
  back: 'Mit der Zurück-Taste Ihres Browsers kommen Sie zum Formular zurück, meist mit allem, was Sie schon eingegeben haben.',
  toForm: (title: string) => `Zurück zum Formular „${title}“`,
  notSentHeading: 'Gerade nicht gesendet',
  byEmail: 'Sie erreichen uns auch per E-Mail an',
  home: 'Zur Startseite',
} as const;
