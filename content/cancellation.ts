import { companyData, type Company } from '@/content/legal';
import { localizeDeep } from '@/lib/routing/country';
import type { Country } from '@/lib/site';

/** The words around the cancellation form, per country. */
export function cancellationPageCopy(company: Company, country: Country) {
  return localizeDeep(
    {
      title: 'Verträge hier kündigen',
      description:
        'Premium oder Ihr Rechenweg-Konto kündigen: ordentlich oder aus wichtigem Grund, mit Bestätigung auf der Seite und per E-Mail.',
      intro: [
        'Hier kündigen Sie Ihre Verträge mit Rechenweg: Premium und Ihr kostenloses Rechenweg-Konto. Premium endet nach dem bezahlten Zeitraum von selbst und muss nicht gekündigt werden; aus wichtigem Grund können Sie es jederzeit außerordentlich kündigen.',
        'Nach „Jetzt kündigen“ sehen Sie sofort eine Bestätigung mit Datum und Uhrzeit, die Sie speichern können, und erhalten sie zusätzlich per E-Mail.',
      ],
      formHeading: 'Ihre Kündigung',
      otherHeading: 'Andere Wege',
      other: `Sie können auch per E-Mail an ${company.CONTACT_EMAIL} kündigen oder per Post an ${company.COMPANY_NAME}, ${company.COMPANY_STREET}, ${company.COMPANY_CITY}, ${company.COMPANY_COUNTRY}. Was eine Kündigung bewirkt, regelt Abschnitt 9 unserer AGB.`,
      termsLink: { href: '/agb#laufzeit', label: 'Zu Abschnitt 9 der AGB' },
    },
    country,
    companyData(company),
  );
}
