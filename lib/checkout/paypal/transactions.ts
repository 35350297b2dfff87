import {
  authorized,
  PayPalError,
  type Money,
  type PayPalConfig,
} from '@/lib/checkout/paypal/client';

// What reconciliation asks PayPal: Payments v2 for the order of a capture, and
// Transaction Search for every successful transaction of a period.

/** The order a capture belongs to, from Payments v2's `up` link. */
export async function orderIdOfCapture(
  config: PayPalConfig,
  captureId: string,
): Promise<string | null> {
  const { status, json } = await authorized(
    config,
    `/v2/payments/captures/${encodeURIComponent(captureId)}`,
    'GET',
  );
  if (status !== 200) throw new PayPalError('unavailable', `PayPal get capture: status=${status}`);
  const links = (json.links ?? []) as { rel?: string; href?: string }[];
  const up = links.find((link) => link.rel === 'up')?.href;
  return up?.match(/\/v2\/checkout\/orders\/([A-Z0-9]+)$/)?.[1] ?? null;
}

export type Transaction = {
  captureId: string;
  orderId: string | null;
  invoiceId: string | null;
  at: string;
  currency: string;
  value: string;
};

/** PayPal's Transaction Search allows at most 31 days per request. */
const SEARCH_WINDOW_MS = 31 * 86_400_000 - 1000;

/** Successful transactions of a period, from PayPal's Transaction Search, every page. */
export async function searchTransactions(
  config: PayPalConfig,
  since: Date,
  until: Date,
): Promise<Transaction[]> {
  const found: Transaction[] = [];
  for (let start = since.getTime(); start < until.getTime(); start += SEARCH_WINDOW_MS) {
    const end = Math.min(start + SEARCH_WINDOW_MS, until.getTime());
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const query = new URLSearchParams({
        start_date: new Date(start).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        end_date: new Date(end).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        transaction_status: 'S',
        fields: 'transaction_info',
        page_size: '500',
        page: String(page),
      });
      const { status, json } = await authorized(
        config,
        `/v1/reporting/transactions?${query}`,
        'GET',
      );
      if (status !== 200) {
        throw new PayPalError('unavailable', `PayPal transaction search: status=${status}`);
      }
      pages = typeof json.total_pages === 'number' ? json.total_pages : 1;
      const details = (json.transaction_details ?? []) as {
        transaction_info?: {
          transaction_id?: string;
          paypal_reference_id?: string;
          paypal_reference_id_type?: string;
          invoice_id?: string;
          transaction_initiation_date?: string;
          transaction_amount?: Money;
        };
      }[];
      for (const { transaction_info: info } of details) {
        if (!info?.transaction_id || !info.transaction_amount?.value) continue;
        found.push({
          captureId: info.transaction_id,
          orderId:
            info.paypal_reference_id_type === 'ODR' ? (info.paypal_reference_id ?? null) : null,
          invoiceId: info.invoice_id ?? null,
          at: info.transaction_initiation_date ?? '',
          currency: info.transaction_amount.currency_code ?? '',
          value: info.transaction_amount.value,
        });
      }
    }
  }
  return found;
}
