'use client';

import {
  DeclarationAlerts,
  DeclarationButton,
  IdentityFields,
} from '@/components/declarations/declaration-form';
import { DeclarationReceipt } from '@/components/declarations/declaration-receipt';
import { useDeclarationForm } from '@/components/declarations/use-declaration-form';
import { DECLARATION_FORM } from '@/content/declarations';
import { WITHDRAWAL_FORM } from '@/content/withdrawal';
import { parseDraft } from '@/lib/declarations/fields';
import {
  EMPTY_WITHDRAWAL,
  WITHDRAWAL_FIELDS,
  WITHDRAWAL_MAX_CHARS,
  checkWithdrawal,
  unsentWithdrawalMessage,
} from '@/lib/declarations/withdrawal/request';

type WithdrawalFormProps = {
  /** Offered when sending fails, and without JavaScript. */
  email: string;
  /** `Vertrag widerrufen`: the page's title, repeated in a saved receipt. */
  title: string;
};

/** The withdrawal function of § 356a BGB, ending in `Widerruf bestätigen`, and the receipt it earns. */
export function WithdrawalForm({ email, title }: WithdrawalFormProps) {
  const form = useDeclarationForm({
    fields: WITHDRAWAL_FIELDS,
    empty: EMPTY_WITHDRAWAL,
    parseDraft: (stored) => parseDraft(stored, EMPTY_WITHDRAWAL),
    check: checkWithdrawal,
    endpoint: '/api/widerruf',
    draftKey: 'widerruf-entwurf',
    outcomeKey: 'widerruf-bestaetigung',
    unsent: unsentWithdrawalMessage(email),
  });
  const { formRef } = form;

  if (form.outcome) {
    return (
      <DeclarationReceipt
        outcome={form.outcome}
        title={title}
        fileName={WITHDRAWAL_FORM.fileName}
        mailed={WITHDRAWAL_FORM.mailed}
        unmailed={WITHDRAWAL_FORM.unmailed}
        startOver={{ label: WITHDRAWAL_FORM.startOver, onClick: form.startOver }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-6"
      aria-busy={form.sending}
    >
      <IdentityFields
        form={form}
        maxChars={WITHDRAWAL_MAX_CHARS}
        emailHint={WITHDRAWAL_FORM.emailHint}
      />
      <DeclarationAlerts errors={form.errors} failure={form.failure} />
      <DeclarationButton sending={form.sending} sendingText={WITHDRAWAL_FORM.sending}>
        {WITHDRAWAL_FORM.button}
      </DeclarationButton>
      <noscript>
        <p className="rounded-xl bg-brand-50 p-4 text-ink">
          {DECLARATION_FORM.noScript(WITHDRAWAL_FORM.noScriptVerb, email)}
        </p>
      </noscript>
    </form>
  );
}
