import { CANCELLATION_MESSAGES } from '@/content/cancellation';
import { checkFields } from '@/lib/core/form-schema';
import { parseCancellationDraft } from '@/lib/declarations/cancellation/request';
import { cancellationSchema } from '@/lib/declarations/schema';

/** A body checked by the schema the form and the endpoint share. */
const checkCancellation = (body: unknown, today: string) =>
  checkFields(cancellationSchema(today), body);

const TODAY = '2026-11-24';
const ordinary = {
  product: 'premium',
  kind: 'ordinary',
  reason: 'wird ignoriert',
  name: ' Eva Strauß ',
  email: 'eva@example.de',
  contract: 'E2E00000000000001',
  when: 'asap',
  date: '',
};

describe('the cancellation form’s rules (§ 312k Abs. 3 BGB)', () => {
  it('accepts an ordinary cancellation as soon as possible, trimmed and without a reason', () => {
    expect(checkCancellation(ordinary, TODAY)).toEqual({
      ok: true,
      value: {
        product: 'premium',
        kind: 'ordinary',
        reason: null,
        name: 'Eva Strauß',
        email: 'eva@example.de',
        contract: 'E2E00000000000001',
        date: null,
      },
    });
  });

  it('lets the reason of an extraordinary cancellation stay empty', () => {
    const check = checkCancellation({ ...ordinary, kind: 'extraordinary', reason: ' ' }, TODAY);
    expect(check.ok && check.value.reason).toBeNull();
    const given = checkCancellation({ ...ordinary, kind: 'extraordinary', reason: 'Umzug' }, TODAY);
    expect(given.ok && given.value.reason).toBe('Umzug');
  });

  it('names every missing or wrong field in German', () => {
    const check = checkCancellation(
      { kind: 'extraordinary', when: 'date', date: '2026-11-23', email: 'eva@' },
      TODAY,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        product: 'Bitte wählen Sie, was Sie kündigen möchten: Premium oder Ihr Rechenweg-Konto.',
        name: 'Bitte geben Sie Ihren Namen an.',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
        contract:
          'Bitte geben Sie die Bestellnummer oder die E-Mail-Adresse des Rechenweg-Kontos an.',
        date: 'Bitte wählen Sie ein Datum ab heute oder „So bald wie möglich“.',
      },
    });
    expect(checkCancellation(null, TODAY)).toMatchObject({
      ok: false,
      errors: { kind: CANCELLATION_MESSAGES.kind },
    });
  });

  it('asks which contract ends: Premium or the account, nothing else', () => {
    const account = checkCancellation({ ...ordinary, product: 'account' }, TODAY);
    expect(account.ok && account.value.product).toBe('account');
    for (const product of ['', 'both', 'toString', undefined]) {
      expect(checkCancellation({ ...ordinary, product }, TODAY)).toEqual({
        ok: false,
        errors: { product: CANCELLATION_MESSAGES.product },
      });
    }
  });

  it('takes an extraordinary end from today on; an ordinary one ends with the paid term', () => {
    const extraordinary = { ...ordinary, kind: 'extraordinary' };
    const onDate = checkCancellation({ ...extraordinary, when: 'date', date: TODAY }, TODAY);
    expect(onDate.ok && onDate.value.date).toBe(TODAY);
    expect(
      checkCancellation({ ...extraordinary, when: 'date', date: '2026-13-40' }, TODAY).ok,
    ).toBe(false);
    const asap = checkCancellation({ ...extraordinary, date: '2020-01-01' }, TODAY);
    expect(asap.ok && asap.value.date).toBeNull();
    const ordinaryOnDate = checkCancellation(
      { ...ordinary, when: 'date', date: '2020-01-01' },
      TODAY,
    );
    expect(ordinaryOnDate.ok && ordinaryOnDate.value.date).toBeNull();
  });

  it('refuses text beyond the limits', () => {
    const check = checkCancellation(
      { ...ordinary, kind: 'extraordinary', reason: 'x'.repeat(501) },
      TODAY,
    );
    expect(check).toEqual({
      ok: false,
      errors: { reason: 'Bitte kürzen Sie den Text auf höchstens 500 Zeichen.' },
    });
    const longest = checkCancellation(
      { ...ordinary, kind: 'extraordinary', reason: 'x'.repeat(500) },
      TODAY,
    );
    expect(longest.ok).toBe(true);
  });

  it('restores a stored draft only as far as its shape goes', () => {
    expect(parseCancellationDraft('{"name":"Eva","kind":7,"product":"account"}')).toMatchObject({
      name: 'Eva',
      kind: '',
      product: 'account',
      when: 'asap',
    });
    expect(parseCancellationDraft('nicht json')).toBeNull();
  });
});
