import { renderToStaticMarkup } from 'react-dom/server';
import { OrderReview } from '@/components/checkout/order-review';
import type { OrderView } from '@/lib/checkout/checkout-state';

const view: OrderView = {
  orderId: 'E2E00000000000001',
  invoiceId: 'RW-5B3C2B0E1F4A4C8E9D2A',
  planId: 'jahr',
  plan: '12 Monate Premium',
  months: 12,
  termStart: '23.11.2026',
  termEnd: '22.11.2027',
  listPrice: '79,90 €',
  total: '79,90 €',
  discounted: false,
  promoCode: null,
  currency: 'EUR',
  accountEmail: 'mia@example.de',
  payer: { name: 'Mia Muster', email: 'eltern@example.de', country: 'DE' },
  paymentMethod: 'PayPal (eltern@example.de)',
  withdrawal: 'consumer',
};

const render = (country: 'DE' | 'CH', months = 12, changes: Partial<OrderView> = {}) =>
  renderToStaticMarkup(
    <OrderReview
      view={{ ...view, months, ...changes }}
      vatNote="inkl. MwSt."
      texts={{ includes: ['Alles'], immediateStart: { label: 'Sofort', acknowledgement: 'W' } }}
      country={country}
      ordering={false}
      onOrder={() => {}}
      onChange={() => {}}
    />,
  );

describe('OrderReview', () => {
  it('gives the dates only for an account without Premium, and how it extends a running one', () => {
    const html = render('DE');
    expect(html).toContain('Premium für 12 Monate, endet von selbst, kein Abo');
    expect(html).toContain(
      'Hat das Konto bei der Bestellung noch kein Premium: vom 23.11.2026 bis 22.11.2027.',
    );
    expect(html).toContain(
      'Hat das Konto bei der Bestellung schon Premium, verlängert sich sein Premium um 12 Monate ab dem bisherigen Ende.',
    );
    // Never the bare dates, as if the account certainly had no Premium.
    expect(html).not.toMatch(/<dd>23\.11\.2026 bis/);
    expect(render('CH', 1)).toContain('verlängert sich sein Premium um einen Monat');
  });

  it('names the immediate-start box as a step of every order', () => {
    expect(render('DE')).toContain(
      'Bestellung hier prüfen, mit dem Häkchen unten den sofortigen Beginn bestätigen (für jede Bestellung nötig) und mit „Jetzt zahlungspflichtig bestellen“ abschicken',
    );
  });

  it('refuses a purchase that would run past 24 months, with the server’s words, and offers no order button', () => {
    const html = render('DE', 12, {
      runningEnd: '22.11.2028',
      newEnd: '22.11.2029',
      tooLong: true,
    });
    expect(html).toContain(
      'Nach den Käufen auf dieser Website, die wir kennen, hat dieses Konto Premium bis zum 22.11.2028; dieser Kauf verlängert es bis zum 22.11.2029.',
    );
    expect(html).toMatch(/<p id="[^"]*-zu-lang" role="alert"[^>]*>Mit diesem Kauf liefe Premium/);
    expect(html).toMatch(
      /<button type="button" disabled=""[^>]*>Jetzt zahlungspflichtig bestellen/,
    );
    // The Swiss page says it with its spelling; an order within the 24 months keeps its button.
    expect(render('CH', 1, { tooLong: true })).toContain(
      'länger als 24 Monate ab heute, weil jeder weitere Kauf',
    );
    const within = render('DE', 12, { runningEnd: null, newEnd: '22.11.2027', tooLong: false });
    expect(within).not.toContain('Mit diesem Kauf liefe');
    expect(within).toMatch(/<button type="button"(?! disabled)[^>]*>Jetzt zahlungspflichtig/);
  });
});
