'use client';

import type { ReactNode } from 'react';
import {
  DeclarationAlerts,
  DeclarationButton,
  IdentityFields,
} from '@/components/declarations/declaration-form';
import { DeclarationReceipt } from '@/components/declarations/declaration-receipt';
import { useDeclarationForm } from '@/components/declarations/use-declaration-form';
import { FIELD_CLASS } from '@/components/form/field-class';
import { CANCELLATION_FORM } from '@/content/cancellation';
import { DECLARATION_FORM } from '@/content/declarations';
import {
  CANCELLATION_FIELDS,
  CANCELLATION_KINDS,
  CANCELLATION_MAX_CHARS,
  EMPTY_CANCELLATION,
  checkCancellation,
  parseCancellationDraft,
  unsentMessage,
} from '@/lib/declarations/cancellation/request';
import { siteDate } from '@/lib/site-time';

type CancellationFormProps = {
  /** Offered when sending fails, and without JavaScript. */
  email: string;
  /** `Verträge hier kündigen`: the page's title, repeated in a saved confirmation. */
  title: string;
};

/** The form of § 312k Abs. 3 BGB, ending in `Jetzt kündigen`, and the confirmation it earns. */
export function CancellationForm({ email, title }: CancellationFormProps) {
  const form = useDeclarationForm({
    fields: CANCELLATION_FIELDS,
    empty: EMPTY_CANCELLATION,
    parseDraft: parseCancellationDraft,
    check: (draft) => checkCancellation(draft, siteDate(new Date())),
    endpoint: '/api/kuendigung',
    draftKey: 'kuendigung-entwurf',
    outcomeKey: 'kuendigung-bestaetigung',
    unsent: unsentMessage(email),
  });
  const { id, formRef, draft, errors, l, update, described, fieldError, text } = form;

  if (form.outcome) {
    return (
      <DeclarationReceipt
        outcome={form.outcome}
        title={title}
        fileName={CANCELLATION_FORM.fileName}
        mailed={CANCELLATION_FORM.mailed}
        unmailed={CANCELLATION_FORM.unmailed}
        startOver={{ label: CANCELLATION_FORM.startOver, onClick: form.startOver }}
      />
    );
  }

  const today = form.ready ? siteDate(new Date()) : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-6"
      aria-busy={form.sending}
    >
      <fieldset
        role="radiogroup"
        aria-invalid={errors.kind ? true : undefined}
        aria-describedby={errors.kind ? `${id}-kind-fehler` : undefined}
      >
        <legend className="font-semibold text-ink">{CANCELLATION_FORM.kind}</legend>
        <div className="mt-2 space-y-2">
          {(Object.keys(CANCELLATION_KINDS) as (keyof typeof CANCELLATION_KINDS)[]).map((kind) => (
            <Choice
              key={kind}
              name="kind"
              value={kind}
              checked={draft.kind === kind}
              onChange={() => update('kind', kind)}
            >
              {kind === 'ordinary' ? (
                <>
                  <span className="font-semibold">{CANCELLATION_FORM.ordinary.name}</span>
                  {CANCELLATION_FORM.ordinary.text}
                </>
              ) : (
                <>
                  <span className="font-semibold">{l(CANCELLATION_FORM.extraordinary.name)}</span>
                  {CANCELLATION_FORM.extraordinary.text}
                </>
              )}
            </Choice>
          ))}
        </div>
        {fieldError('kind')}
      </fieldset>

      {draft.kind === 'extraordinary' && (
        <div>
          <label htmlFor={`${id}-reason`} className="font-semibold text-ink">
            {l(CANCELLATION_FORM.reason)}{' '}
            <span className="font-normal text-muted">{CANCELLATION_FORM.optional}</span>
          </label>
          <textarea
            {...text('reason')}
            {...described('reason', `${id}-reason-count`)}
            rows={4}
            maxLength={CANCELLATION_MAX_CHARS.reason}
          />
          <p id={`${id}-reason-count`} className="mt-1 text-right text-sm text-muted">
            {DECLARATION_FORM.count(draft.reason.length, CANCELLATION_MAX_CHARS.reason)}
          </p>
          {fieldError('reason')}
        </div>
      )}

      <IdentityFields
        form={form}
        maxChars={CANCELLATION_MAX_CHARS}
        emailHint={CANCELLATION_FORM.emailHint}
      />

      {/* An ordinary cancellation ends with the paid term: there is no date to choose. */}
      {draft.kind === 'extraordinary' && (
        <fieldset aria-describedby={errors.date ? `${id}-date-fehler` : undefined}>
          <legend className="font-semibold text-ink">{CANCELLATION_FORM.when}</legend>
          <div className="mt-2 space-y-2">
            <Choice
              name="when"
              value="asap"
              checked={draft.when !== 'date'}
              onChange={() => update('when', 'asap')}
            >
              {CANCELLATION_FORM.asap}
            </Choice>
            <Choice
              name="when"
              value="date"
              checked={draft.when === 'date'}
              onChange={() => update('when', 'date')}
            >
              {CANCELLATION_FORM.onDate}
            </Choice>
          </div>
          {draft.when === 'date' && (
            <div className="mt-3">
              <label htmlFor={`${id}-date`} className="font-semibold text-ink">
                {CANCELLATION_FORM.date}
              </label>
              <input
                {...text('date')}
                {...described('date')}
                type="date"
                min={today}
                className={`mt-1 ${FIELD_CLASS} desktop:w-60`}
              />
            </div>
          )}
          {fieldError('date')}
        </fieldset>
      )}

      <DeclarationAlerts errors={errors} failure={form.failure} />
      <DeclarationButton sending={form.sending} sendingText={CANCELLATION_FORM.sending}>
        {CANCELLATION_FORM.button}
      </DeclarationButton>
      <noscript>
        <p className="rounded-xl bg-brand-50 p-4 text-ink">
          {DECLARATION_FORM.noScript(CANCELLATION_FORM.noScriptVerb, email)}
        </p>
      </noscript>
    </form>
  );
}

function Choice(props: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-brand-100 bg-white p-3 has-[:checked]:border-brand-600">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        className="mt-1 size-4 accent-brand-700"
      />
      <span>{props.children}</span>
    </label>
  );
}
