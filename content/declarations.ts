// The words every declaration form shares (Verträge kündigen, Vertrag
// widerrufen): what identifies the declarer, the alerts and the receipt's buttons.

export const DECLARATION_FORM = {
  name: 'Ihr Name',
  email: 'Ihre E-Mail-Adresse',
  contract: 'Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos',
  contractHint:
    'Die Bestellnummer steht in Ihrer Bestellbestätigung. Ohne sie genügt die E-Mail-Adresse des Kontos.',
  check: 'Bitte prüfen Sie die markierten Angaben.',
  saveOrPrint: 'Sie können diese Seite auch speichern oder drucken.',
  save: 'Bestätigung speichern',
  print: 'Drucken',
  count: (length: number, max: number) => `${length} von höchstens ${max} Zeichen`,
} as const;

/** The pages a declaration's endpoint answers a form with that was sent without scripts. */
export const DECLARATION_ANSWER = {
  checkHeading: 'Bitte prüfen Sie Ihre Angaben',
  notSent: 'Noch ist nichts gesendet. Bitte ändern Sie im Formular diese Angaben:',
  back: 'Mit der Zurück-Taste Ihres Browsers kommen Sie zum Formular zurück, meist mit allem, was Sie schon eingegeben haben.',
  toForm: (title: string) => `Zurück zum Formular „${title}“`,
  notSentHeading: 'Gerade nicht gesendet',
  byEmail: 'Sie erreichen uns auch per E-Mail an',
  home: 'Zur Startseite',
} as const;
