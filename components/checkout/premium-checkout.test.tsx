import { renderToStaticMarkup } from 'react-dom/server';
import { PremiumCheckout } from '@/components/checkout/premium-checkout';

const plans = [
  { id: 'monat' as const, name: '1 Monat Premium', note: 'n', listPrice: 'CHF 9.90' },
  { id: 'jahr' as const, name: '12 Monate Premium', note: 'n', listPrice: 'CHF 84.90' },
];
const render = (paypal: Parameters<typeof PremiumCheckout>[0]['paypal']) =>
  renderToStaticMarkup(
    <PremiumCheckout
      country="CH"
      plans={plans}
      defaultPlan="jahr"
      currency="CHF"
      vatNote="inkl. MWST"
      paypal={paypal}
      contactEmail="hilfe@example.ch"
      review={{
        includes: ['Alles'],
        immediateStart: { label: 'Sofort', acknowledgement: 'Wertersatz' },
      }}
    />,
  );

describe('PremiumCheckout', () => {
  it('without PayPal shows the plans and says online payment is not available, with the address', () => {
    const html = render(null);
    expect(html).toContain('CHF 84.90');
    expect(html.match(/inkl\. MWST/g)).toHaveLength(2);
    expect(html).toContain('Die Online-Zahlung ist gerade nicht verfügbar.');
    expect(html).toContain('hilfe@example.ch');
    expect(html).not.toContain('Weiter zur Zahlung');
  });

  it('with PayPal offers the plans as radios, the required account field, the code and the button', () => {
    const html = render({ clientId: 'client-id-123', environment: 'sandbox' });
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="jahr"/);
    expect(html).toContain('>E-Mail des Rechenweg-Kontos</label>');
    expect(html).toMatch(/type="email" required=""/);
    // Without scripts the browser's own check holds: `novalidate` comes with hydration.
    expect(html.toLowerCase()).not.toContain('novalidate');
    expect(html).toContain('>Rabattcode</label>');
    expect(html).toContain('>Einlösen</button>');
    expect(html).toContain('>Weiter zur Zahlung</button>');
    // Nothing of PayPal's is in the page before the click.
    expect(html).not.toMatch(/paypal\.com|data-paypal-buttons/);
  });

  it('posts to its own endpoint when the browser sends it itself, never a GET that puts the address in the URL', () => {
    for (const paypal of [null, { clientId: 'client-id-123', environment: 'sandbox' as const }]) {
      const form = /<form[^>]*>/.exec(render(paypal))?.[0];
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/api/premium/checkout"');
      expect(form).not.toMatch(/method="get"/i);
    }
  });
});
