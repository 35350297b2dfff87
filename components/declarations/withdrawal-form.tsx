'use client';

import {
  DeclarationAlerts,
  DeclarationButton,
  IdentityFields,
} from '@/components/declarations/declaration-form';
import { DeclarationReceipt } from '@/components/declarations/declaration-receipt';
import { useDeclarationForm } from '@/components/declarations/use-declaration-form';
import { PrivacyNotice } from '@/components/form/privacy-notice';
import { QueryIsland } from '@/components/form/query-island';
import { unsentWithdrawalMessage, WITHDRAWAL_FORM } from '@/content/withdrawal';
import { parseDraft } from '@/lib/core/form-draft';
import {
  EMPTY_WITHDRAWAL,
  WITHDRAWAL_FIELDS,
  WITHDRAWAL_MAX_CHARS,
} from '@/lib/declarations/withdrawal/request';

type WithdrawalFormProps = {
  /** Offered when sending fails. */
  email: string;
  /** `Vertrag widerrufen`: the page's title, repeated in a saved receipt. */
  title: string;
};

/** The withdrawal function of § 356a BGB, ending in `Widerruf bestätigen`, and the receipt it earns. */
export function WithdrawalForm(props: WithdrawalFormProps) {
  return (
    <QueryIsland>
      <Withdrawal {...props} />
    </QueryIsland>
  );
}

function Withdrawal({ email, title }: WithdrawalFormProps) {
  const form = useDeclarationForm({
    fields: WITHDRAWAL_FIELDS,
    parseDraft: (stored) => parseDraft(stored, EMPTY_WITHDRAWAL),
    schema: () =>
      import('@/lib/declarations/schema').then(
        ({ withdrawalSchema }) =>
          () =>
            withdrawalSchema,
      ),
    endpoint: WITHDRAWAL_ENDPOINT,
    draftKey: 'widerruf-entwurf',
    outcomeKey: 'widerruf-bestaetigung',
    unsent: unsentWithdrawalMessage(email),
  });

  if (form.outcome) {
    return (
      <DeclarationReceipt
        outcome={form.outcome}
        title={title}
        fileName={WITHDRAWAL_FORM.fileName}
        mail={WITHDRAWAL_FORM.mail}
        startOver={{ label: WITHDRAWAL_FORM.startOver, onClick: form.startOver }}
      />
    );
  }

  // Without scripts the form posts itself, and the endpoint answers with the receipt as a page.
  return (
    <form {...form.formProps} method="post" action={WITHDRAWAL_ENDPOINT} className="space-y-6">
      <IdentityFields
        form={form}
        maxChars={WITHDRAWAL_MAX_CHARS}
        emailHint={WITHDRAWAL_FORM.emailHint}
        contractHint={WITHDRAWAL_FORM.contractHint}
      />
      <DeclarationAlerts errors={form.errors} failure={form.failure} />
      <DeclarationButton sending={form.sending} sendingText={WITHDRAWAL_FORM.sending}>
        {WITHDRAWAL_FORM.button}
      </DeclarationButton>
      <PrivacyNotice />
    </form>
  );
}

const WITHDRAWAL_ENDPOINT = '/api/widerruf';
