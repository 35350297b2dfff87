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
  noScript: (verb: string, email: string) =>
    `Ohne JavaScript können Sie das Formular nicht senden. ${verb} Sie dann bitte per E-Mail an ${email}.`,
} as const;
