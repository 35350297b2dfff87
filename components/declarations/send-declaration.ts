import { RECEIPT_MAILS, type ReceiptMail } from '@/content/declarations';
import type { ReceiptView } from '@/lib/declarations/receipt';

// The browser's side of a declaration's endpoint (lib/declarations/endpoint.ts).

export type Outcome = { reference: string; receipt: ReceiptView; mail: ReceiptMail; email: string };

export type Errors<Field extends string> = Partial<Record<Field, string>>;

/** What the server said: the receipt, or the fields it refused and why. */
export type Answer<Field extends string> =
  { ok: true; outcome: Outcome } | { ok: false; errors: Errors<Field> };

/** No answer, or one without a receipt: the server's message, if it sent one. */
export class UnsentError extends Error {}

/**
 * What became of the receipt's e-mail, from an answer or a stored receipt. One
 * stored before `mail` existed says only `mailed`, which meant stored in the
 * outbox, not yet sent.
 */
export function receiptMailOf({ mail, mailed }: { mail?: unknown; mailed?: unknown }): ReceiptMail {
  if (RECEIPT_MAILS.includes(mail as ReceiptMail)) return mail as ReceiptMail;
  return mailed === true ? 'pending' : 'limited';
}

/** Sends a declaration once; the caller decides nothing is sent twice. */
export async function sendDeclaration<Field extends string>(
  endpoint: string,
  draft: Record<Field, string>,
  email: string,
): Promise<Answer<Field>> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(draft),
    });
  } catch {
    throw new UnsentError();
  }
  const body = (await response.json().catch(() => ({}))) as Partial<Outcome> & {
    mailed?: boolean;
    errors?: Errors<Field>;
    message?: string;
  };
  if (response.ok && body.receipt && body.reference) {
    const { reference, receipt } = body;
    return { ok: true, outcome: { reference, receipt, mail: receiptMailOf(body), email } };
  }
  if (body.errors) return { ok: false, errors: body.errors };
  throw new UnsentError(body.message);
}
