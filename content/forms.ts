// What the forms say alike: the notice beside every form that takes personal
// data (Art. 13 DSGVO: the contact form and both declarations), the messages
// about a field they share, and our server's answers to a request it refuses.

export const PRIVACY_NOTICE = {
  before: 'Was wir mit Ihren Angaben tun, steht in der ',
  link: 'Datenschutzerklärung',
  after: '.',
  href: '/datenschutz',
} as const;

/** A field's messages every form uses alike, in the browser and from the server. */
export const FIELD_MESSAGES = {
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  tooLong: (max: number) => `Bitte kürzen Sie den Text auf höchstens ${max} Zeichen.`,
} as const;

/** Our server's answers to a request it refuses (lib/http/). */
export const REQUEST_REFUSALS = {
  origin: 'Diese Anfrage kommt nicht von unserer Seite.',
  408: 'Die Anfrage kam nicht rechtzeitig vollständig an. Bitte versuchen Sie es noch einmal.',
  413: 'Die Anfrage ist zu umfangreich.',
  json: 'Die Anfrage war unvollständig. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  limited:
    'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.',
} as const;
