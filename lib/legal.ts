// Copy of the legal pages as data, per country. Swiss pages get ss for ß in
// the copy, never in the company's data from configuration (legal data).
import { localizeDeep } from '@/lib/country';
import type { Env } from '@/lib/env';
import { currencyOf, formatMinor, PLANS } from '@/lib/checkout/pricing';
import type { Country } from '@/lib/site';

export type LegalSection = {
  id?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Set apart from the text around it, as the law asks for the right to object. */
  highlighted?: true;
};
export type LegalDocument = {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
};

const COMPANY_KEYS = [
  'COMPANY_NAME',
  'COMPANY_STREET',
  'COMPANY_CITY',
  'COMPANY_COUNTRY',
  'COMPANY_REPRESENTATIVE',
  'COMPANY_REGISTER',
  'COMPANY_VAT_ID',
  'CONTACT_EMAIL',
  'CONTACT_PHONE',
  'HOSTING_PROVIDER',
] as const satisfies readonly (keyof Env)[];

export type Company = Pick<Env, (typeof COMPANY_KEYS)[number]>;

/** The company's data as configured (callers may pass the whole env): never respelt. */
export function companyData(company: Company): string[] {
  return COMPANY_KEYS.map((key) => company[key]);
}

function address(company: Company): string {
  return `${company.COMPANY_NAME}, ${company.COMPANY_STREET}, ${company.COMPANY_CITY}, ${company.COMPANY_COUNTRY}`;
}

// § 36 VSBG: in the imprint and in the terms.
const CONSUMER_DISPUTES =
  'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz).';

/** The version of the terms that a purchase names (the confirmation e-mail, the hand-off). */
export const AGB_VERSION = '2026-11-23';

export function imprint(company: Company, country: Country): LegalDocument {
  return localizeDeep(
    {
      title: 'Impressum',
      description:
        'Anbieterkennzeichnung von Rechenweg: Anschrift, Vertretung, Register und Kontakt.',
      intro:
        country === 'CH'
          ? 'Angaben zum Anbieter dieser Website nach Art. 3 Abs. 1 lit. s des Bundesgesetzes gegen den unlauteren Wettbewerb (UWG) und § 5 Digitale-Dienste-Gesetz (DDG).'
          : 'Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG).',
      sections: [
        {
          heading: 'Anbieter',
          paragraphs: [
            company.COMPANY_NAME,
            company.COMPANY_STREET,
            company.COMPANY_CITY,
            company.COMPANY_COUNTRY,
          ],
        },
        {
          heading: 'Vertreten durch',
          paragraphs: [`Geschäftsführung: ${company.COMPANY_REPRESENTATIVE}`],
        },
        {
          heading: 'Kontakt',
          paragraphs: [`Telefon: ${company.CONTACT_PHONE}`, `E-Mail: ${company.CONTACT_EMAIL}`],
        },
        {
          heading: 'Registereintrag und Umsatzsteuer',
          paragraphs: [
            `Registergericht und -nummer: ${company.COMPANY_REGISTER}`,
            `Umsatzsteuer-Identifikationsnummer: ${company.COMPANY_VAT_ID}`,
          ],
        },
        { heading: 'Verbraucherstreitbeilegung', paragraphs: [CONSUMER_DISPUTES] },
        {
          heading: 'Haftung für Links',
          paragraphs: [
            'Unsere Seiten enthalten Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.',
          ],
        },
      ],
    },
    country,
    companyData(company),
  );
}

const CONSENT_BASIS =
  'Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO; für das Speichern und Auslesen auf Ihrem Gerät § 25 Abs. 1 TDDDG).';

