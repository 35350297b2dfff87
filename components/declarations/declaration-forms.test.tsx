import { renderToStaticMarkup } from 'react-dom/server';
import { CancellationForm } from '@/components/declarations/cancellation-form';
import { WithdrawalForm } from '@/components/declarations/withdrawal-form';
import { CountryProvider } from '@/components/ui/country-context';

// The server's HTML is all a visitor without scripts gets: it must post by itself.

describe('the declaration forms without scripts', () => {
  const withdrawal = renderToStaticMarkup(
    <CountryProvider country="DE">
      <WithdrawalForm email="kontakt@example.de" title="Vertrag widerrufen" />
    </CountryProvider>,
  );
  const cancellation = renderToStaticMarkup(
    <CountryProvider country="DE">
      <CancellationForm email="kontakt@example.de" title="Verträge hier kündigen" />
    </CountryProvider>,
  );

  it('post to their endpoint, never by GET, with no message that they cannot', () => {
    const formTag = (html: string) => /<form [^>]*>/.exec(html)![0];
    expect(formTag(withdrawal)).toContain('action="/api/widerruf"');
    expect(formTag(cancellation)).toContain('action="/api/kuendigung"');
    for (const html of [withdrawal, cancellation]) expect(formTag(html)).toContain('method="post"');
    for (const html of [withdrawal, cancellation]) {
      expect(html).not.toContain('<noscript');
      expect(html).toContain('href="/datenschutz"');
    }
  });

  it('hold every field of a cancellation, the extraordinary ones shown by CSS alone', () => {
    for (const name of ['product', 'kind', 'reason', 'name', 'email', 'contract', 'when', 'date']) {
      expect(cancellation).toContain(`name="${name}"`);
    }
    expect(cancellation).toContain('value="premium"');
    expect(cancellation).toContain('value="account"');
    expect(cancellation).toMatch(
      /class="hidden group-has-\[input\[name=kind\]\[value=extraordinary\]:checked\]\/kuendigung:block"/,
    );
  });

  it('name the account Premium was bought for in the withdrawal’s contract hint', () => {
    expect(withdrawal).toContain(
      'Ohne sie genügt die E-Mail-Adresse des Rechenweg-Kontos, für das Sie Premium gekauft haben.',
    );
  });
});
