'use client';

import {
  DeclarationAlerts,
  DeclarationButton,
  IdentityFields,
} from '@/components/declarations/declaration-form';
import { DeclarationReceipt } from '@/components/declarations/declaration-receipt';
import { useDeclarationForm } from '@/components/declarations/use-declaration-form';
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
        fileName="Widerruf"
        mailed={(address) =>
          `Eine Eingangsbestätigung mit dem Inhalt Ihres Widerrufs, Datum, Uhrzeit und Eingangsnummer haben wir an ${address} gesendet.`
        }
        unmailed="Die Bestätigung per E-Mail konnten wir gerade nicht senden. Ihr Widerruf ist trotzdem bei uns eingegangen: Bitte speichern Sie diese Bestätigung."
        startOver={{ label: 'Einen weiteren Vertrag widerrufen', onClick: form.startOver }}
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
        emailHint="Dorthin senden wir die Eingangsbestätigung Ihres Widerrufs."
      />
      <DeclarationAlerts errors={form.errors} failure={form.failure} />
      <DeclarationButton sending={form.sending} sendingText="Ihr Widerruf wird gesendet …">
        Widerruf bestätigen
      </DeclarationButton>
      <noscript>
        <p className="rounded-xl bg-brand-50 p-4 text-ink">
          Ohne JavaScript können Sie das Formular nicht senden. Widerrufen Sie dann bitte per E-Mail
          an {email}.
        </p>
      </noscript>
    </form>
  );
}
