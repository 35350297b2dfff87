'use client';

import { type ReactNode } from 'react';
import type { DeclarationForm } from '@/components/declarations/use-declaration-form';
import { DECLARATION_FORM } from '@/content/declarations';

// The parts the declaration forms are built of: fields, alerts and the button.

/** A text field with its label, an optional hint and its error. */
export function DeclarationField<Field extends string>(props: {
  form: DeclarationForm<Field>;
  field: Field;
  label: string;
  hint?: string;
  type: 'text' | 'email';
  autoComplete: string;
  maxLength: number;
}) {
  const { form, field } = props;
  const hintId = props.hint ? `${form.id}-${field}-hint` : undefined;
  return (
    <div>
      <label htmlFor={`${form.id}-${field}`} className="font-semibold text-ink">
        {props.label}
      </label>
      {props.hint && (
        <p id={hintId} className="text-sm text-muted">
          {props.hint}
        </p>
      )}
      <input
        {...form.text(field)}
        {...form.described(field, hintId)}
        type={props.type}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
      />
      {form.fieldError(field)}
    </div>
  );
}

type IdentityField = 'name' | 'email' | 'contract';

/**
 * What identifies the declarer and the contract, alike on every declaration:
 * the name, the address for the receipt, the order number or account.
 */
export function IdentityFields<Field extends string>(props: {
  form: DeclarationForm<Field | IdentityField>;
  maxChars: Record<IdentityField, number>;
  /** What the receipt confirms, in the e-mail field's hint. */
  emailHint: string;
  /** Where the order number is found, and which account address will do. */
  contractHint: string;
}) {
  const { form, maxChars } = props;
  return (
    <>
      <DeclarationField
        form={form}
        field="name"
        label={DECLARATION_FORM.name}
        type="text"
        autoComplete="name"
        maxLength={maxChars.name}
      />
      <DeclarationField
        form={form}
        field="email"
        label={DECLARATION_FORM.email}
        hint={props.emailHint}
        type="email"
        autoComplete="email"
        maxLength={maxChars.email}
      />
      <DeclarationField
        form={form}
        field="contract"
        label={DECLARATION_FORM.contract}
        hint={props.contractHint}
        type="text"
        autoComplete="off"
        maxLength={maxChars.contract}
      />
    </>
  );
}

/** The errors and the failed send above the button, announced as they appear. */
export function DeclarationAlerts({ errors, failure }: { errors: object; failure: string | null }) {
  return (
    <>
      {Object.values(errors).some(Boolean) && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 font-semibold text-red-800">
          {DECLARATION_FORM.check}
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {failure}
        </p>
      )}
    </>
  );
}

export function DeclarationButton(props: {
  sending: boolean;
  sendingText: string;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="submit"
        disabled={props.sending}
        className="block w-full rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70 desktop:w-fit"
      >
        {props.children}
      </button>
      <p role="status" className="text-sm text-muted">
        {props.sending ? props.sendingText : ''}
      </p>
    </>
  );
}
