import 'server-only';
import {
  CANCELLATION_FORM,
  cancellationPageCopy,
  unsentCancellationMessage,
} from '@/content/cancellation';
import { company as configuredCompany } from '@/lib/core/operator';
import { DEFAULT_COUNTRY } from '@/lib/countries/countries';
import { IDENTITY_LABELS } from '@/lib/declarations/answer-page';
import { cancellationMails, receiptView } from '@/lib/declarations/cancellation/receipt';
import { declarationEndpoint } from '@/lib/declarations/endpoint';
import { cancellationSchema, type Cancellation } from '@/lib/declarations/schema';
import { CANCELLATION_PATH } from '@/lib/routing/pages';

/** `Jetzt kündigen` (§ 312k BGB), through the common flow of lib/declarations/endpoint.ts. */
export const cancellationEndpoint = declarationEndpoint<Cancellation>({
  name: 'cancellation',
  referencePrefix: 'K',
  schema: cancellationSchema,
  emailOf: (cancellation) => cancellation.email,
  unsentMessage: unsentCancellationMessage,
  page: {
    title: cancellationPageCopy(configuredCompany, DEFAULT_COUNTRY).title,
    path: CANCELLATION_PATH,
    labels: {
      ...IDENTITY_LABELS,
      product: CANCELLATION_FORM.product,
      kind: CANCELLATION_FORM.kind,
      reason: CANCELLATION_FORM.reason,
      date: CANCELLATION_FORM.date,
    },
    mail: CANCELLATION_FORM.mail,
  },
  receipt: ({ value, reference, receivedAt, company, country, siteUrl }) => {
    const receipt = { reference, receivedAt, cancellation: value };
    return {
      view: receiptView(receipt, country),
      mails: cancellationMails({ receipt, company, country, siteUrl }),
    };
  },
});
