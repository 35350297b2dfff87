import 'server-only';
import { unsentWithdrawalMessage, WITHDRAWAL_FORM, withdrawalPageCopy } from '@/content/withdrawal';
import { company as configuredCompany } from '@/lib/core/operator';
import { DEFAULT_COUNTRY } from '@/lib/countries/countries';
import { IDENTITY_LABELS } from '@/lib/declarations/answer-page';
import { declarationEndpoint } from '@/lib/declarations/endpoint';
import { withdrawalSchema } from '@/lib/declarations/schema';
import { withdrawalMails, withdrawalReceiptView } from '@/lib/declarations/withdrawal/receipt';
import type { Withdrawal } from '@/lib/declarations/withdrawal/request';
import { WITHDRAWAL_PATH } from '@/lib/routing/pages';

/** `Widerruf bestätigen` (§ 356a BGB), through the common flow of lib/declarations/endpoint.ts. */
export const withdrawalEndpoint = declarationEndpoint<Withdrawal>({
  name: 'withdrawal',
  referencePrefix: 'W',
  schema: () => withdrawalSchema,
  emailOf: (withdrawal) => withdrawal.email,
  unsentMessage: unsentWithdrawalMessage,
  page: {
    title: withdrawalPageCopy(configuredCompany, DEFAULT_COUNTRY).title,
    path: WITHDRAWAL_PATH,
    labels: IDENTITY_LABELS,
    mail: WITHDRAWAL_FORM.mail,
  },
  receipt: ({ value, reference, receivedAt, company, country, siteUrl }) => {
    const receipt = { reference, receivedAt, withdrawal: value };
    return {
      view: withdrawalReceiptView(receipt, country),
      mails: withdrawalMails({ receipt, company, country, siteUrl }),
    };
  },
});
