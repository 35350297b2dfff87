'use client';

import type { ReactNode } from 'react';
import {
  DeclarationAlerts,
  DeclarationButton,
  IdentityFields,
} from '@/components/declarations/declaration-form';
import { DeclarationReceipt } from '@/components/declarations/declaration-receipt';
import {
  useDeclarationForm,
  type DeclarationForm,
} from '@/components/declarations/use-declaration-form';
import { FIELD_CLASS } from '@/components/form/field-class';
import { PrivacyNotice } from '@/components/form/privacy-notice';
import { QueryIsland } from '@/components/form/query-island';
import { CANCELLATION_FORM, unsentCancellationMessage } from '@/content/cancellation';
import { DECLARATION_FORM } from '@/content/declarations';
import { siteDate } from '@/lib/core/site-time';
import {
  CANCELLATION_FIELDS,
  CANCELLATION_KINDS,
  CANCELLATION_PRODUCTS,
} from '@/lib/declarations/cancellation/choices';
import {
  CANCELLATION_MAX_CHARS,
  parseCancellationDraft,
} from '@/lib/declarations/cancellation/request';

type CancellationFormProps = {
  /** Offered when sending fails. */
  email: string;
  /** `Verträge hier kündigen`: the page's title, repeated in a saved confirmation. */
  title: string;
};

type Form = DeclarationForm<(typeof CANCELLATION_FIELDS)[number]>;

/** The form of § 312k Abs. 3 BGB, ending in `Jetzt kündigen`, and the confirmation it earns. */
export function CancellationForm(props: CancellationFormProps) {
  return (
    <QueryIsland>
      <Cancellation {...props} />
    </QueryIsland>
  );
}

function Cancellation({ email, title }: CancellationFormProps) {
  const form = useDeclarationForm({
    fields: CANCELLATION_FIELDS,
    parseDraft: parseCancellationDraft,
    // The day of each check: a page left open past midnight refuses yesterday.
    schema: () =>
      import('@/lib/declarations/schema').then(
        ({ cancellationSchema }) =>
          () =>
            cancellationSchema(siteDate(new Date())),
      ),
    endpoint: CANCELLATION_ENDPOINT,
    draftKey: 'kuendigung-entwurf',
    outcomeKey: 'kuendigung-bestaetigung',
    unsent: unsentCancellationMessage(email),
  });
  const { localize } = form;

  if (form.outcome) {
    return (
      <DeclarationReceipt
        outcome={form.outcome}
        title={title}
        fileName={CANCELLATION_FORM.fileName}
        mail={CANCELLATION_FORM.mail}
        startOver={{ label: CANCELLATION_FORM.startOver, onClick: form.startOver }}
      />
    );
  }

  // Without scripts the form posts itself and the endpoint answers with the
  // receipt as a page: every field is in the server's HTML, and the ones that
  // only an extraordinary cancellation asks show by CSS, not by a render.
  return (
    <form
      {...form.formProps}
      method="post"
      action={CANCELLATION_ENDPOINT}
      className="group/kuendigung space-y-6"
    >
      <ChoiceGroup form={form} field="product" legend={CANCELLATION_FORM.product}>
        {CANCELLATION_PRODUCTS.map((product) => (
          <Choice key={product} name="product" value={product}>
            <span className="font-semibold">{CANCELLATION_FORM[product].name}</span>
            {localize(CANCELLATION_FORM[product].text)}
          </Choice>
        ))}
      </ChoiceGroup>

      <ChoiceGroup form={form} field="kind" legend={CANCELLATION_FORM.kind}>
        {CANCELLATION_KINDS.map((kind) => (
          <Choice key={kind} name="kind" value={kind}>
            {kind === 'ordinary' ? (
              <>
                <span className="font-semibold">{CANCELLATION_FORM.ordinary.name}</span>
                {CANCELLATION_FORM.ordinary.text}
              </>
            ) : (
              <>
                <span className="font-semibold">
                  {localize(CANCELLATION_FORM.extraordinary.name)}
                </span>
                {CANCELLATION_FORM.extraordinary.text}
              </>
            )}
          </Choice>
        ))}
      </ChoiceGroup>

      <ReasonField form={form} />

      <IdentityFields
        form={form}
        maxChars={CANCELLATION_MAX_CHARS}
        emailHint={CANCELLATION_FORM.emailHint}
        contractHint={DECLARATION_FORM.contractHint}
      />

      {/* An ordinary cancellation ends with the paid term: there is no date to choose. */}
      <WhenFields form={form} />

      <DeclarationAlerts errors={form.errors} failure={form.failure} />
      <DeclarationButton sending={form.sending} sendingText={CANCELLATION_FORM.sending}>
        {CANCELLATION_FORM.button}
      </DeclarationButton>
      <PrivacyNotice />
    </form>
  );
}