export function privacyPolicy(
  company: Company,
  videoHost: string,
  country: Country,
): LegalDocument {
  const swiss = country === 'CH';
  const sections: LegalSection[] = [
    {
      id: 'kurz',
      heading: 'Das Wichtigste in Kürze',
      paragraphs: ['Für alle, die es schnell und einfach wissen wollen:'],
      list: [
        'Ohne Ihre Zustimmung setzen wir keine Cookies für Statistik oder Werbung und laden keine Werbedienste.',
        'Stimmen Sie zu, erfahren Google, Meta, TikTok und Amplitude, wie Sie unsere Seiten nutzen. Das können Sie jederzeit über die Cookie-Einstellungen unten auf jeder Seite zurücknehmen.',
        'Wer jünger als 16 ist, lehnt bitte ab oder fragt vorher die Eltern.',
        'Was Sie uns ins Kontaktformular schreiben, nutzen wir nur, um Ihnen zu antworten.',
        'Kaufen Sie Premium, bezahlen Sie bei PayPal. Ihre Bank- oder Kartendaten sehen wir nicht.',
        'Sie dürfen jederzeit fragen, was wir über Sie gespeichert haben, und verlangen, dass wir es löschen.',
      ],
    },
    {
      heading: 'Verantwortlicher',
      paragraphs: [
        `${address(company)}. E-Mail: ${company.CONTACT_EMAIL}, Telefon: ${company.CONTACT_PHONE}.`,
      ],
    },
    {
      heading: 'Aufruf der Website und Hosting',
      paragraphs: [
        `Beim Aufruf verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browsertyp), um die Seite auszuliefern und ihre Sicherheit zu gewährleisten. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist eine sichere, funktionierende Website. Die Server-Protokolle werden nach spätestens 30 Tagen gelöscht. Diese Daten werden nicht mit anderen Daten zusammengeführt.`,
        `Empfänger: unser Hosting-Anbieter ${company.HOSTING_PROVIDER}, als Auftragsverarbeiter (Art. 28 DSGVO). Zu Übermittlungen außerhalb der EU siehe „Übermittlung in Drittländer“.`,
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies, Speicher im Browser und Einwilligung',
      paragraphs: [
        'Ohne Ihre Einwilligung setzen wir keine Cookies zu Analyse- oder Werbezwecken und laden keine Skripte von Werbe- und Analysediensten. Über die Cookie-Einstellungen am Ende jeder Seite können Sie Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen; ein Widerruf löscht die unten genannten Cookies.',
        'Wer jünger als 16 Jahre ist, lehnt bitte ab oder fragt vorher die Eltern oder eine andere erziehungsberechtigte Person um Erlaubnis.',
        'Ohne Einwilligung, weil für den von Ihnen gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG; Art. 6 Abs. 1 lit. f DSGVO), speichern wir in Ihrem Browser:',
      ],
      list: [
        '„fb_pixel_consent“ (localStorage): Ihre Entscheidung zu Cookies, damit wir sie beachten können. Gespeichert, bis Sie sie ändern oder Ihre Browserdaten löschen.',
        'Entwurf des Kontaktformulars (sessionStorage): damit nichts verloren geht, bis die Nachricht gesendet ist. Gelöscht nach dem Senden, spätestens beim Schließen des Tabs.',
        'Auswahl auf der Seite „Premium“ (sessionStorage): Zeitraum, Gutscheincode und Konto bis zum Bezahlen. Gelöscht spätestens beim Schließen des Tabs.',
      ],
    },
    {
      id: 'einwilligung',
      heading: 'Analyse und Werbung – nur mit Ihrer Einwilligung',
      paragraphs: [
        `Wenn Sie einverstanden sind, setzen wir die folgenden Dienste ein. ${CONSENT_BASIS}`,
      ],
      list: [
        'Gerätekennung „device_id“ (Cookie, ein Jahr): eine zufällige Kennung, damit Sie bei Tests von Seitenvarianten immer dieselbe Variante sehen und wir die Varianten vergleichen können. Empfänger: Amplitude (siehe unten).',
        'Amplitude (Amplitude, Inc., San Francisco, USA; Verarbeitung im Rechenzentrum der EU): Reichweitenmessung und Produktanalyse (aufgerufene Seiten, Klicks, Sitzungen, Gerätekennung). Cookies und Speicher „AMP_…“ ein Jahr; die Ereignisse löschen wir nach spätestens 24 Monaten. Auftragsverarbeiter (Art. 28 DSGVO).',
        'Google Tag Manager (Google Ireland Ltd., Dublin, Irland; Google LLC, USA): lädt die Google-Dienste unten und setzt Google Consent Mode um; er selbst setzt keine Cookies. Über ihn laden wir nur Google Analytics 4 (Reichweitenmessung; Cookies „_ga“, „_ga_…“ bis 24 Monate, Daten 14 Monate) und das Conversion-Tracking von Google Ads (Messung unserer Werbung; Cookies „_gcl_…“ 90 Tage).',
        'Meta-Pixel (Meta Platforms Ireland Ltd., Dublin, Irland): misst, ob unsere Werbung auf Facebook und Instagram wirkt, und zeigt sie Menschen, denen Rechenweg helfen kann. Cookie „_fbp“ 90 Tage. Für das Erheben und Übermitteln der Daten an Meta sind wir mit Meta gemeinsam verantwortlich (Art. 26 DSGVO); die Vereinbarung dazu („Controller Addendum“) stellt Meta bereit, und Meta beantwortet Anfragen zu Ihren Rechten für diese Verarbeitung. Was Meta danach mit den Daten tut, verantwortet Meta allein.',
        'TikTok-Pixel (TikTok Technology Limited, Dublin, Irland): misst unsere Werbung auf TikTok. Cookie „_ttp“ 13 Monate. Für das Erheben und Übermitteln der Daten an TikTok sind wir mit TikTok gemeinsam verantwortlich (Art. 26 DSGVO, „Joint Controller Addendum“ von TikTok); die weitere Verarbeitung verantwortet TikTok allein.',
        `Videos (${videoHost}): Ein Video wird erst geladen, wenn Sie es anklicken (Zwei-Klick-Lösung). Mit dem Klick willigen Sie ein, dass Ihr Browser das Video beim Anbieter abruft und dabei Ihre IP-Adresse und Browserdaten übermittelt; der Anbieter kann dabei Cookies setzen.`,
      ],
    },
    {
      id: 'ohne-einwilligung',
      heading: 'Was ohne Einwilligung geschieht',
      paragraphs: [
        'Lehnen Sie ab, senden wir einmal das Ereignis „USER DECLINED COOKIES“ an Amplitude, damit wir wissen, wie viele Besucherinnen und Besucher ablehnen. Dabei wird nichts auf Ihrem Gerät gespeichert und keine IP-Adresse übermittelt. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO (unser Interesse, die Zustimmungsrate zu kennen). Die Ereignisse löschen wir nach spätestens 24 Monaten.',
        'Fehlerberichte (Sentry, Functional Software, Inc., San Francisco, USA): Stürzt eine Seite ab, senden wir einen Fehlerbericht (Fehlermeldung, Seite, Browser), damit wir technische Probleme schnell beheben können. Die Berichte laufen über unseren eigenen Server, enthalten keine Formulareingaben und werden nach 90 Tagen gelöscht. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO (unser Interesse an einer fehlerfreien Website). Auftragsverarbeiter (Art. 28 DSGVO).',
      ],
    },
    {
      heading: 'Kontaktformular und E-Mail',
      paragraphs: [
        'Wenn Sie uns über das Formular schreiben, verarbeiten wir Ihr Anliegen, Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht, um Ihre Anfrage zu beantworten. Diese vier Angaben sind Pflichtfelder: Ohne sie können wir nicht antworten. Sie können uns stattdessen auch anrufen oder eine E-Mail schreiben. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO, wenn es um einen Vertrag oder dessen Anbahnung geht, sonst Art. 6 Abs. 1 lit. f DSGVO (unser Interesse, Anfragen zu beantworten).',
        'Das Formular wird über EmailJS (EmailJS Pte. Ltd., Singapur) an unser Postfach gesendet; EmailJS ist unser Auftragsverarbeiter (Art. 28 DSGVO) und speichert die Nachricht nicht dauerhaft. Für Singapur gibt es keinen Angemessenheitsbeschluss der EU-Kommission; die Übermittlung sichern wir mit den Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO) ab.',
        'Wir löschen Anfragen sechs Monate, nachdem sie erledigt sind; was als Geschäftsbrief aufbewahrt werden muss, nach Ablauf der gesetzlichen Frist (sechs Jahre).',
      ],
    },
    {
      id: 'premium-kauf',
      heading: 'Kauf von Premium mit PayPal',
      paragraphs: [
        'Wenn Sie auf der Seite „Premium“ einen Zeitraum kaufen, verarbeiten wir den gewählten Zeitraum, einen eingegebenen Gutscheincode und die E-Mail-Adresse des Rechenweg-Kontos, das Premium bekommen soll, um den Kauf abzuwickeln und das Konto freizuschalten (Art. 6 Abs. 1 lit. b DSGVO). Ohne die E-Mail-Adresse des Kontos können wir Premium nicht freischalten. Diese Angaben bleiben bis zum Bezahlen nur in Ihrem Browser (sessionStorage).',
        'Die Zahlung wickelt PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, 2449 Luxemburg, in eigener Verantwortung ab. Erst wenn Sie auf „Weiter zur Zahlung“ klicken, lädt Ihr Browser die Zahlungsbuttons von PayPal; vorher wird nichts an PayPal übertragen. Unser Server übermittelt PayPal den Betrag, die Währung, eine Beschreibung des Zeitraums und die E-Mail-Adresse des Rechenweg-Kontos. Ihre Zahlungsdaten (PayPal-Konto oder Karte) geben Sie direkt bei PayPal ein; wir erhalten sie nicht. PayPal teilt uns und unserem Produktserver die Bestellnummer und das Ergebnis der Zahlung mit, damit das Konto freigeschaltet wird. Für die Datenverarbeitung bei PayPal gilt zusätzlich die Datenschutzerklärung von PayPal.',
        'Die Website selbst speichert keine Bestellungen. Die Buchungsdaten bewahren wir nach den handels- und steuerrechtlichen Aufbewahrungsfristen (bis zu zehn Jahre) auf (Art. 6 Abs. 1 lit. c DSGVO).',
      ],
    },
    {
      id: 'drittlaender',
      heading: 'Übermittlung in Drittländer',
      paragraphs: [
        'Einige Empfänger sitzen außerhalb der EU und des EWR oder greifen von dort zu. So sichern wir jede Übermittlung ab:',
      ],
      list: [
        'USA (Amplitude, Sentry, Google LLC, Meta Platforms, Inc., unser Hosting-Anbieter): Angemessenheitsbeschluss der EU-Kommission zum EU-US Data Privacy Framework für die dort zertifizierten Unternehmen (Art. 45 DSGVO), sonst Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO).',
        'Singapur (EmailJS): Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO).',
        'TikTok kann Daten in Länder außerhalb des EWR übermitteln (unter anderem USA, Singapur, Malaysia); TikTok stützt sich dafür auf die Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO).',
      ],
    },
    {
      heading: 'Keine automatisierten Entscheidungen',
      paragraphs: [
        'Wir treffen keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung beruhen und Ihnen gegenüber rechtliche Wirkung entfalten oder Sie ähnlich erheblich beeinträchtigen (Art. 22 DSGVO).',
      ],
    },
    {
      heading: 'Müssen Sie uns Daten geben?',
      paragraphs: [
        'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die technisch notwendigen Daten kann die Seite nicht ausgeliefert werden; ohne die Pflichtfelder des Kontaktformulars können wir nicht antworten; ohne die E-Mail-Adresse des Kontos können wir Premium nicht freischalten.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO), am einfachsten über die Cookie-Einstellungen am Ende jeder Seite. Schreiben Sie uns dafür an die oben genannte E-Mail-Adresse.',
        swiss
          ? 'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), in der Schweiz beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB).'
          : 'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), insbesondere in dem Land, in dem Sie wohnen, oder an unserem Sitz.',
      ],
    },
    {
      id: 'widerspruch',
      heading: 'Ihr Widerspruchsrecht',
      highlighted: true,
      paragraphs: [
        'Verarbeiten wir Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 Abs. 1 DSGVO). Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
        'Der Verarbeitung für Direktwerbung können Sie jederzeit ohne Angabe von Gründen widersprechen (Art. 21 Abs. 2 DSGVO). Ein formloser Hinweis an unsere E-Mail-Adresse genügt.',
      ],
    },
  ];
  if (swiss) {
    sections.push({
      id: 'schweiz',
      heading: 'Zusätzlich nach dem Schweizer Datenschutzgesetz (DSG)',
      paragraphs: [
        'Für Personen in der Schweiz gilt zusätzlich das Bundesgesetz über den Datenschutz (DSG). Sie haben insbesondere das Recht auf Auskunft (Art. 25 DSG), auf Herausgabe oder Übertragung Ihrer Daten (Art. 28 DSG) und auf Berichtigung und Löschung (Art. 32 DSG). Ihre Daten werden in folgende Länder bekanntgegeben (Art. 19 Abs. 4 DSG):',
      ],
      list: [
        'Staaten der EU und des EWR (Irland, Luxemburg, Deutschland und weitere), deren Datenschutz der Bundesrat als angemessen anerkannt hat (Anhang 1 der Datenschutzverordnung).',
        'USA: für Unternehmen, die nach dem Swiss-US Data Privacy Framework zertifiziert sind, gilt der Datenschutz seit dem 15. September 2024 als angemessen; für die übrigen Empfänger verwenden wir die Standardvertragsklauseln der EU-Kommission, vom EDÖB anerkannt und an das DSG angepasst (Art. 16 Abs. 2 lit. d DSG).',
        'Singapur (EmailJS) und die Länder, in die TikTok Daten übermittelt (unter anderem Singapur und Malaysia): Standardvertragsklauseln der EU-Kommission, vom EDÖB anerkannt und an das DSG angepasst (Art. 16 Abs. 2 lit. d DSG).',
      ],
    });
  }
  return localizeDeep(
    {
      title: 'Datenschutzerklärung',
      description:
        'Wie Rechenweg personenbezogene Daten verarbeitet, welche Dienstleister beteiligt sind und welche Rechte Sie haben.',
      intro: `Der Schutz Ihrer Daten und der Daten Ihrer Kinder ist uns ein zentrales Anliegen. Hier erklären wir nach Art. 13 DSGVO, welche Daten beim Besuch dieser Website verarbeitet werden, zu welchem Zweck, auf welcher Rechtsgrundlage, wie lange und wer sie erhält – nach der Datenschutz-Grundverordnung (DSGVO) und dem Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG)${swiss ? ' sowie dem Schweizer Datenschutzgesetz (DSG)' : ''}.`,
      sections,
    },
    country,
    companyData(company),
  );
}

export function terms(company: Company, country: Country): LegalDocument {
  const swiss = country === 'CH';
  const currency = currencyOf(country);
  const prices = PLANS.map(
    (plan) =>
      `für ${plan.months} ${plan.months === 1 ? 'Monat' : 'Monate'} ${formatMinor(plan.prices[currency], country)}`,
  );
  const priceList = `${prices.slice(0, -1).join(', ')} und ${prices.at(-1)}`;
  return localizeDeep(
    {
      title: 'Allgemeine Geschäftsbedingungen',
      description: 'Die Allgemeinen Geschäftsbedingungen für die Nutzung von Rechenweg.',
      intro: `Diese Bedingungen gelten für die Nutzung des KI-Mathetutors Rechenweg durch Schülerinnen und Schüler, Eltern, ${swiss ? 'Lehrpersonen' : 'Lehrkräfte'} und Schulen ${swiss ? 'in der Schweiz' : 'in Deutschland'}.`,
      sections: [
        {
          heading: '1. Geltungsbereich',
          paragraphs: [
            `Diese AGB regeln das Vertragsverhältnis zwischen ${address(company)} („wir“) und den Nutzerinnen und Nutzern von Rechenweg. Abweichende Bedingungen gelten nur, wenn wir ihnen ausdrücklich zustimmen.`,
          ],
        },
        {
          heading: '2. Leistungen',
          paragraphs: [
            `Rechenweg ist ein digitaler Lernbegleiter für Mathematik. Der Tutor erklärt Aufgaben, gibt Hinweise und stellt Übungen zusammen. Er ersetzt weder den Unterricht noch die Verantwortung der ${swiss ? 'Lehrpersonen' : 'Lehrkräfte'} und Eltern.`,
          ],
        },
        {
          heading: '3. Registrierung und Minderjährige',
          paragraphs: [
            'Für die Nutzung ist ein Konto erforderlich. Minderjährige benötigen die Zustimmung ihrer Erziehungsberechtigten; Schulen stellen dies für von ihnen angelegte Konten sicher.',
          ],
        },
        {
          heading: '4. Preise und Zahlung',
          paragraphs: [
            `Der Einstieg ist kostenlos. Premium kostet ${priceList}, jeweils einmalig und inklusive gesetzlicher Mehrwertsteuer. Maßgeblich sind die vor dem Kauf auf der Seite „Premium“ angezeigten Preise, einschließlich eines eingelösten Gutscheins. Bezahlt wird über PayPal, mit einem PayPal-Konto oder einer Kredit- bzw. Debitkarte.`,
          ],
        },
        {
          heading: '5. Laufzeit und Kündigung',
          paragraphs: [
            'Premium wird einmalig für den gewählten Zeitraum gekauft und endet mit dessen Ablauf von selbst. Es ist kein Abonnement und verlängert sich nicht; eine Kündigung ist nicht nötig. Wir verkaufen keine Abonnements. Das Recht beider Seiten, aus wichtigem Grund zu kündigen, bleibt unberührt; eine solche Kündigung können Sie uns per E-Mail senden. Ihr kostenloses Konto können Sie jederzeit löschen.',
          ],
        },
        swiss
          ? {
              heading: '6. Kein Widerrufsrecht',
              paragraphs: [
                'Das Schweizer Recht sieht für Verträge, die im Internet geschlossen werden, kein gesetzliches Widerrufsrecht vor. Wenn Sie mit Premium nicht zufrieden sind, schreiben Sie uns: Wir suchen gern eine Lösung.',
              ],
            }
          : {
              heading: '6. Widerrufsrecht',
              paragraphs: [
                'Verbraucherinnen und Verbraucher haben ein gesetzliches Widerrufsrecht von 14 Tagen ab Vertragsschluss. Die Einzelheiten, auch wann es vorzeitig erlischt, stehen in unserer Widerrufsbelehrung unter /widerrufsbelehrung; die Bestellübersicht verlinkt sie vor dem Kauf, und die Bestellbestätigung per E-Mail enthält sie mit dem Muster-Widerrufsformular.',
              ],
            },
        {
          heading: '7. Haftung',
          paragraphs: [
            swiss
              ? 'Wir haften für Schäden, die wir absichtlich oder grobfahrlässig verursachen, sowie bei Verletzung von Leben, Körper und Gesundheit. Die Haftung für leichte Fahrlässigkeit ist ausgeschlossen, soweit das Gesetz dies zulässt.'
              : 'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper und Gesundheit. Im Übrigen haften wir nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, vertragstypischen Schaden.',
          ],
        },
        { heading: '8. Verbraucherstreitbeilegung', paragraphs: [CONSUMER_DISPUTES] },
        {
          heading: '9. Anwendbares Recht und Schlussbestimmungen',
          paragraphs: [
            swiss
              ? 'Für Verträge mit Nutzerinnen und Nutzern in der Schweiz gilt Schweizer Recht unter Ausschluss des UN-Kaufrechts. Verbraucherinnen und Verbraucher können an ihrem Wohnsitz klagen und verklagt werden (Art. 32 ZPO).'
              : 'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Verbraucherinnen und Verbrauchern mit gewöhnlichem Aufenthalt in einem anderen Staat der EU bleibt der Schutz der zwingenden Vorschriften dieses Staates erhalten.',
            'Sollte eine Bestimmung unwirksam sein, bleibt der Vertrag im Übrigen wirksam.',
          ],
        },
      ],
    },
    country,
    companyData(company),
  );
}
