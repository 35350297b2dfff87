import { CHECKOUT_LABELS } from '@/content/premium';
import { REQUEST_MESSAGES } from '@/content/premium-answers';
import { checkoutFormSchema, orderRequestSchema, quoteRequestSchema } from '@/lib/checkout/schema';
import { checkFields } from '@/lib/core/form-schema';

// The checkout form's rules and their German words, as the island on /premium
// and the order endpoint both check with them.

const choice = { plan: 'jahr', email: 'kind@example.de', code: '' };
/** What the form shows under each field for `fields`, with `redeemed` the code the server priced. */
const shown = (fields: Record<string, unknown>, redeemed: string | null = null) => {
  const checked = checkFields(checkoutFormSchema(redeemed), { ...choice, ...fields });
  return checked.ok ? {} : checked.errors;
};

describe('checkoutFormSchema', () => {
  it('takes a plan of the offer, the address in its one canonical form and no code', () => {
    expect(
      checkFields(checkoutFormSchema(null), { ...choice, email: ' Kind@Example.DE ' }),
    ).toEqual({
      ok: true,
      value: { plan: 'jahr', email: 'kind@example.de', code: null },
    });
  });

  it('asks for one of the offered plans', () => {
    expect(shown({ plan: 'woche' })).toEqual({ plan: REQUEST_MESSAGES.plan });
    expect(shown({ plan: '' })).toEqual({ plan: REQUEST_MESSAGES.plan });
  });

  it('asks for the account’s address: none, one the browser would take, too long, with a name', () => {
    for (const email of [
      '',
      '   ',
      'kein-konto',
      'anna@example',
      `${'a'.repeat(90)}@example.de`,
      'Eva <eva@x.example>',
    ]) {
      expect([email, shown({ email })]).toEqual([email, { email: REQUEST_MESSAGES.email }]);
    }
  });

  it('takes a code only once redeemed, however it is typed; a blank one is none', () => {
    expect(shown({ code: 'besser25' })).toEqual({ code: CHECKOUT_LABELS.codeNotRedeemed });
    expect(shown({ code: 'HDL2024' }, 'BESSER25')).toEqual({
      code: CHECKOUT_LABELS.codeNotRedeemed,
    });
    expect(shown({ code: ' besser25 ' }, 'BESSER25')).toEqual({});
    expect(shown({ code: '   ' })).toEqual({});
  });

  it('refuses a code longer than any of ours with its own words', () => {
    expect(shown({ code: 'X'.repeat(33) })).toEqual({ code: REQUEST_MESSAGES.code });
  });

  it('tells every wrong field at once, so that each shows its message', () => {
    expect(shown({ email: 'x', code: 'besser25' })).toEqual({
      email: REQUEST_MESSAGES.email,
      code: CHECKOUT_LABELS.codeNotRedeemed,
    });
  });
});

describe('the endpoints’ schemas', () => {
  it('check an order’s fields as the form does, and its attempt’s id', () => {
    const order = { ...choice, checkoutId: '0b7e6b9c-2f6d-4c1e-9a3b-5d8e7f6a1b2c' };
    for (const fields of [{ plan: 'woche' }, { email: 'anna@example' }, { code: 'X'.repeat(33) }]) {
      expect(checkFields(orderRequestSchema, { ...order, ...fields })).toEqual({
        ok: false,
        errors: shown(fields),
      });
    }
    expect(checkFields(orderRequestSchema, { ...order, checkoutId: 'eins' })).toEqual({
      ok: false,
      errors: { checkoutId: REQUEST_MESSAGES.malformed },
    });
  });

  it('take a quote’s code as the form’s field, blank as none', () => {
    expect(checkFields(quoteRequestSchema, { code: '  ' })).toEqual({
      ok: true,
      value: { code: null },
    });
    expect(checkFields(quoteRequestSchema, 'HDL2024')).toEqual({
      ok: false,
      errors: { '': REQUEST_MESSAGES.malformed },
    });
  });
});
