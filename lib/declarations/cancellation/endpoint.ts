import 'server-only';
import { cancellationMails, receiptView } from '@/lib/declarations/cancellation/receipt';
import {
  checkCancellation,
  unsentMessage,
  type Cancellation,
} from '@/lib/declarations/cancellation/request';
import { declarationEndpoint } from '@/lib/declarations/endpoint';

/** `Jetzt kündigen` (§ 312k BGB), through the common flow of lib/declarations/endpoint.ts. */
export const cancellationEndpoint = declarationEndpoint<Cancellation>({
  name: 'cancellation',
  referencePrefix: 'K',
  check: checkCancellation,
  emailOf: (cancellation) => cancellation.email,
  unsentMessage,
  receipt: ({ value, reference, receivedAt, company, country, siteUrl }) => {
    const receipt = { reference, receivedAt, cancellation: value };
    return {
      view: receiptView(receipt, country),
      mails: cancellationMails({ receipt, company, country, siteUrl }),
    };
  },
});
