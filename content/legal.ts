// Copy of the legal pages as data, per country. Swiss pages get ss for ß in
// the copy, never in the company's data from configuration (legal data).
import { planLength } from '@/content/order-review';
import { premiumPageCopy } from '@/content/pages';
import { teachersWord } from '@/content/school-words';
import { localizeDeep } from '@/content/spelling';
import type { Company } from '@/lib/core/operator';
import type { Country } from '@/lib/countries/countries';
import type { SitePath } from '@/lib/routing/pages';

export type LegalSection = {
  id?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** The list's items are steps in order. */
  numbered?: true;
  /** Paragraphs after the list. */
  after?: string[];
  /** Pages of the site the section points to, linked at its end. */
  links?: { href: SitePath; label: string }[];
  /** Set apart from the text around it, as the law asks for the right to object. */
  highlighted?: true;
};
export type LegalDocument = {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
};

/** The company's data as configured (lib/core/operator.ts): never respelt. */
export function companyData(company: Company): string[] {
  return Object.values(company).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
}

/** Name and postal address in one line, as every text of the site writes it. */
export function companyAddress(company: Company): string {
  return `${company.COMPANY_NAME}, ${company.COMPANY_STREET}, ${company.COMPANY_CITY}, ${company.COMPANY_COUNTRY}`;
}

/** The Swiss VAT number, where one is configured, for what Swiss pages and Swiss purchases show. */
export function swissVatId(company: Company, country: Country): string[] {
  return LEGAL_WORDS[country].swissVatId && company.COMPANY_VAT_ID_CH
    ? [company.COMPANY_VAT_ID_CH]
    : [];
}

type LegalWords = {
  /** Whether its pages and purchases name the Swiss VAT number, where one is configured. */
  swissVatId: boolean;
  /** The imprint's first sentence: the laws it answers. */
  imprintIntro: string;
  /** Where a visitor can complain about how we process data. */
  complaint: string;
  /** The laws beside the DSGVO and the TDDDG the privacy policy follows. */
  dataLaws: string;
  /** The privacy policy's sections on the country's own data protection law. */
  dataLawSections: (company: Company) => LegalSection[];
  /** The tax an invoice shows. */
  vat: string;
};

/** The legal pages' words that differ by country: the country's law, its authority, its tax. */
const LEGAL_WORDS = {
  DE: {
    swissVatId: false,
    imprintIntro: 'Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG).',
    complaint:
      'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), insbesondere in dem Land, in dem Sie wohnen, oder an unserem Sitz.',
    dataLaws: '',
    dataLawSections: () => [],
    vat: 'Umsatzsteuer',
  },
  CH: {
    swissVatId: true,
    imprintIntro:
      'Angaben zum Anbieter dieser Website nach Art. 3 Abs. 1 lit. s des Bundesgesetzes gegen den unlauteren Wettbewerb (UWG) und § 5 Digitale-Dienste-Gesetz (DDG).',
    complaint:
      'Sie können sich bei einer Datenschutz-Aufsichtsbehörde der EU beschweren (Art. 77 DSGVO). In der Schweiz können Sie dem Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) eine Verletzung der Datenschutzvorschriften anzeigen (Art. 49 DSG).',
    dataLaws: ' sowie dem Schweizer Datenschutzgesetz (DSG)',
    dataLawSections: (company) => [swissDataProtection(company)],
    vat: 'Mehrwertsteuer',
  },
} as const satisfies Record<Country, LegalWords>;

/** The privacy policy's section under the Swiss DSG. */
function swissDataProtection(company: Company): LegalSection {
  return {
    id: 'schweiz',
    heading: 'Zusätzlich nach dem Schweizer Datenschutzgesetz (DSG)',
    paragraphs: [
      'Für Personen in der Schweiz gilt zusätzlich das Bundesgesetz über den Datenschutz (DSG). Sie haben insbesondere das Recht auf Auskunft (Art. 25 DSG), auf Herausgabe oder Übertragung Ihrer Daten (Art. 28 DSG) und auf Berichtigung und Löschung (Art. 32 DSG). Ihre Daten werden in folgende Länder bekanntgegeben (Art. 19 Abs. 4 DSG):',
    ],
    list: [
      'Staaten der EU und des EWR (Irland, Luxemburg, Deutschland und weitere), deren Datenschutz der Bundesrat als angemessen anerkannt hat (Anhang 1 der Datenschutzverordnung).',
      'USA: für Unternehmen, die nach dem Swiss-US Data Privacy Framework zertifiziert sind, gilt der Datenschutz seit dem 15. September 2024 als angemessen; für die übrigen Empfänger verwenden wir die Standardvertragsklauseln der EU-Kommission, vom EDÖB anerkannt und an das DSG angepasst (Art. 16 Abs. 2 lit. d DSG).',
      'Singapur (EmailJS) und die Länder, in die TikTok Daten übermittelt oder aus denen es auf sie zugreift (unter anderem Singapur, Malaysia und China): Standardvertragsklauseln der EU-Kommission, vom EDÖB anerkannt und an das DSG angepasst (Art. 16 Abs. 2 lit. d DSG); für TikTok zudem Ihre ausdrückliche Einwilligung (Art. 17 Abs. 1 lit. a DSG), die Sie mit dem eigenen Schalter für TikTok oder mit „Einverstanden“ geben.',
    ],
    // Art. 14 Abs. 3 DSG: a representative's name and address are published.
    after: company.CH_REPRESENTATIVE
      ? [
          `Unsere Vertretung in der Schweiz (Art. 14 DSG) ist Anlaufstelle für Sie und den EDÖB: ${company.CH_REPRESENTATIVE}.`,
        ]
      : [],
  };
}

// § 36 VSBG: in the imprint and in the terms.
const CONSUMER_DISPUTES =
  'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz).';

