// What names a purchase, as the checkout issues it and the confirmation e-mail
// prints it: the order number (PayPal's order id) and the payment reference (our
// invoice number at PayPal). The checkout checks what PayPal and a browser send
// against these; the declarations accept nothing else as a contract.

/** The order number: PayPal's order id. */
export const ORDER_NUMBER = /^[A-Z0-9]{1,36}$/;

/** The payment reference: `RW-` and 20 hex digits (lib/checkout/terms.ts, invoiceIdOf). */
export const PAYMENT_REFERENCE = /^RW-[0-9A-F]{20}$/;

/** An order number or payment reference, as a customer may type it: in any case, the letters made capitals. */
export function orderReferenceOf(typed: string): string | null {
  const value = typed.toUpperCase();
  return ORDER_NUMBER.test(value) || PAYMENT_REFERENCE.test(value) ? value : null;
}
