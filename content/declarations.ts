import { FIELD_MESSAGES } from '@/content/forms';
import { companyAddress } from '@/content/legal';
import type { MailBlock } from '@/lib/core/mail';
import type { Company } from '@/lib/core/operator';
import type { RecipientState } from '@/lib/outbox/outbox-store';

// The words every declaration form shares (Verträge kündigen, Vertrag
// widerrufen): what identifies the declarer, the alerts and the receipt's buttons.

/** What is wrong with who declares or the contract named (lib/declarations/fields.ts). */
export const IDENTITY_MESSAGES = {
  name: 'Bitte geben Sie Ihren Namen an.',
  nameChars:
    'Bitte geben Sie hier nur Ihren Namen an: Buchstaben (nicht aus verschiedenen Schriften gemischt), Leerzeichen, Bindestrich, Apostroph, Komma, Und-Zeichen (&) und Punkt – ohne Ziffern, Links oder Sonderzeichen.',
  email: FIELD_MESSAGES.email,
  contract: 'Bitte geben Sie die Bestellnummer oder die E-Mail-Adresse des Rechenweg-Kontos an.',
  contractFormat:
    'Bitte geben Sie nur die Bestellnummer aus Ihrer Bestellbestätigung (z. B. 5O190127TN364715T) oder die E-Mail-Adresse des Kontos ein, ohne weiteren Text.',
} as const;

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
    limited: (address) =>
      `${it} ist bei uns eingegangen. Die Eingangsbestätigung per E-Mail an ${address} senden wir Ihnen gesondert, spätestens am nächsten Arbeitstag. Bitte speichern oder drucken Sie auch diese Seite.`,
  };
}

/** What a saved receipt says of its e-mail, whatever became of it. */
export const SAVED_RECEIPT_MAIL: ReceiptMailWords = {
  sent: (address) => `Die Bestätigung haben wir auch per E-Mail an ${address} gesendet.`,
  pending: (address) =>
    `Per E-Mail geht die Bestätigung an ${address}, sobald unser Mailserver sie annimmt.`,
  refused: (address) =>
    `Per E-Mail konnten wir die Bestätigung nicht an ${address} senden: Der Mailserver hat diese Adresse abgelehnt.`,
  // Held back by a limit, it is sent by hand (heldBackMailWords): the file says so too.
  limited: (address) =>
    `Die Bestätigung per E-Mail an ${address} senden wir Ihnen gesondert, spätestens am nächsten Arbeitstag.`,
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

/** The lines both receipts have, as the page and the e-mails label them. */
export const RECEIPT_LABELS = {
  name: 'Name',
  email: 'E-Mail-Adresse',
  contract: 'Bestellnummer oder Konto',
  reference: 'Eingangsnummer',
} as const;

/** What one declaration calls itself in its mails (content/cancellation.ts, content/withdrawal.ts). */
export type DeclarationWords = {
  /** `Ihre Kündigung`, `Ihr Widerruf`: what the requester made. */
  yours: string;
  /** `Ihre Kündigung`, `Ihren Widerruf`: the same as an object. */
  yoursObject: string;
  /** `Kündigung`, `Widerruf`. */
  noun: string;
  /** `eine Kündigung`, `ein Widerruf`. */
  aNoun: string;
  /** `Verträge hier kündigen`: where it was made. */
  page: string;
  /** What the business's subject says after the number. */
  summary: string;
  /** What the requester's e-mail says it confirms, asking to keep it. */
  confirms: string;
  /** `gekündigt`, `widerrufen`. */
  done: string;
};

type MailWords = { subject: string; intro: string[]; blocks: MailBlock[] };

/**
 * The two mails of a declaration (lib/declarations/receipt.ts sends them):
 * the requester's, whose lines the caller has already stripped of free text,
 * and the business's, which says that the address is unconfirmed.
 */
export function declarationMailWords(f: {
  words: DeclarationWords;
  reference: string;
  /** When it arrived, written out with its zone. */
  receivedAt: string;
  requesterLines: string[];
  businessLines: string[];
  nextSteps: string;
  company: Company;
  siteUrl: string;
  email: string;
}): { requester: MailWords; business: MailWords } {
  const { words, reference, company } = f;
  return {
    requester: {
      subject: `${words.yours} bei Rechenweg ist eingegangen (${reference})`,
      intro: [
        'Guten Tag,',
        `wir haben ${words.yoursObject} ${f.receivedAt} erhalten. ${words.confirms}`,
        `Haben Sie selbst nicht ${words.done}, hat jemand Ihre E-Mail-Adresse angegeben: Dann schreiben Sie uns bitte kurz, wir klären es.`,
      ],
      blocks: [
        { heading: words.yours, lines: f.requesterLines },
        { heading: 'Wie es weitergeht', lines: [f.nextSteps] },
        {
          heading: 'Fragen?',
          lines: [
            `Schreiben Sie uns an ${company.CONTACT_EMAIL} oder rufen Sie an: ${company.CONTACT_PHONE}. Bitte nennen Sie die Eingangsnummer.`,
            `Anbieter: ${companyAddress(company)}`,
          ],
        },
      ],
    },
    business: {
      subject: `${words.noun} ${reference}: ${words.summary}`,
      intro: [
        `Über „${words.page}“ auf ${f.siteUrl} ist ${words.aNoun} eingegangen. Die E-Mail-Adresse ${f.email} ist nicht bestätigt: Wer das Formular abgeschickt hat, muss nicht ihr Inhaber sein. Die Eingangsbestätigung an diese Adresse wiederholt den Inhalt der Erklärung: Name und Vertrag nur in der Form, die das Formular zulässt; eine als Vertrag angegebene andere E-Mail-Adresse nur gekürzt; einen frei formulierten Grund als reinen Text, Links darin unkenntlich gemacht. Antworten auf diese E-Mail gehen an diese Adresse.`,
      ],
      blocks: [{ heading: words.noun, lines: f.businessLines }],
    },
  };
}

/** The subject's start of a business copy whose receipt a limit held back. */
export const HELD_BACK_FLAG = 'EINGANGSBESTÄTIGUNG NICHT VERSANDT';

/**
 * The business's copy when a recipient limit held the receipt back: flagged,
 * with what to send and to whom. The law wants the receipt either way (§ 312k
 * Abs. 4, § 356a Abs. 4 BGB), and the page has told the requester when it follows.
 */
export function heldBackMailWords(f: {
  business: MailWords;
  email: string;
  receipt: { subject: string; text: string };
}): MailWords {
  return {
    subject: `${HELD_BACK_FLAG}: ${f.business.subject}`,
    intro: [
      `Die Eingangsbestätigung an ${f.email} hat unser Limit für E-Mails an unbestätigte Adressen zurückgehalten. Bitte senden Sie sie selbst, spätestens am nächsten Arbeitstag, wie die Seite es angekündigt hat: den Text unter „Zu senden an“ mit seinem Betreff an ${f.email}.`,
      ...f.business.intro,
    ],
    blocks: [
      ...f.business.blocks,
      {
        heading: `Zu senden an ${f.email}`,
        lines: [`Betreff: ${f.receipt.subject}`, '', ...f.receipt.text.split('\n')],
      },
    ],
  };
}
