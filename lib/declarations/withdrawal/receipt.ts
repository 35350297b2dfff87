import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';
import {
  declarationMails,
  type DeclarationMails,
  type ReceiptView,
} from '@/lib/declarations/receipt';
import type { Withdrawal } from '@/lib/declarations/withdrawal/request';
import type { Company } from '@/lib/operator';
import { atTimeWithZone } from '@/lib/site-time';

// The receipt of § 356a Abs. 4 BGB: the content of the withdrawal and the date
// and time it arrived, on the page and on a durable medium (the e-mail).

export type WithdrawalReceipt = {
  /** Our number for the withdrawal, `W-20261124-7F3A9C`. */
  reference: string;
  /** ISO instant at which the server received it. */
  receivedAt: string;
  withdrawal: Withdrawal;
};

/** The declaration the button makes, in our words. */
export const WITHDRAWAL_DECLARATION =
  'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Rechenweg Premium.';

const NEXT_STEPS =
  'Premium endet mit Ihrem Widerruf. Wir zahlen Ihnen den Preis unverzüglich zurück, spätestens binnen vierzehn Tagen ab dem Eingang, mit demselben Zahlungsmittel, mit dem Sie bezahlt haben. Hat Premium auf Ihren Wunsch schon begonnen, behalten wir den Anteil für die Zeit bis zum Widerruf ein (Wertersatz). Sobald wir Ihren Vertrag zugeordnet haben, schreiben wir Ihnen, welchen Betrag wir erstatten.';

export function withdrawalReceiptView(receipt: WithdrawalReceipt, country: Country): ReceiptView {
  const w = receipt.withdrawal;
  return localizeDeep(
    {
      heading: 'Ihr Widerruf ist bei uns eingegangen',
      lines: [
        { label: 'Erklärung', value: WITHDRAWAL_DECLARATION },
        { label: 'Name', value: w.name },
        { label: 'Bestellnummer oder Konto', value: w.contract },
        { label: 'E-Mail-Adresse', value: w.email },
        {
          label: 'Mit „Widerruf bestätigen“ abgegeben und eingegangen',
          value: atTimeWithZone(receipt.receivedAt),
        },
        { label: 'Eingangsnummer', value: receipt.reference },
      ],
      nextSteps: NEXT_STEPS,
    },
    country,
    [w.name, w.contract, w.email],
  );
}

/** The two mails of a withdrawal (lib/declarations/receipt.ts). */
export function withdrawalMails(input: {
  receipt: WithdrawalReceipt;
  company: Company;
  country: Country;
  siteUrl: string;
}): DeclarationMails {
  const { receipt, company, country, siteUrl } = input;
  const w = receipt.withdrawal;
  return declarationMails({
    view: withdrawalReceiptView(receipt, country),
    reference: receipt.reference,
    receivedAt: receipt.receivedAt,
    company,
    country,
    siteUrl,
    email: w.email,
    typed: [w.name, w.contract, w.email],
    words: {
      yours: 'Ihr Widerruf',
      yoursObject: 'Ihren Widerruf',
      noun: 'Widerruf',
      aNoun: 'ein Widerruf',
      page: 'Vertrag widerrufen',
      summary: 'Widerruf des Vertrags über Rechenweg Premium',
      confirms:
        'Diese E-Mail bestätigt den Inhalt der Erklärung, die Sie mit „Widerruf bestätigen“ abgegeben haben, und wann sie bei uns eingegangen ist; bitte bewahren Sie sie auf.',
      done: 'widerrufen',
    },
  });
}
