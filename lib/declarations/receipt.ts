import { companyAddress, companyData, type Company } from '@/content/legal';
import { composeMail } from '@/lib/mail';
import { localizeDeep } from '@/lib/routing/country';
import type { Country } from '@/lib/site';
import { atTime } from '@/lib/site-time';

// The receipt of a declaration (a cancellation, a withdrawal): its content and
// when it was made, once for the page, the requester's e-mail and the
// business's copy. Swiss spelling applies to our words only, never to what the
// visitor typed.

/** A line of the record; `typed` marks what the visitor typed, which only the visitor's page and the business see. */
export type ReceiptLine = { label: string; value: string; typed?: true };

/** The receipt as the page shows it and the e-mails repeat it. */
export type ReceiptView = {
  heading: string;
  lines: ReceiptLine[];
  nextSteps: string;
};

export type DeclarationMails = {
  toRequester: ReturnType<typeof composeMail>;
  toBusiness: ReturnType<typeof composeMail>;
};

/**
 * The two mails of a declaration. The requester's address is unconfirmed:
 * anyone can type anyone's address, so the mail to it says only what we wrote
 * (the kind, the time, our number) and nothing that was typed. The whole
 * declaration, the typed text included, goes to the business, which is told
 * that the address is unconfirmed.
 */
export function declarationMails(input: {
  view: ReceiptView;
  reference: string;
  receivedAt: string;
  company: Company;
  country: Country;
  /** The country origin the visitor used, e.g. https://www.example.de. */
  siteUrl: string;
  /** The typed address, named to the business only. */
  email: string;
  /** Everything the visitor typed: it keeps its spelling on Swiss pages. */
  typed: string[];
  words: {
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
}): DeclarationMails {
  const { view, reference, receivedAt, company, country, siteUrl, email, words } = input;
  const lineOf = (line: { label: string; value: string }) => `${line.label}: ${line.value}`;
  const requester = localizeDeep(
    {
      subject: `${words.yours} bei Rechenweg ist eingegangen (${reference})`,
      intro: [
        'Guten Tag,',
        `wir haben ${words.yoursObject} ${atTime(receivedAt)} erhalten. ${words.confirms} Ihre weiteren Angaben stehen in der Bestätigung auf der Seite, die Sie speichern oder drucken können.`,
        `Haben Sie selbst nicht ${words.done}, hat jemand Ihre E-Mail-Adresse angegeben: Dann schreiben Sie uns bitte kurz, wir klären es.`,
      ],
      blocks: [
        { heading: words.yours, lines: view.lines.filter((line) => !line.typed).map(lineOf) },
        { heading: 'Wie es weitergeht', lines: [view.nextSteps] },
        {
          heading: 'Fragen?',
          lines: [
            `Schreiben Sie uns an ${company.CONTACT_EMAIL} oder rufen Sie an: ${company.CONTACT_PHONE}. Bitte nennen Sie die Eingangsnummer.`,
            `Anbieter: ${companyAddress(company)}`,
          ],
        },
      ],
    },
    country,
    companyData(company),
  );
  const business = localizeDeep(
    {
      subject: `${words.noun} ${reference}: ${words.summary}`,
      intro: [
        `Über „${words.page}“ auf ${siteUrl} ist ${words.aNoun} eingegangen. Die E-Mail-Adresse ${email} ist nicht bestätigt: Wer das Formular abgeschickt hat, muss nicht ihr Inhaber sein. Eine Eingangsbestätigung an sie enthält nur unsere eigenen Worte, nicht die eingegebenen Texte; Antworten auf diese E-Mail gehen an sie.`,
      ],
      blocks: [{ heading: words.noun, lines: view.lines.map(lineOf) }],
    },
    country,
    [...companyData(company), ...input.typed].filter(Boolean),
  );
  return { toRequester: composeMail(requester), toBusiness: composeMail(business) };
}