export function imprint(company: Company, country: Country): LegalDocument {
  return localizeDeep(
    {
      title: 'Impressum',
      description:
        'Anbieterkennzeichnung von Rechenweg: Anschrift, Vertretung, Register und Kontakt.',
      intro: LEGAL_WORDS[country].imprintIntro,
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
            ...swissVatId(company, country).map((id) => `Mehrwertsteuernummer (MWST-Nr.): ${id}`),
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

/**
 * Where a mail the site sends waits until its provider took it, who hosts that store, and what
 * stays after (the outbox, docs/outbox.md): the same words in every section that names one.
 */
const mailWaits = (company: Company) =>
  `Bis der Mailserver unseres Versanddienstleisters eine dieser E-Mails angenommen hat, wartet sie in unserem Zwischenspeicher. Diesen betreibt für uns ${company.REDIS_PROVIDER} als Auftragsverarbeiter (Art. 28 DSGVO). Gelingt die Annahme etwa vier Tage lang nicht, bleibt sie dort höchstens weitere 30 Tage, damit wir sie erneut senden können, und wird dann automatisch gelöscht; die Kopie in unserem Archivpostfach bleibt davon unberührt. Ausgenommen ist die Bestellbestätigung eines Premium-Kaufs, solange die Freischaltung Ihres Premium-Zugangs noch auf sie wartet: Sie bleibt gespeichert, bis wir sie Ihnen gesendet oder die Bestellung mit Ihnen geklärt haben. Nach der Annahme enthält der Zwischenspeicher eine Woche lang nur noch ihre Kennnummer, ohne Namen, Adresse oder Inhalt.`;

const CONSENT_BASIS =
  'Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO; für das Speichern und Auslesen auf Ihrem Gerät § 25 Abs. 1 TDDDG).';

export function privacyPolicy(
  company: Company,
  videoHost: string,
  country: Country,
): LegalDocument {
  const sections: LegalSection[] = [
    {
      id: 'kurz',
      heading: 'Das Wichtigste in Kürze',
      paragraphs: ['Für alle, die es schnell und einfach wissen wollen:'],
      list: [
        'Ohne Ihre Zustimmung setzen wir keine Cookies für Statistik oder Werbung und laden keine Werbedienste.',
        `Sie entscheiden getrennt über Statistik (Amplitude, Google Analytics), Marketing (Google Ads, Meta) und TikTok. TikTok hat einen eigenen Schalter, weil Beschäftigte von TikTok in China auf die Daten zugreifen können. Die Dienste von Google, Meta und TikTok laden nur auf unseren Seiten für ${teachersWord(country)} und Eltern, nie auf den Seiten für Schülerinnen und Schüler und nie neben einem Formular. Alles können Sie jederzeit über die Cookie-Einstellungen unten auf jeder Seite zurücknehmen.`,
        'Wer jünger als 16 ist, lehnt bitte ab oder fragt vorher die Eltern.',
        'Was Sie uns ins Kontaktformular schreiben, nutzen wir nur, um Ihnen zu antworten.',
        'Kaufen Sie Premium auf der Website, bezahlen Sie bei PayPal; per E-Mail bestellt, per Überweisung. PayPal lädt erst, wenn Sie auf „Weiter zur Zahlung“ klicken. Ihre Kontodaten und Kartennummer sehen wir nicht; von einer Karte nennt PayPal uns nur die Marke und die letzten vier Ziffern.',
        'Sie dürfen jederzeit fragen, was wir über Sie gespeichert haben, und verlangen, dass wir es löschen.',
      ],
    },
    {
      heading: 'Verantwortlicher',
      paragraphs: [
        `${companyAddress(company)}. E-Mail: ${company.CONTACT_EMAIL}, Telefon: ${company.CONTACT_PHONE}.`,
      ],
    },
    {
      id: 'datenschutzbeauftragter',
      heading: 'Datenschutzbeauftragter',
      paragraphs: [
        `Unseren Datenschutzbeauftragten, ${company.COMPANY_DPO_NAME}, erreichen Sie unter ${company.COMPANY_DPO_EMAIL} oder per Post an unsere Anschrift mit dem Zusatz „z. Hd. des Datenschutzbeauftragten“.`,
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
        '„fb_pixel_consent“, „rw_statistics_consent“ und „rw_tiktok_consent“ (localStorage): Ihre Entscheidung zu Marketing, zu Statistik und zu TikTok, damit wir sie beachten können. Gespeichert, bis Sie sie ändern oder Ihre Browserdaten löschen.',
        'Entwurf des Kontaktformulars („kontakt-entwurf“, sessionStorage): damit nichts verloren geht, bis die Nachricht gesendet ist. Gelöscht nach dem Senden, spätestens beim Schließen des Tabs.',
        'Auswahl auf der Seite „Premium“ (sessionStorage): Zeitraum, Rabattcode und E-Mail-Adresse des Kontos bis zum Bezahlen, danach die Bestellnummer, bis das Ergebnis der Zahlung feststeht, damit ein Neuladen keine zweite Zahlung auslöst. Gelöscht spätestens beim Schließen des Tabs.',
        '„rw-browser“ (Cookie, 24 Stunden, gesetzt, wenn Sie eine Bestellung beginnen): eine Zufallszahl, die eine Bestellung an Ihren Browser bindet, damit niemand sie mit den Angaben Ihrer Bestellbestätigung abrufen kann. Auf https-Seiten heißt er „__Host-rw-browser“.',
        '„rw-bestellung“ (Cookie, 24 Stunden, nur an unsere Bestellschnittstelle gesendet): verbindet eine Bestellung mit Ihrem Browser, damit niemand sonst sie ansehen oder ausführen kann. Enthält die Bestellnummer, ob die Bestätigung versandt ist, wann er zuerst gesetzt wurde, und eine Prüfsumme.',
        'Entwurf des Kündigungsformulars (sessionStorage): damit nichts verloren geht, bis die Kündigung gesendet ist. Gelöscht nach dem Senden, spätestens beim Schließen des Tabs.',
        'Bestätigung der Kündigung (sessionStorage): gekündigter Vertrag, Art, Grund, Name, E-Mail-Adresse, Bestellnummer oder Konto, Zeitpunkt und Eingangsnummer, damit Sie die Bestätigung nach einem Neuladen noch speichern oder drucken können. Gelöscht mit „Einen weiteren Vertrag kündigen“, spätestens beim Schließen des Tabs.',
        'Entwurf und Bestätigung des Widerrufs („widerruf-entwurf“, „widerruf-bestaetigung“, sessionStorage): Name, Bestellnummer oder Konto, E-Mail-Adresse, Zeitpunkt und Eingangsnummer, aus demselben Grund. Gelöscht nach dem Senden beziehungsweise mit „Einen weiteren Vertrag widerrufen“, spätestens beim Schließen des Tabs.',
      ],
    },
    {
      id: 'einwilligung',
      heading: 'Statistik und Marketing – nur mit Ihrer Einwilligung',
      paragraphs: [
        `Sie willigen für jeden Zweck einzeln ein: „Einverstanden“ erlaubt alles, unter „Einstellungen“ wählen Sie Statistik (Amplitude, die Gerätekennung und Google Analytics), Marketing (Google Ads, Meta) und TikTok getrennt. Auf den Seiten für Schülerinnen und Schüler fragen wir nicht: Kinder unter 16 Jahren können nicht selbst einwilligen (Art. 8 DSGVO). Dort setzen wir keine Cookies, lesen und speichern nichts auf dem Gerät, laden keinen Dienst eines anderen Anbieters und zeigen Videos nur als Links, auch wenn in demselben Browser jemand eingewilligt hat. ${CONSENT_BASIS}`,
        `Die Dienste von Google, Meta und TikTok laden wir nur auf unseren Seiten für ${teachersWord(country)} und für Eltern. Nie laden sie auf den Seiten für Schülerinnen und Schüler, auf „Premium“, „Kontakt“, „Verträge hier kündigen“ und „Vertrag widerrufen“: Dort lesen Kinder oder geben Daten in ein Formular ein. Öffnen Sie von einer Seite mit diesen Diensten das Kontaktformular oder eine solche Seite, lädt Ihr Browser sie neu und ohne die Dienste. Den automatischen Abgleich von Formulardaten („Advanced Matching“) haben wir bei Meta und TikTok ausgeschaltet, die automatische Auswertung von Schaltflächen und Seiteninhalten durch das Meta-Pixel ebenso; keiner der Dienste erhält von uns E-Mail-Adressen oder andere Formulareingaben.`,
      ],
      list: [
        'Gerätekennung „device_id“ (Cookie, ein Jahr): eine zufällige Kennung, damit Sie bei Tests von Seitenvarianten immer dieselbe Variante sehen und wir die Varianten vergleichen können. Empfänger: Amplitude (siehe unten).',
        'Statistik – Amplitude (Amplitude, Inc., San Francisco, USA; Verarbeitung im Rechenzentrum der EU): Reichweitenmessung und Produktanalyse (aufgerufene Seiten, Klicks, Sitzungen, Gerätekennung, und woher Sie kamen: die verweisende Seite und Kampagnenangaben in der Adresse wie „utm_source“). Mit jeder Anfrage erhält Amplitude technisch bedingt Ihre IP-Adresse und die Kennung Ihres Browsers. Die IP-Adresse speichert Amplitude nicht; beim Empfang bestimmt Amplitude aus ihr Ihren ungefähren Standort (Land, Region und Stadt) und aus der Kennung Ihren Browser, Ihr Betriebssystem und die Art Ihres Geräts. Die Sprache Ihres Browsers senden wir nicht mit. Cookies und Speicher „AMP_…“ ein Jahr; die Ereignisse löschen wir nach spätestens 24 Monaten. Auftragsverarbeiter (Art. 28 DSGVO).',
        'Marketing – Google Tag Manager (Google Ireland Ltd., Dublin, Irland; Google LLC, USA): lädt mit Ihrer Einwilligung in Marketing Google Ads und Google Analytics 4 und teilt ihnen über Google Consent Mode mit, wozu Sie eingewilligt haben; er selbst setzt keine Cookies. Über ihn laden wir nur diese beiden Dienste.',
        'Statistik – Google Analytics 4 (Google Ireland Ltd., Dublin, Irland; Google LLC, USA): Reichweitenmessung auf unseren Seiten für Erwachsene (aufgerufene Seiten, Klicks, Sitzungen, Gerätetyp, ungefähres Land); Google erhält dabei Ihre IP-Adresse, Google Analytics 4 speichert sie nicht. Es läuft nur, wenn Sie der Statistik und dem Marketing zugestimmt haben: Der Tag Manager, der es lädt, kommt mit dem Marketing, und zählen darf es nur mit Ihrer Einwilligung in die Statistik („analytics_storage“ in Google Consent Mode). Cookies „_ga“, „_ga_…“ bis 24 Monate, Daten 14 Monate. Google ist dabei unser Auftragsverarbeiter (Art. 28 DSGVO) nach den Datenverarbeitungsbedingungen von Google.',
        'Marketing – Google Ads (Google Ireland Ltd., Dublin, Irland; Google LLC, USA): misst, ob unsere Werbung wirkt (Conversion-Tracking), und spielt sie gezielt aus, auch an Besucherinnen und Besucher dieser Seiten (Remarketing). Cookies „_gcl_…“ 90 Tage. Google verarbeitet diese Daten als eigenständig Verantwortlicher (Art. 4 Nr. 7 DSGVO) nach den „Google Ads Controller-Controller Data Protection Terms“; wir sind für das Erheben auf unserer Website und die Übermittlung an Google verantwortlich, was Google danach mit den Daten tut, verantwortet Google allein.',
        'Marketing – Meta-Pixel (Meta Platforms Ireland Ltd., Dublin, Irland): misst, ob unsere Werbung auf Facebook und Instagram wirkt, und zeigt sie Menschen, denen Rechenweg helfen kann. Cookie „_fbp“ 90 Tage. Für das Erheben und Übermitteln der Daten an Meta sind wir mit Meta gemeinsam verantwortlich (Art. 26 DSGVO); die Vereinbarung dazu („Controller Addendum“) stellt Meta bereit, und Meta beantwortet Anfragen zu Ihren Rechten für diese Verarbeitung. Was Meta danach mit den Daten tut, verantwortet Meta allein.',
        'Marketing – TikTok-Pixel (TikTok Technology Limited, Dublin, Irland): misst unsere Werbung auf TikTok. Cookie „_ttp“ 13 Monate. Es lädt nur, wenn Sie TikTok erlauben: unter „Einstellungen“ mit seinem eigenen Schalter oder mit „Einverstanden“, dessen Text diese Übermittlung nennt; Ihre Einwilligung in Marketing allein lädt es nicht. Denn Beschäftigte der TikTok-Unternehmensgruppe in China können aus der Ferne auf die Daten zugreifen, und für China gibt es keinen Angemessenheitsbeschluss: Behörden dort können die Daten nach chinesischem Recht verlangen, und Ihre Rechte können Sie dort kaum durchsetzen (siehe „Übermittlung in Drittländer“). Für das Erheben und Übermitteln der Daten an TikTok sind wir mit TikTok gemeinsam verantwortlich (Art. 26 DSGVO, „Joint Controller Addendum“ von TikTok); die weitere Verarbeitung verantwortet TikTok allein.',
        `Videos (${videoHost}): Ein Video wird erst geladen, wenn Sie es anklicken (Zwei-Klick-Lösung). Mit dem Klick willigen Sie ein, dass Ihr Browser das Video beim Anbieter abruft und dabei Ihre IP-Adresse und Browserdaten übermittelt; der Anbieter kann dabei Cookies setzen.`,
      ],
    },
    {
      id: 'ohne-einwilligung',
      heading: 'Was ohne Einwilligung geschieht',
      paragraphs: [
        'Lehnen Sie ab, lädt Ihr Browser nichts von Amplitude und sendet nichts dorthin, auch nicht Ihre Ablehnung.',
        'Fehlerberichte (Sentry, Functional Software, Inc., San Francisco, USA): Tritt in Ihrem Browser oder auf unserem Server ein Fehler auf, etwa weil eine Seite abstürzt, senden wir einen Fehlerbericht, damit wir technische Probleme schnell beheben können. Er enthält die Fehlermeldung mit der Stelle in unserem Programm, an der sie auftrat, die Adresse der Seite ohne alles ab „?“, den Zeitpunkt und die Schritte davor auf unserer Website: aufgerufene Seiten, angeklickte Elemente, Anfragen Ihres Browsers (Adresse und Ergebnis, nicht der Inhalt) und technische Meldungen der Seite. Nach einem Fehler in Ihrem Browser sendet er außerdem, wie schnell diese Seite und die danach aufgerufenen Seiten laden. Betrifft ein Fehler auf unserem Server eine Bestellung, eine Kündigung oder einen Widerruf, nennt der Bericht die Nummer des Vorgangs, damit wir ihn nachholen können. Blockiert Ihr Browser auf einer unserer Seiten etwas, das unsere Sicherheitsrichtlinie (Content Security Policy) nicht erlaubt, meldet er das über unseren Server an Sentry: welche Regel griff, was blockiert wurde und auf welcher Seite, jede Adresse ohne alles ab „?“. Auf den Seiten für Schülerinnen und Schüler sendet Ihr Browser weder Fehlerberichte noch solche Meldungen.',
        'Nicht gesendet werden Ihre IP-Adresse, die Kopfzeilen Ihrer Anfragen (darunter Cookies und die Kennung Ihres Browsers), Sprache und Zeitzone Ihres Browsers, Angaben zu Ihrem Gerät (etwa Arbeitsspeicher und Prozessorkerne) und zur Art Ihrer Internetverbindung sowie Ihre Formulareingaben; welchen Browser und welches Betriebssystem Sie nutzen, erfährt Sentry also nicht. Die Berichte aus Ihrem Browser laufen über unseren eigenen Server, sodass Sentry auch beim Empfang nur dessen Adresse sieht. Sentry löscht die Berichte nach 90 Tagen. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO (unser Interesse an einer fehlerfreien Website). Auftragsverarbeiter (Art. 28 DSGVO).',
      ],
    },
    {
      heading: 'Kontaktformular und E-Mail',
      paragraphs: [
        'Wenn Sie uns über das Formular schreiben, verarbeiten wir Ihr Anliegen, Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht, um Ihre Anfrage zu beantworten. Diese vier Angaben sind Pflichtfelder: Ohne sie können wir nicht antworten. Sie können uns stattdessen auch anrufen oder eine E-Mail schreiben. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO, wenn es um einen Vertrag oder dessen Anbahnung geht, sonst Art. 6 Abs. 1 lit. f DSGVO (unser Interesse, Anfragen zu beantworten).',
        'Das Formular wird über EmailJS (EmailJS Pte. Ltd., Singapur) an unser Postfach gesendet; EmailJS ist unser Auftragsverarbeiter (Art. 28 DSGVO) und speichert die Nachricht nicht dauerhaft. Für Singapur gibt es keinen Angemessenheitsbeschluss der EU-Kommission; die Übermittlung sichern wir mit den Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO) ab.',
        'Wir löschen Anfragen sechs Monate, nachdem sie erledigt sind; was als Geschäftsbrief aufbewahrt werden muss, nach sechs Jahren (§ 257 Abs. 1 Nr. 2 und 3, Abs. 4 HGB; § 147 Abs. 1 Nr. 2 und 3, Abs. 3 AO).',
      ],
    },
    {
      id: 'premium-kauf',
      heading: 'Kauf von Premium',
      paragraphs: [
        'Auf der Seite „Premium“ wählen Sie einen Zeitraum, geben die E-Mail-Adresse des Rechenweg-Kontos an, das Premium bekommen soll, und auf Wunsch einen Rabattcode. So werden diese und weitere Angaben weitergegeben:',
      ],
      list: [
        '„Einlösen“: Ihr Browser sendet den Rabattcode an unseren Server, der prüft, ob er gilt, und die Preise damit berechnet. Gespeichert wird der Code dabei nicht.',
        '„Weiter zur Zahlung“: Erst jetzt lädt Ihr Browser das Programm und die Buttons von PayPal von den Servern von PayPal. Dabei erhält PayPal Ihre IP-Adresse und Browserdaten und kann Cookies setzen, die es für die Zahlung braucht. Vorher wird nichts an PayPal übertragen.',
        'Button von PayPal: Unser Server legt die Bestellung bei PayPal an und übermittelt Betrag, Währung, den gekauften Zeitraum, die Website (Deutschland oder Schweiz), einen eingelösten Rabattcode, eine Zahlungsreferenz („RW-“ und eine Nummer, aus der sich nichts über Sie ablesen lässt) und die E-Mail-Adresse des Rechenweg-Kontos. Die E-Mail-Adresse ist dabei verschlüsselt: PayPal kann sie nicht lesen; wir brauchen sie, um eine Zahlung dem Konto zuordnen zu können.',
        'Im Fenster von PayPal geben Sie Ihre Zahlungsdaten direkt bei PayPal ein; Kontodaten und Kartennummer erhalten wir nicht. Nach Ihrer Bestätigung nennt PayPal uns Ihren Namen, Ihre E-Mail-Adresse, Ihr Land und die Zahlungsart (PayPal-Konto oder Karte), bei einer Karte auch deren Marke und die letzten vier Ziffern, die wir Ihnen in der Übersicht vor der Bestellung zeigen. An die E-Mail-Adresse senden wir die Bestellbestätigung.',
        `Bestellbestätigung: Wir senden sie über unseren E-Mail-Versanddienstleister ${company.MAIL_PROVIDER}, der sie als unser Auftragsverarbeiter (Art. 28 DSGVO) zustellt, und eine Kopie an unser eigenes Archivpostfach, als Nachweis, dass und was wir gesendet haben. ${mailWaits(company)}`,
        'Freischaltung: Unser Server übermittelt dem Server der Rechenweg-App, unserem eigenen Produktserver, die Bestellnummer und Zahlungsreferenz, die E-Mail-Adresse des Kontos, Zeitraum und Laufzeit, Betrag und Rabattcode, die Website (Deutschland oder Schweiz), ob ein Widerrufsrecht besteht und Ihre Zustimmung zum sofortigen Beginn mit Zeitpunkt. Ihren Namen und Ihre Zahlungsdaten erhält der Produktserver nicht. Auch diese Angaben warten in unserem Zwischenspeicher, bis die Bestellbestätigung versendet ist und der Produktserver sie entgegengenommen hat; es gelten dieselben Fristen.',
      ],
    },
    {
      id: 'premium-rechtsgrundlagen',
      heading: 'Premium: Rechtsgrundlagen, PayPal und Speicherdauer',
      paragraphs: [
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO: Wir brauchen die Angaben, um den Vertrag zu schließen und zu erfüllen. Ohne die E-Mail-Adresse des Kontos können wir Premium nicht freischalten. Ihre Zustimmung zum sofortigen Beginn und die Bestellbestätigung bewahren wir auf, weil das Gesetz es verlangt (Art. 6 Abs. 1 lit. c DSGVO).',
        'Bestellen Sie per E-Mail, verarbeiten wir Ihren Namen, Ihre Anschrift, Ihre E-Mail-Adresse, die E-Mail-Adresse des Kontos, den Zeitraum, Ihre Erklärung zum sofortigen Beginn und die Angaben Ihrer Überweisung (Name, Kontoverbindung, Betrag, Verwendungszweck), um den Vertrag zu schließen und zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Die Rechnung bewahren wir acht Jahre auf (Art. 6 Abs. 1 lit. c DSGVO).',
        'Die Zahlung wickelt PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, 2449 Luxemburg, in eigener Verantwortung ab; für die Verarbeitung bei PayPal gilt zusätzlich die Datenschutzerklärung von PayPal.',
        'Bestellungen selbst speichert die Website nicht; Bestellbestätigung und Freischaltung warten nur, wie oben beschrieben, bis zu ihrer Übergabe in unserem Zwischenspeicher. Damit weitere Käufe Sie nicht länger als 24 Monate binden, merkt sie sich zu jedem Kauf auf der Website nur Bestellnummer, Tag und Länge, unter einem Schlüssel, aus dem sich die E-Mail-Adresse des Kontos nicht ablesen lässt. Diese Angaben löscht sie automatisch, wenn für das Konto gut 25 Monate lang kein weiterer Kauf hinzugekommen ist (Art. 6 Abs. 1 lit. b DSGVO). Für unsere Buchhaltung bewahren wir Rechnungen und andere Buchungsbelege acht Jahre auf (§ 147 Abs. 1 Nr. 4, Abs. 3 AO; § 257 Abs. 1 Nr. 4, Abs. 4 HGB), Handelsbücher und Jahresabschlüsse zehn Jahre (§ 147 Abs. 1 Nr. 1, Abs. 3 AO; § 257 Abs. 1 Nr. 1, Abs. 4 HGB) und Geschäftsbriefe wie die Bestellbestätigung sechs Jahre (§ 147 Abs. 1 Nr. 2 und 3 AO; § 257 Abs. 1 Nr. 2 und 3 HGB). Die Fristen beginnen mit dem Ende des Kalenderjahres, in dem der Beleg entstanden ist (Art. 6 Abs. 1 lit. c DSGVO).',
      ],
    },
    {
      id: 'kuendigung',
      heading: 'Kündigung über „Verträge hier kündigen“',
      paragraphs: [
        `Wenn Sie über das Formular kündigen, verarbeiten wir den gekündigten Vertrag (Premium oder Konto), die Art der Kündigung, einen angegebenen Grund, Ihren Namen, Ihre E-Mail-Adresse, die Bestellnummer oder die E-Mail-Adresse des Kontos und den gewünschten Zeitpunkt, um die Kündigung auszuführen und sie Ihnen zu bestätigen (Art. 6 Abs. 1 lit. c DSGVO mit § 312k BGB). Die Bestätigung an Sie und die Nachricht an uns sendet unser E-Mail-Versanddienstleister ${company.MAIL_PROVIDER} als Auftragsverarbeiter (Art. 28 DSGVO); eine Kopie der Bestätigung geht an unser Archivpostfach. ${mailWaits(company)}`,
        'Kündigungen bewahren wir als Nachweis bis zum Ende der regelmäßigen Verjährungsfrist auf: drei Jahre ab dem Ende des Jahres, in dem der Vertrag endet (§§ 195, 199 BGB); die Kündigungsbestätigung als Geschäftsbrief sechs Jahre (§ 257 Abs. 1 Nr. 3, Abs. 4 HGB; § 147 Abs. 1 Nr. 3, Abs. 3 AO).',
      ],
    },
    {
      id: 'widerruf',
      heading: 'Widerruf über „Vertrag widerrufen“',
      paragraphs: [
        `Wenn Sie über „Vertrag widerrufen“ widerrufen, verarbeiten wir Ihren Namen, die Bestellnummer oder die E-Mail-Adresse des Kontos und Ihre E-Mail-Adresse, um den Widerruf auszuführen und Ihnen seinen Eingang mit Inhalt, Datum und Uhrzeit zu bestätigen (Art. 6 Abs. 1 lit. c DSGVO mit § 356a BGB). Die Eingangsbestätigung an Sie und die Nachricht an uns sendet unser E-Mail-Versanddienstleister ${company.MAIL_PROVIDER} als Auftragsverarbeiter (Art. 28 DSGVO); eine Kopie der Bestätigung geht an unser Archivpostfach. ${mailWaits(company)}`,
        'Widerrufe bewahren wir wie Kündigungen als Nachweis bis zum Ende der regelmäßigen Verjährungsfrist auf (§§ 195, 199 BGB), die Eingangsbestätigung als Geschäftsbrief sechs Jahre (§ 257 Abs. 1 Nr. 3, Abs. 4 HGB; § 147 Abs. 1 Nr. 3, Abs. 3 AO).',
      ],
    },
    {
      id: 'missbrauchsschutz',
      heading: 'Schutz vor Missbrauch',
      paragraphs: [
        `Damit niemand Rabattcodes in schneller Folge ausprobiert, Bestellungen in unserem Namen massenhaft anlegt oder die Formulare zum Kündigen und Widerrufen missbraucht, zählt unser Server die Anfragen an diese Schnittstellen und an die Weiterleitung unserer Fehlermeldungen je IP-Adresse, bei IPv6 auch je Netzbereich (die ersten 64, 56 und 48 Bit der Adresse). Dazu hält er die IP-Adresse und diese Netzbereiche mit einem Zähler höchstens zehn Minuten im Arbeitsspeicher oder in unserem Zwischenspeicher bei ${company.REDIS_PROVIDER}; danach werden sie gelöscht. Damit niemand über diese Formulare fremde Postfächer mit E-Mails füllt, zählen wir außerdem die Bestätigungen je Empfängeradresse, je Domain und je absendender IP-Adresse oder Netzbereich; dafür halten wir nur Prüfsummen (Hashwerte) davon, höchstens einen Tag lang. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist ein sicherer Bestellablauf und der Schutz Dritter vor unerwünschten E-Mails.`,
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
        'TikTok übermittelt Daten in Länder außerhalb des EWR (unter anderem USA, Singapur, Malaysia), und Beschäftigte der TikTok-Unternehmensgruppe in China können aus der Ferne auf sie zugreifen. Für China, Singapur und Malaysia gibt es keinen Angemessenheitsbeschluss der EU-Kommission; TikTok stützt sich auf die Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO). Diese Klauseln können nicht ausschließen, dass Behörden in China nach dortigem Recht Zugriff auf die Daten verlangen; Rechte wie in der EU können Sie dort nicht durchsetzen. Die irische Datenschutzbehörde hat 2025 entschieden, dass TikTok nicht nachgewiesen hat, dass diese Klauseln den Zugriff aus China ausreichend absichern; TikTok hat dagegen Rechtsmittel eingelegt. Das TikTok-Pixel laden wir deshalb nur mit Ihrer ausdrücklichen Einwilligung in diese Übermittlung, nachdem wir Sie auf ihre Risiken hingewiesen haben (Art. 49 Abs. 1 lit. a DSGVO): mit dem eigenen Schalter für TikTok unter „Einstellungen“ oder mit „Einverstanden“, dessen Text die Übermittlung nach China und ihr Risiko nennt.',
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
        'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die technisch notwendigen Daten kann die Seite nicht ausgeliefert werden; ohne die Pflichtfelder des Kontaktformulars können wir nicht antworten; ohne die E-Mail-Adresse des Kontos können wir Premium nicht freischalten; ohne die Angaben des Kündigungsformulars können wir eine Kündigung nicht zuordnen. Kündigen können Sie auch per E-Mail oder Post.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO), am einfachsten über die Cookie-Einstellungen am Ende jeder Seite. Schreiben Sie uns dafür an die oben genannte E-Mail-Adresse.',
        LEGAL_WORDS[country].complaint,
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
  sections.push(...LEGAL_WORDS[country].dataLawSections(company));
  return localizeDeep(
    {
      title: 'Datenschutzerklärung',
      description:
        'Wie Rechenweg personenbezogene Daten verarbeitet, welche Dienstleister beteiligt sind und welche Rechte Sie haben.',
      intro: `Der Schutz Ihrer Daten und der Daten Ihrer Kinder ist uns ein zentrales Anliegen. Hier erklären wir nach Art. 13 DSGVO, welche Daten beim Besuch dieser Website verarbeitet werden, zu welchem Zweck, auf welcher Rechtsgrundlage, wie lange und wer sie erhält – nach der Datenschutz-Grundverordnung (DSGVO) und dem Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG)${LEGAL_WORDS[country].dataLaws}.`,
      sections,
    },
    country,
    companyData(company),
  );
}

/** The ordering steps, as the checkout runs them (§ 312i BGB with Art. 246c Nr. 1 EGBGB). */
export const ORDERING_STEPS = [
  'Auf der Seite „Premium“ wählen Sie den Zeitraum, geben die E-Mail-Adresse des Rechenweg-Kontos an, das Premium bekommen soll, und lösen auf Wunsch einen Rabattcode ein.',
  'Mit „Weiter zur Zahlung“ erscheinen die Buttons von PayPal. Im Fenster von PayPal wählen Sie Ihr PayPal-Konto oder Ihre Karte und bestätigen die Zahlungsart. Damit ist noch nichts bestellt und nichts bezahlt.',
  'Die Bestellübersicht zeigt Ihnen alle Angaben noch einmal: Zeitraum, Laufzeit, Preis, Konto und Zahlungsart. Mit „Angaben ändern“ berichtigen Sie Eingabefehler. Außerdem bestätigen Sie dort mit einem Häkchen, dass Premium sofort beginnen soll; ohne dieses Häkchen lässt sich nicht bestellen.',
  'Mit dem Button „Jetzt zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald wir die Zahlung ausführen und Ihnen das auf der Seite bestätigen („Zahlung erhalten“). Die Bestellbestätigung folgt per E-Mail.',
];

/** What a version of the AGB names that is no word of ours: its date and each plan's price with VAT. */
export type AgbVersion = { date: string; prices: { months: number; price: string }[] };

/**
 * The terms. They are the same on both hosts apart from the prices' currency
 * and Swiss spelling: who has which right follows the buyer (PayPal's payer
 * country, the consumer's residence), not the site the buyer happened to use.
 * `emailImmediateStart` is the request to start before the withdrawal period
 * ends that an order by e-mail carries (content/withdrawal-notice.ts).
 * Legal to confirm: the classification (digital service), the second purchase
 * extending the term, the refund after a termination for cause, the order by
 * e-mail (its offer and acceptance, the payment period).
 */
export function terms(
  company: Company,
  country: Country,
  version: AgbVersion,
  emailImmediateStart: string,
): LegalDocument {
  const prices = version.prices.map((plan) => `für ${planLength(plan.months)} ${plan.price}`);
  const priceList = `${prices.slice(0, -1).join(', ')} und ${prices.at(-1)}`;
  return localizeDeep(
    {
      title: 'Allgemeine Geschäftsbedingungen',
      description:
        'Die Allgemeinen Geschäftsbedingungen für Rechenweg und den Kauf von Rechenweg Premium: Leistungen, Bestellung, Laufzeit, Widerruf, Haftung.',
      intro: `Diese Bedingungen gelten für die Nutzung des KI-Mathetutors Rechenweg durch Schülerinnen und Schüler, Eltern, ${teachersWord(country)} und Schulen und für den Kauf von Rechenweg Premium auf dieser Website. Fassung vom ${version.date}.`,
      sections: [
        {
          id: 'geltungsbereich',
          heading: '1. Geltungsbereich und Vertragspartner',
          paragraphs: [
            `Diese AGB regeln die Verträge zwischen ${companyAddress(company)} („wir“) und Ihnen. Verbraucherin oder Verbraucher ist, wer einen Vertrag zu Zwecken schließt, die überwiegend weder einer gewerblichen noch einer selbständigen beruflichen Tätigkeit zuzurechnen sind (§ 13 BGB). Abweichende Bedingungen gelten nur, wenn wir ihnen ausdrücklich zustimmen.`,
          ],
        },
        {
          id: 'leistungen',
          heading: '2. Leistungen',
          paragraphs: [
            `Rechenweg ist ein digitaler Lernbegleiter für Mathematik. Der Tutor erklärt Aufgaben, gibt Hinweise und stellt Übungen zusammen. Er ersetzt weder den Unterricht noch die Verantwortung der ${teachersWord(country)} und Eltern. Das Konto und seine Grundfunktionen sind kostenlos.`,
          ],
        },
        {
          id: 'konto',
          heading: '3. Konto und Minderjährige',
          paragraphs: [
            'Für die Nutzung ist ein Konto erforderlich. Minderjährige benötigen die Zustimmung ihrer Erziehungsberechtigten; Schulen stellen dies für von ihnen angelegte Konten sicher.',
          ],
        },
        {
          id: 'premium',
          heading: '4. Rechenweg Premium',
          paragraphs: ['Premium erweitert ein Rechenweg-Konto für den gekauften Zeitraum um:'],
          list: premiumPageCopy(country).includes,
          after: [
            'Für Aufgaben, Hinweise und Erklärungen gibt es keine Obergrenze. Premium ist für das persönliche Lernen der Person bestimmt, der das Konto gehört: Das Konto weiterzugeben oder Rechenweg automatisiert abzufragen ist nicht erlaubt.',
            'Premium ist eine digitale Dienstleistung (§ 327 Abs. 2 Satz 2 BGB): Sie erhalten für den gekauften Zeitraum Zugang zu den Premium-Funktionen. Wir halten Premium während der Laufzeit in vertragsgemäßem Zustand und stellen die dafür nötigen Aktualisierungen bereit (§§ 327e, 327f BGB).',
          ],
        },
        {
          id: 'kaeufer',
          heading: '5. Wer Premium kaufen kann',
          paragraphs: [
            'Premium kaufen können volljährige Personen. Wer kauft, ist unser Vertragspartner und zahlt den Preis.',
            'Premium wird für das Rechenweg-Konto freigeschaltet, dessen E-Mail-Adresse Sie bei der Bestellung angeben. Das kann Ihr eigenes Konto sein oder das einer anderen Person, etwa Ihres Kindes; diese Person übernimmt dadurch keine eigenen Pflichten. Kaufen Sie für das Konto einer anderen Person, sorgen Sie dafür, dass sie (bei Minderjährigen ihre Erziehungsberechtigten) einverstanden ist.',
          ],
        },
        {
          id: 'bestellung',
          heading: '6. Bestellung, Vertragsschluss, Vertragstext und Sprache',
          paragraphs: ['So kommt der Vertrag über Premium zustande:'],
          list: ORDERING_STEPS,
          numbered: true,
          after: [
            `Sie können Premium auch ohne PayPal per E-Mail an ${company.CONTACT_EMAIL} bestellen. Nennen Sie den Zeitraum, die E-Mail-Adresse des Rechenweg-Kontos, das Premium bekommen soll, und Ihren Namen mit Ihrer Anschrift für die Rechnung. Ihre E-Mail ist Ihr Angebot. Es gelten diese AGB in der Fassung vom Tag Ihrer E-Mail und die Preise, die die Seite „Premium“ an diesem Tag nennt. Wir nehmen es an, indem wir Ihnen die Rechnung per E-Mail senden; mit ihrem Eingang bei Ihnen kommt der Vertrag zustande. Mit der Rechnung erhalten Sie die Bestellbestätigung mit den Angaben Ihrer Bestellung, diesen AGB und der Widerrufsbelehrung mit dem Muster-Widerrufsformular. Bezahlt wird per Überweisung (Abschnitt 7).`,
            `Soll Premium nach einer Bestellung per E-Mail schon vor Ablauf der 14-tägigen Widerrufsfrist beginnen, verlangen Sie das in Ihrer Bestellung oder in einer weiteren E-Mail vor Ablauf der Widerrufsfrist, am einfachsten mit diesen Worten: „${emailImmediateStart}“ Wir bestätigen Ihnen diese Erklärung mit ihrem Wortlaut und dem Zeitpunkt ihres Eingangs per E-Mail, bevor Premium beginnt, mit der Bestellbestätigung oder danach. Ohne diese Erklärung schalten wir Premium erst frei, wenn die Widerrufsfrist abgelaufen und Ihre Zahlung eingegangen ist.`,
            'Vertragssprache ist Deutsch.',
            'Wir speichern den Vertragstext, also die Angaben Ihrer Bestellung und die Fassung dieser AGB. Die Bestellbestätigung per E-Mail enthält beides mit der Widerrufsbelehrung; bitte bewahren Sie sie auf. Die aktuelle Fassung der AGB finden Sie jederzeit auf dieser Seite. Auf der Website können Sie eine frühere Bestellung nicht abrufen; auf Anfrage senden wir Ihnen die Angaben erneut.',
          ],
        },
        {
          id: 'preise',
          heading: '7. Preise und Zahlung',
          paragraphs: [
            `Premium kostet ${priceList}, jeweils einmalig für den ganzen Zeitraum. Maßgeblich ist der Preis in der Bestellübersicht, einschließlich eines angewendeten Rabattcodes, bei einer Bestellung per E-Mail der Preis, den die Seite „Premium“ am Tag Ihrer E-Mail nennt. Auf der Website bezahlen Sie über PayPal, mit einem PayPal-Konto oder einer Kredit- bzw. Debitkarte; PayPal bucht den Betrag ab, wenn Sie auf „Jetzt zahlungspflichtig bestellen“ klicken.`,
            'Bei einer Bestellung per E-Mail (Abschnitt 6) überweisen Sie den Preis der Rechnung innerhalb von 14 Tagen nach ihrem Eingang auf das Konto, das die Rechnung nennt, mit der Nummer der Rechnung als Verwendungszweck. Premium beginnt erst, wenn das Geld auf unserem Konto eingegangen ist; den Beginn bestätigen wir Ihnen per E-Mail.',
            `Bei einer Bestellung auf der Website nennt die Bestellbestätigung Ihre Bestellnummer; sie ist keine Rechnung. Eine Rechnung mit ausgewiesener ${LEGAL_WORDS[country].vat} senden wir Ihnen gern auf Anfrage per E-Mail. Nennen Sie uns dafür bitte die Bestellnummer.`,
          ],
        },
        {
          id: 'rabattcodes',
          heading: '8. Rabattcodes',
          paragraphs: [
            'Je Bestellung lässt sich ein Rabattcode anwenden; Rabattcodes sind nicht miteinander kombinierbar. Ein Rabattcode gilt nur in seinem Aktionszeitraum; ob er gilt und um wie viel er den Preis senkt, sehen Sie nach „Einlösen“ und in der Bestellübersicht, bevor Sie bestellen. Rabattcodes haben keinen Barwert, werden nicht ausgezahlt und lassen sich nach der Bestellung nicht mehr anwenden.',
          ],
        },
        {
          id: 'laufzeit',
          heading: '9. Laufzeit, weiterer Kauf und Kündigung',
          paragraphs: [
            'Premium läuft für den gekauften Zeitraum. Hat das Konto bei der Bestellung noch kein Premium, beginnt er mit dem Vertragsschluss, bei einer Bestellung per E-Mail an dem Tag, an dem wir Premium freischalten (Abschnitte 6 und 7), und endet mit dem Tag vor demselben Kalendertag einen Monat oder zwölf Monate später (Beispiel: 23.11.2026 bis 22.11.2027). Premium endet von selbst und verlängert sich nicht automatisch. Ein Abonnement verkaufen wir nicht.',
            'Kaufen Sie Premium für ein Konto, das schon Premium hat, verlängert der Kauf dessen Premium um die gekaufte Länge: Der gekaufte Zeitraum beginnt am Tag nach dem bisherigen Ende. Ob ein Konto schon Premium hat, wissen wir bei der Bestellung nur aus unseren eigenen früheren Bestellungen auf der Website. Bestellübersicht und Bestellbestätigung nennen deshalb Beginn und Ende ausdrücklich für ein Konto ohne Premium und sagen, dass sich ein laufendes Premium stattdessen um die gekaufte Länge ab seinem bisherigen Ende verlängert.',
            'Kein Kauf bindet Sie länger als 24 Monate: Eine Bestellung, mit der Premium mehr als 24 Monate nach dem Tag der Bestellung enden würde, nehmen wir nicht an. Dafür prüfen wir die früheren Bestellungen für dasselbe Konto, die wir kennen; auf der Website sagt Ihnen die Bestellübersicht, wenn das zutrifft, bevor Sie bestellen. Kommt ein solcher Vertrag dennoch zustande, können Sie ihn jederzeit mit Wirkung zum Ende der ersten 24 Monate nach der Bestellung kündigen; den Preis für die Zeit danach erstatten wir Ihnen anteilig.',
            'Premium müssen Sie nicht kündigen. Kündigen Sie es ordentlich, endet es zum Ende des bezahlten Zeitraums. Ihr kostenloses Konto können Sie jederzeit ohne Frist kündigen; läuft noch Premium, endet das Konto mit dessen Ende. Das Datum, an dem Ihr Vertrag endet, bestätigen wir Ihnen per E-Mail.',
            'Das Recht beider Seiten, aus wichtigem Grund fristlos zu kündigen, bleibt unberührt. Kündigen Sie Premium wirksam aus wichtigem Grund, erstatten wir den Preis für die nicht genutzte Zeit anteilig. Ihre Rechte bei Mängeln (Abschnitt 11) bleiben unberührt.',
            `Kündigen können Sie am einfachsten über „Verträge hier kündigen“ am Ende jeder Seite, außerdem per E-Mail an ${company.CONTACT_EMAIL} oder per Post an die Anschrift oben.`,
          ],
          links: [{ href: '/vertraege-kuendigen', label: 'Zu „Verträge hier kündigen“' }],
        },
        {
          id: 'widerruf',
          heading: '10. Widerrufsrecht',
          paragraphs: [
            'Verbraucherinnen und Verbraucher haben ein Widerrufsrecht von 14 Tagen, gleich wo sie wohnen und mit welchem PayPal-Konto oder welcher Karte sie zahlen. Die Einzelheiten, auch wann das Widerrufsrecht vorzeitig erlischt und welchen Wertersatz Sie nach einem sofortigen Beginn schulden, stehen in unserer Widerrufsbelehrung. Die Bestellübersicht verlinkt sie; die Bestellbestätigung, bei einer Bestellung per E-Mail die Rechnung, enthält sie mit dem Muster-Widerrufsformular.',
            'Am einfachsten widerrufen Sie über „Vertrag widerrufen“ am Ende jeder Seite (§ 356a BGB): Sie geben Ihren Namen, die Bestellnummer oder die E-Mail-Adresse des Kontos und Ihre E-Mail-Adresse an und klicken auf „Widerruf bestätigen“. Wir bestätigen den Eingang sofort auf der Seite und unverzüglich per E-Mail mit Inhalt, Datum und Uhrzeit. Sie können auch per E-Mail oder Post widerrufen.',
            'Wer in der Schweiz wohnt, hat nach Schweizer Recht kein gesetzliches Widerrufsrecht bei Verträgen im Internet. Wir räumen Verbraucherinnen und Verbrauchern mit Wohnsitz in der Schweiz dasselbe Widerrufsrecht deshalb vertraglich ein, zu den Bedingungen der Widerrufsbelehrung.',
          ],
          links: [
            { href: '/vertrag-widerrufen', label: 'Zu „Vertrag widerrufen“' },
            { href: '/widerrufsbelehrung', label: 'Zur Widerrufsbelehrung' },
          ],
        },
        {
          id: 'maengel',
          heading: '11. Rechte bei Mängeln',
          paragraphs: [
            'Für Mängel von Premium gelten die gesetzlichen Vorschriften über digitale Produkte (§§ 327 ff. BGB): Ist Premium mangelhaft, können Sie verlangen, dass wir den Mangel beheben. Gelingt das nicht oder nicht in angemessener Zeit, können Sie den Vertrag beenden oder den Preis mindern und nach Abschnitt 12 Schadensersatz oder Ersatz vergeblicher Aufwendungen verlangen. Für Verbraucherinnen und Verbraucher mit Wohnsitz in der Schweiz gelten die Rechte des Schweizer Rechts.',
          ],
        },
        {
          id: 'haftung',
          heading: '12. Haftung',
          paragraphs: [
            'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz (in der Schweiz: dem Produktehaftpflichtgesetz) und soweit wir eine Garantie übernommen haben.',
            'Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine Kardinalpflicht verletzen, und begrenzt auf den Schaden, der bei Vertragsschluss vorhersehbar und für diesen Vertrag typisch war. Kardinalpflichten sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen; bei Premium ist das vor allem, Ihnen während der Laufzeit Zugang zu den Premium-Funktionen zu geben. Im Übrigen haften wir für leichte Fahrlässigkeit nicht.',
            'Ihre Rechte bei Mängeln (Abschnitt 11) bleiben von diesen Beschränkungen unberührt. Sie gelten auch für unsere Mitarbeitenden und Beauftragten.',
          ],
        },
        {
          id: 'streitbeilegung',
          heading: '13. Verbraucherstreitbeilegung',
          paragraphs: [CONSUMER_DISPUTES],
        },
        {
          id: 'recht',
          heading: '14. Anwendbares Recht und Gerichtsstand',
          paragraphs: [
            'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Verbraucherinnen und Verbrauchern mit gewöhnlichem Aufenthalt in einem anderen Staat der EU oder des EWR bleibt der Schutz der zwingenden Vorschriften dieses Staates erhalten (Art. 6 Abs. 2 Rom-I-Verordnung).',
            'Für Verbraucherinnen und Verbraucher mit Wohnsitz in der Schweiz gilt Schweizer Recht (Art. 120 IPRG). Sie können uns an Ihrem Wohnsitz oder an unserem Sitz in Deutschland verklagen; wir können Sie nur an Ihrem Wohnsitz verklagen (Art. 15 bis 17 des Lugano-Übereinkommens, LugÜ).',
            'Sollte eine Bestimmung unwirksam sein, bleibt der Vertrag im Übrigen wirksam.',
          ],
        },
      ],
    },
    country,
    companyData(company),
  );
}