const CANCELLATION_ENDPOINT = '/api/kuendigung';

/** Shown while `Außerordentlich` is chosen, with or without scripts. */
const EXTRAORDINARY_ONLY =
  'hidden group-has-[input[name=kind][value=extraordinary]:checked]/kuendigung:block';

/** Why, for an extraordinary cancellation only, and how much of it is left to write. */
function ReasonField({ form }: { form: Form }) {
  const { id, values, localize } = form;
  return (
    <div className={EXTRAORDINARY_ONLY}>
      <label htmlFor={`${id}-reason`} className="font-semibold text-ink">
        {localize(CANCELLATION_FORM.reason)}{' '}
        <span className="font-normal text-muted">{CANCELLATION_FORM.optional}</span>
      </label>
      <textarea
        {...form.text('reason')}
        {...form.described('reason', `${id}-reason-count`)}
        rows={4}
        maxLength={CANCELLATION_MAX_CHARS.reason}
      />
      <p id={`${id}-reason-count`} className="mt-1 text-right text-sm text-muted">
        {DECLARATION_FORM.count(values?.reason.length ?? 0, CANCELLATION_MAX_CHARS.reason)}
      </p>
      {form.fieldError('reason')}
    </div>
  );
}

/** When an extraordinary cancellation takes effect: as soon as possible, or on a date. */
function WhenFields({ form }: { form: Form }) {
  const { id, values } = form;
  // The picker's first day, once the date field shows (the prerendered page
  // cannot know the day): the time zone's first use costs a long task at load.
  const today =
    values?.kind === 'extraordinary' && values.when === 'date' ? siteDate(new Date()) : undefined;
  return (
    <fieldset
      className={EXTRAORDINARY_ONLY}
      aria-describedby={form.errors.date ? `${id}-date-fehler` : undefined}
    >
      <legend className="font-semibold text-ink">{CANCELLATION_FORM.when}</legend>
      <div className="mt-2 space-y-2">
        <Choice name="when" value="asap" defaultChecked>
          {CANCELLATION_FORM.asap}
        </Choice>
        <Choice name="when" value="date">
          {CANCELLATION_FORM.onDate}
        </Choice>
      </div>
      <div className="mt-3 hidden group-has-[input[name=when][value=date]:checked]/kuendigung:block">
        <label htmlFor={`${id}-date`} className="font-semibold text-ink">
          {CANCELLATION_FORM.date}
        </label>
        <input
          {...form.text('date')}
          {...form.described('date')}
          type="date"
          min={today}
          className={`mt-1 ${FIELD_CLASS} desktop:w-60`}
        />
      </div>
      {form.fieldError('date')}
    </fieldset>
  );
}

/** A required choice: its radios, and its error under them. */
function ChoiceGroup<Field extends string>(props: {
  form: {
    id: string;
    errors: Partial<Record<Field, string>>;
    fieldError: (field: Field) => ReactNode;
  };
  field: Field;
  legend: string;
  children: ReactNode;
}) {
  const { form, field } = props;
  return (
    <fieldset
      role="radiogroup"
      aria-invalid={form.errors[field] ? true : undefined}
      aria-describedby={form.errors[field] ? `${form.id}-${field}-fehler` : undefined}
    >
      <legend className="font-semibold text-ink">{props.legend}</legend>
      <div className="mt-2 space-y-2">{props.children}</div>
      {form.fieldError(field)}
    </fieldset>
  );
}

/** An uncontrolled radio: the draft store and the form model read it from the page. */
function Choice(props: {
  name: string;
  value: string;
  defaultChecked?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-brand-100 bg-white p-3 has-[:checked]:border-brand-600">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        defaultChecked={props.defaultChecked}
        className="mt-1 size-4 accent-brand-700"
      />
      <span>{props.children}</span>
    </label>
  );
}
