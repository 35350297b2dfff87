// What every form that takes personal data says beside it (Art. 13 DSGVO):
// the contact form and both declarations.

export const PRIVACY_NOTICE = {
  before: 'Was wir mit Ihren Angaben tun, steht in der ',
  link: 'Datenschutzerklärung',
  after: '.',
  href: '/datenschutz',
} as const;
