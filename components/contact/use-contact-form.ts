import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { contactOutcomes, maySend } from '@/components/contact/send-contact';
import { FIELD_CLASS } from '@/components/form/field-class';
import { useFormDraft } from '@/components/form/use-form-draft';
import { modelListeners, useFormModel } from '@/components/form/use-form-model';
import { useHeldActions } from '@/components/form/use-held-actions';
import {
  CONTACT_FIELDS,
  DRAFT_STORAGE_KEY,
  assertEmailJsConfig,
  missingEmailJsIds,
  parseContactDraft,
  startingDraft,
  type EmailJsConfig,
  type ContactIssue,
} from '@/lib/contact/contact';
import { ISSUE_QUERY_VALUES } from '@/lib/contact/open-contact';
import type { ContactMessage } from '@/lib/contact/schema';
import { reportError } from '@/lib/monitoring/report-error';

/**
 * The contact form's behaviour: the draft (typed before the scripts ran, kept
 * in sessionStorage, preselected by an opener or a link), the check before a
 * send (the form model with lib/contact/schema.ts, its messages in the
 * browser's own bubble), and the send itself (send-contact.ts).
 */
export function useContactForm({
  emailJs,
  email,
  issue,
}: {
  emailJs: EmailJsConfig;
  email: string;
  issue?: ContactIssue;
}) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const unavailable = missingEmailJsIds(emailJs).length > 0;

  const draft = useFormDraft(formRef, {
    key: DRAFT_STORAGE_KEY,
    fields: CONTACT_FIELDS,
    parse: parseContactDraft,
    start: (typed, stored) =>
      startingDraft(typed, stored, {
        opener: issue,
        linked:
          ISSUE_QUERY_VALUES[new URLSearchParams(window.location.search).get('anliegen') ?? ''],
      }),
  });
  const model = useFormModel<ContactMessage>(formRef, {
    schema: () =>
      import('@/lib/contact/schema').then(
        ({ contactSchema }) =>
          () =>
            contactSchema,
      ),
    native: true,
  });
  // A submission before the scripts ran is sent now, with what was typed.
  useHeldActions(formRef);

  useEffect(() => {
    try {
      assertEmailJsConfig(emailJs);
    } catch (error) {
      console.error(error);
      reportError(error);
    }
  }, [emailJs]);

  const outcomes = contactOutcomes({ email, sent: draft.clear });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !maySend()) return;
    const form = event.currentTarget;
    // Busy from the check on: a second press while the rules load sends nothing twice.
    busy.current = true;
    try {
      let message: ContactMessage | null;
      try {
        message = await model.check();
      } catch (error) {
        return outcomes.notChecked(error);
      }
      if (!message) return;
      // The typed address goes out as its one canonical form.
      (form.elements.namedItem('email') as HTMLInputElement).value = message.email;
      draft.save();
      // Filled only by bots: they get the thanks and nothing is sent.
      if (honeypot.current?.value) return outcomes.succeed();
      setSending(true);
      await outcomes.send(emailJs, form);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const formProps = {
    ref: formRef,
    onSubmit,
    ...modelListeners(model, draft),
  };

  const fieldProps = (field: (typeof CONTACT_FIELDS)[number]) => ({
    id: `${id}-${field}`,
    name: field,
    required: true,
    className: `mt-1 ${FIELD_CLASS}`,
  });

  return {
    id,
    sending,
    messageLength: draft.values?.message.length ?? 0,
    honeypot,
    unavailable,
    formProps,
    fieldProps,
  };
}
