import 'server-only';
import { declarationEndpoint } from '@/lib/declarations/endpoint';
import { withdrawalMails, withdrawalReceiptView } from '@/lib/declarations/withdrawal/receipt';
import {
  checkWithdrawal,
  unsentWithdrawalMessage,
  type Withdrawal,
} from '@/lib/declarations/withdrawal/request';

/** `Widerruf bestätigen` (§ 356a BGB), through the common flow of lib/declarations/endpoint.ts. */
export const withdrawalEndpoint = declarationEndpoint<Withdrawal>({
  name: 'withdrawal',
  referencePrefix: 'W',
  check: checkWithdrawal,
  emailOf: (withdrawal) => withdrawal.email,
  unsentMessage: unsentWithdrawalMessage,
  receipt: ({ value, reference, receivedAt, company, country, siteUrl }) => {
    const receipt = { reference, receivedAt, withdrawal: value };
    return {
      view: withdrawalReceiptView(receipt, country),
      mails: withdrawalMails({ receipt, company, country, siteUrl }),
    };
  },
});
