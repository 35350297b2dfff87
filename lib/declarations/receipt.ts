import { companyAddress, companyData } from '@/content/legal';
import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';
import { composeMail } from '@/lib/mail';
import type { Company } from '@/lib/operator';
import { atTimeWithZone } from '@/lib/site-time';

// The receipt of a declaration (a cancellation, a withdrawal): its content and
// when it was made, once for the page, the requester's e-mail and the
// business's copy. Swiss spelling applies to our words only, never to what the
// visitor typed.

/**
 * A line of the record. `free` marks free text the visitor wrote (a reason):
 * the mail to the typed address says that it was given, not what it says.
 */
export type ReceiptLine = { label: string; value: string; free?: true };

/** What the mail to the typed address says in place of free text. */
const FREE_TEXT_IN_MAIL =
  'angegeben; den Wortlaut finden Sie in der Bestätigung auf der Seite, die Sie speichern oder drucken können.';

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
 * The two mails of a declaration. Both carry its content (§ 356a Abs. 4,
 * § 312k Abs. 4 BGB). The requester's address is unconfirmed: anyone can type
 * anyone's address, so the mail to it repeats only what the form's rules let
 * through (a name, an order number or account address, our choices and
 * words), and of free text only that it was given. The whole declaration goes
 * to the business, which is told that the address is unconfirmed.
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
  const lineOf = (line: ReceiptLine) => `${line.label}: ${line.value}`;
  const keep = [...companyData(company), ...input.typed].filter(Boolean);
  const requester = localizeDeep(
    {
      subject: `${words.yours} bei Rechenweg ist eingegangen (${reference})`,
      intro: [
        'Guten Tag,',
        `wir haben ${words.yoursObject} ${atTimeWithZone(receivedAt)} erhalten. ${words.confirms}`,
        `Haben Sie selbst nicht ${words.done}, hat jemand Ihre E-Mail-Adresse angegeben: Dann schreiben Sie uns bitte kurz, wir klären es.`,
      ],
      blocks: [
        {
          heading: words.yours,
          lines: view.lines.map((line) =>
            line.free ? `${line.label}: ${FREE_TEXT_IN_MAIL}` : lineOf(line),
          ),
        },
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
    keep,
  );
  const business = localizeDeep(
    {
      subject: `${words.noun} ${reference}: ${words.summary}`,
      intro: [
        `Über „${words.page}“ auf ${siteUrl} ist ${words.aNoun} eingegangen. Die E-Mail-Adresse ${email} ist nicht bestätigt: Wer das Formular abgeschickt hat, muss nicht ihr Inhaber sein. Die Eingangsbestätigung an sie wiederholt den Inhalt der Erklärung, Name und Vertrag nur in der Form, die das Formular zulässt, einen frei formulierten Grund nicht; Antworten auf diese E-Mail gehen an sie.`,
      ],
      blocks: [{ heading: words.noun, lines: view.lines.map(lineOf) }],
    },
    country,
    keep,
  );
  return { toRequester: composeMail(requester), toBusiness: composeMail(business) };
}
