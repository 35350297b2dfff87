// A made-up operator whose details are no samples (lib/config/operator.ts, isSampleValue):
// production refuses to build or start on the demo's samples, so every
// production build and server of the tests, the bench and `npm run load` runs
// with these. Addresses are at the reserved `.test` domain; the phone number is
// from the Berlin block the Bundesnetzagentur keeps for film and fiction.
export const TEST_OPERATOR = {
  CONTACT_EMAIL: 'kontakt@rechenweg.test',
  CONTACT_PHONE: '+49 30 23125456',
  COMPANY_NAME: 'Rechenweg Lernsysteme GmbH',
  COMPANY_STREET: 'Lernweg 12',
  COMPANY_CITY: '10115 Berlin',
  COMPANY_COUNTRY: 'Deutschland',
  COMPANY_REPRESENTATIVE: 'Jana Rechner',
  COMPANY_REGISTER: 'Amtsgericht Berlin-Charlottenburg, HRB 234567 B',
  COMPANY_VAT_ID: 'DE234567891',
  COMPANY_VAT_ID_CH: 'CHE-234.567.891 MWST',
  COMPANY_DPO_NAME: 'Datenschutzbüro Klar GmbH',
  COMPANY_DPO_EMAIL: 'datenschutz@rechenweg.test',
  RESEARCH_PARTNER: 'Universität Nordstadt',
  FUNDING_PROGRAMME: 'EXIST-Gründungsstipendium',
  PUPILS_COUNT: '80000',
  PUPILS_COUNTED_ON: '2026-10-01',
  PUPILS_COUNTED:
    'registrierte Konten von Schülerinnen und Schülern in Deutschland und der Schweiz',
  TRUST_REVIEWS_CHECK:
    'Das Bewertungsportal veröffentlicht nur Bewertungen, die Kundinnen und Kunden über einen Link in ihrer Bestellbestätigung abgeben.',
  RESEARCH_URL: 'https://www.uni-nordstadt.test/forschung/rechenweg',
  MINISTRY_URL: 'https://www.exist.test/gefoerderte-gruendungen',
  TRUST_REVIEWS_URL: 'https://www.bewertungsportal.test/rechenweg',
  TV_SHOW_URL: 'https://www.fernsehsender.test/sendung/rechenweg',
  HOSTING_PROVIDER: 'Vercel Inc., San Francisco, USA',
  MAIL_PROVIDER: 'Postwerk Mail GmbH, Berlin, Deutschland',
  REDIS_PROVIDER: 'Speicherwerk Cloud GmbH, Frankfurt am Main, Deutschland',
  MAIL_FROM: 'Rechenweg <bestellung@rechenweg.test>',
  MAIL_ARCHIVE: 'archiv@rechenweg.test',
};
