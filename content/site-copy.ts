// The site's copy, per country. Each text is written once in German spelling;
// where Swiss usage differs in more than spelling (Lehrpersonen, Prüfung,
// school levels, marks, 80’000), the Swiss wording stands beside the German
// one. Swiss copy then gets ss for ß and «…» for „…“ here, in this module
// only: names from configuration are never respelt.
import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';
import type { OutboundLinks } from '@/lib/outbound-links';
import type { ANALYTICS_EVENTS, Role } from '@/lib/site';

/** Every audience but `demo` has a landing. */
export type LandingRole = Exclude<Role, 'demo'>;

/**
 * The hero titles of the landings (the product's own words for the first two). The
 * same in both countries.
 */
export const LANDING_TITLES = {
  student: 'Dein persönlicher KI-Mathetutor',
  teacher: 'Wissenslücken der Klasse auf einen Blick',
  parent: 'Damit Ihr Kind Mathe wirklich versteht',
} as const satisfies Record<LandingRole, string>;

/** The title of the contact popup and page. */
export const CONTACT_TITLE = 'Wir helfen gern persönlich bei allen Anliegen';
export const PREMIUM_TITLE = 'Rechenweg Premium';

/** Who backs Rechenweg: configuration, so that a reader can check the names. */
export type Backing = { researchPartner: string; fundingProgramme: string };

/** The word for teachers: Lehrkräfte in Germany, Lehrpersonen in Switzerland. */
export function teachersWord(country: Country): string {
  return country === 'CH' ? 'Lehrpersonen' : 'Lehrkräfte';
}

export type Benefit = { title: string; text: string };
/** `track`: which of the product's analytics events a click on it sends (ANALYTICS_EVENTS in lib/site.ts). */
export type CallToAction = { label: string; href: string; track?: keyof typeof ANALYTICS_EVENTS };

export type Landing = {
  metaTitle: string;
  description: string;
  eyebrow: string;
  title: string;
  lead: string;
  benefitsHeading: string;
  benefits: [Benefit, Benefit, Benefit];
  primary: CallToAction;
  secondary: CallToAction;
  videos: { label: string; href: string }[];
};

export function landingContent(role: LandingRole, links: OutboundLinks, country: Country): Landing {
  return localizeDeep(germanOrSwissLanding(role, links, country === 'CH'), country);
}

function germanOrSwissLanding(role: LandingRole, links: OutboundLinks, swiss: boolean): Landing {
  // Pupil registration exists in Germany only; Swiss pupils start on the welcome page.
  const studentStart: CallToAction = links.studentRegister
    ? {
        label: 'Jetzt kostenlos starten',
        href: links.studentRegister,
        track: 'studentRegister',
      }
    : {
        label: 'Jetzt kostenlos starten',
        href: links.studentWelcome,
        track: 'studentWelcome',
      };
  const test = swiss ? 'Prüfung' : 'Klassenarbeit';
  const teachers = swiss ? 'Lehrpersonen' : 'Lehrkräfte';

  switch (role) {
    case 'student':
      return {
        metaTitle: LANDING_TITLES.student,
        description:
          'Rechenweg erklärt dir Mathe Schritt für Schritt, übt mit dir genau das, was du gerade brauchst, und hilft dir auch abends und am Wochenende. Kostenlos starten.',
        eyebrow: 'Für Schülerinnen und Schüler',
        title: LANDING_TITLES.student,
        lead: `Rechenweg erklärt dir Mathe Schritt für Schritt, bis du es wirklich verstanden hast: in deinem Tempo, zu dem, was ihr gerade im Unterricht macht, und genau dann, wenn du Hilfe brauchst – auch kurz vor der ${test}.`,
        benefitsHeading: 'So bringt dich Rechenweg weiter',
        benefits: [
          {
            title: 'Erklärt, statt nur zu lösen',
            text: `Du bekommst keine fertigen Lösungen zum Abschreiben, sondern Hinweise, mit denen du den Rechenweg selbst findest. So weißt du auch in der ${test} noch, wie es geht.`,
          },
          {
            title: 'Übt genau das, was du brauchst',
            text: 'Rechenweg merkt, wo es noch hakt, und stellt dir passende Aufgaben – von der Bruchrechnung bis zur Kurvendiskussion.',
          },
          {
            title: 'Da, wenn du Hilfe brauchst',
            text: `Ob Hausaufgaben am Abend oder Lernen am Wochenende vor der ${test}: Dein Tutor hat Zeit, wann immer du Zeit hast.`,
          },
        ],
        primary: studentStart,
        secondary: {
          label: 'Schon dabei? Anmelden',
          href: links.studentLogin,
          track: 'studentLogin',
        },
        videos: [
          { label: 'Erklärvideo ansehen', href: links.videos.student },
          {
            label: swiss ? 'Video für Primarstufe und Sek I' : 'Video für die Klassen 5 bis 7',
            href: links.videos.studentLowerGrades,
          },
          {
            label: swiss ? 'Video für Gymnasium und Matura' : 'Video für die Klassen 8 bis 13',
            href: links.videos.studentHigherGrades,
          },
        ],
      };
    case 'teacher':
      return {
        metaTitle: `Für ${teachers}: ${LANDING_TITLES.teacher}`,
        description: `Rechenweg fördert jede Schülerin und jeden Schüler individuell und zeigt Ihnen den Lernstand Ihrer Klasse in Echtzeit. Kostenlos mit Ihrer Klasse testen.`,
        eyebrow: `Für ${teachers}`,
        title: LANDING_TITLES.teacher,
        lead: 'Rechenweg begleitet jede Schülerin und jeden Schüler beim Üben und zeigt Ihnen, wo Ihre Klasse steht. So bleibt Ihnen mehr Zeit für das, was nur Sie können: gut unterrichten.',
        benefitsHeading: 'Was Rechenweg Ihnen im Unterricht abnimmt',
        benefits: [
          {
            title: 'Lernstand in Echtzeit',
            text: 'Sie sehen auf einen Blick, welche Themen sitzen und welche Schülerinnen und Schüler gerade Unterstützung brauchen – ohne zusätzliche Korrekturen.',
          },
          {
            title: 'Individuelle Förderung ohne Mehraufwand',
            text: 'Der KI-Tutor passt Aufgaben und Erklärungen an jede Schülerin und jeden Schüler an, im Unterricht wie bei den Hausaufgaben: Wer Mühe hat, bekommt mehr Hilfe, wer schneller ist, schwierigere Aufgaben.',
          },
          {
            title: 'Passend zu Ihrem Lehrplan',
            text: swiss
              ? 'Die Inhalte folgen dem Lehrplan 21 in der Volksschule und den kantonalen Lehrplänen am Gymnasium. Sie entscheiden, welche Themen Ihre Klasse wann übt.'
              : 'Die Inhalte folgen den Lehrplänen der Länder. Sie entscheiden, welche Themen Ihre Klasse wann übt.',
          },
        ],
        primary: {
          label: 'Kostenlos für Ihre Klasse testen',
          href: links.teacherRegister,
          track: 'teacherRegister',
        },
        secondary: {
          label: 'Bereits registriert? Anmelden',
          href: links.teacherLogin,
          track: 'teacherLogin',
        },
        videos: [{ label: `Einführung für ${teachers} ansehen`, href: links.videos.teacher }],
      };
    case 'parent':
      return {
        metaTitle: `Für Eltern: ${LANDING_TITLES.parent}`,
        description:
          'Rechenweg erklärt Ihrem Kind Mathematik geduldig und Schritt für Schritt – jederzeit, ohne Termindruck und ohne Streit über die Hausaufgaben.',
        eyebrow: 'Für Eltern',
        title: LANDING_TITLES.parent,
        lead: 'Rechenweg erklärt Ihrem Kind Mathematik geduldig und Schritt für Schritt, genau dann, wenn es Hilfe braucht. Ohne Termindruck und ohne Streit am Küchentisch.',
        benefitsHeading: 'Warum Eltern Rechenweg vertrauen',
        benefits: [
          {
            title: 'Geduldig zu jeder Tageszeit',
            text: 'Ihr Kind kann Fragen stellen, so oft es möchte. Der Tutor erklärt geduldig und anschaulich, bis Ihr Kind es wirklich verstanden hat.',
          },
          {
            title: 'Verstehen statt Abschreiben',
            text: 'Rechenweg verrät keine fertigen Lösungen, sondern führt Ihr Kind mit gezielten Hinweisen selbst zum Ergebnis. Das stärkt das Selbstvertrauen.',
          },
          {
            title: 'Sicher lernen',
            // Concrete measures a reader can check in the privacy policy, not a promise of "Datenschutz".
            text: `In der Lern-App sieht Ihr Kind keine Werbung. Für ein Konto braucht es Ihre Zustimmung, und auf dieser Website setzen wir Cookies für Statistik und Werbung nur mit Einwilligung. Die Inhalte passen ${swiss ? 'zum Lehrplan 21 in der Volksschule und zu den kantonalen Lehrplänen am Gymnasium' : 'zu den Lehrplänen der Länder'}.`,
          },
        ],
        primary: studentStart,
        secondary: { label: 'Erklärvideo ansehen', href: links.videos.student },
        videos: [],
      };
  }
}

/** The teachers' call to become a pilot school: the school becomes one, the teacher asks. */
export function pilotSchoolCopy(country: Country) {
  return localizeDeep(
    {
      heading: 'Mit Ihrer Schule Pilotschule werden',
      text: 'Gestalten Sie Rechenweg mit: Pilotschulen nutzen alle Funktionen für ihre Klassen, erhalten eine persönliche Einführung für das Kollegium und bringen ihre Erfahrungen direkt in die Weiterentwicklung ein.',
      button: 'Pilotschule werden',
    },
    country,
  );
}

/** The parents' price note; `cheapest` is the cheapest plan's price with its VAT note. */
export function parentPricingCopy(country: Country, cheapest: string) {
  return localizeDeep(
    {
      heading: 'Was kostet Rechenweg?',
      text: `Der Einstieg ist kostenlos: Ihr Kind kann Rechenweg ohne Abo und ohne Zahlungsdaten in Ruhe ausprobieren. Wenn es mehr üben möchte, gibt es Premium ab ${cheapest} – einmal bezahlt für einen festen Zeitraum, ohne Abo und ohne Kündigung.`,
      link: 'Premium ansehen',
    },
    country,
  );
}

export function contactPageCopy(country: Country) {
  return localizeDeep(
    {
      description:
        'Fragen zu Rechenweg, Pilotschulen oder Ihrem Konto? Wir helfen gern persönlich – per Telefon, E-Mail oder Nachricht.',
      lead: 'Ob Frage zum Konto, Idee für eine neue Funktion oder Interesse als Pilotschule: Schreiben Sie uns oder rufen Sie an. Wir antworten in der Regel innerhalb eines Werktags.',
      formHeading: 'Schreiben Sie uns',
      directHeading: 'So erreichen Sie uns direkt',
      closeLabel: 'Kontaktfenster schließen',
    },
    country,
  );
}

export function premiumPageCopy(country: Country) {
  const test = country === 'CH' ? 'Prüfung' : 'Klassenarbeit';
  const tests = country === 'CH' ? 'Prüfungen' : 'Klassenarbeiten';
  return localizeDeep(
    {
      metaTitle: 'Premium für Ihr Kind',
      description: `Rechenweg Premium: unbegrenzt üben, Lernpläne vor ${tests} und ein Wochenbericht für Eltern. Einmal zahlen mit PayPal oder Karte, kein Abo.`,
      lead: `Mit Premium übt Ihr Kind ohne Grenzen: unbegrenzt viele Aufgaben und Erklärungen, Lernpläne vor ${tests} und ein ausführlicher Wochenbericht für Sie. Sie zahlen einmal für den gewählten Zeitraum, danach endet Premium von selbst – kein Abo, nichts zu kündigen.`,
      includesHeading: 'Das ist in Premium enthalten',
      includes: [
        'Unbegrenzt viele Aufgaben, Hinweise und Schritt-für-Schritt-Erklärungen',
        `Lernpläne für die nächste ${test}, passend zum Stoff der Klasse`,
        'Ein Wochenbericht für Eltern: geübte Themen, Fortschritte, offene Lücken',
        country === 'CH'
          ? 'Alle Schulstufen und Themen, am Handy, Tablet und Computer'
          : 'Alle Klassenstufen und Themen, am Handy, Tablet und Computer',
      ],
      parentsHeading: 'Sie kaufen, Ihr Kind lernt',
      parents:
        'Premium kaufen Erwachsene, meist Eltern, für das Rechenweg-Konto eines Kindes: Sie schließen den Vertrag, und das Konto, dessen E-Mail-Adresse Sie angeben, bekommt Premium. Bezahlt wird mit PayPal oder mit Kredit- bzw. Debitkarte. Für das Konto Ihres Kindes geben Sie die E-Mail-Adresse an, mit der es sich bei Rechenweg anmeldet.',
      /** Followed by the contact address: the way to order that needs no PayPal window (BFSG). */
      orderByEmail:
        'Lieber ohne PayPal? Bestellen Sie per E-Mail mit dem Zeitraum und der E-Mail-Adresse des Kontos: Sie bekommen eine Rechnung, zahlen per Überweisung, und sobald das Geld da ist, schalten wir Premium frei. Schreiben Sie an',
      // The app's compatibility is owed before the order (Art. 246a § 1 EGBGB), in words a parent can check.
      requirementsHeading: 'Technische Voraussetzungen',
      requirements:
        'Rechenweg läuft im Browser, Sie müssen nichts installieren. Ihr Kind braucht einen Computer, ein Tablet oder ein Handy mit einem aktuellen Browser (Chrome, Edge, Firefox oder Safari in der aktuellen Version) und eine Internetverbindung.',
      buyHeading: 'Premium kaufen',
    },
    country,
  );
}

/** How many learn with Rechenweg: a count we can show, not a promise of better marks. */
export function learnersClaim(country: Country) {
  return {
    value: country === 'CH' ? '80’000+' : '80.000+',
    text: 'Schülerinnen und Schüler lernen mit Rechenweg',
  };
}

/** The landings' figures: what is true and can be checked, with the backers named. */
export function claims(country: Country, backing: Backing) {
  return [
    learnersClaim(country),
    { value: 'Wissenschaftlich begleitet', text: backing.researchPartner },
    { value: 'Gefördert', text: backing.fundingProgramme },
  ];
}

export function testimonial(country: Country) {
  const swiss = country === 'CH';
  return localizeDeep(
    {
      // No grade or other outcome: an illustration promises nothing (§ 5 UWG).
      quote: `„Früher habe ich bei Mathe sofort abgeschaltet. Mit Rechenweg verstehe ich endlich, warum ich etwas so rechne – und vor der nächsten ${swiss ? 'Prüfung' : 'Klassenarbeit'} übe ich jetzt, statt mir Sorgen zu machen.“`,
      author: swiss ? 'Lena, 14 Jahre, 2. Sek' : 'Lena, 14 Jahre, 8. Klasse',
      // Not a real pupil's words (§ 5 UWG): said so where the quote stands.
      note: 'Beispiel zur Veranschaulichung, kein Zitat einer echten Schülerin',
      // Screen readers reach the quote by this heading: it says what the quote is before they read it.
      heading: 'Beispielhafte Stimme einer Schülerin',
      image: {
        src: '/images/testimonial-lena.png',
        alt: 'Porträt-Illustration von Lena',
        width: 160,
        height: 160,
      },
    },
    country,
  );
}

export type Partner = {
  name: string;
  alt: string;
  src: string;
  href: keyof Pick<OutboundLinks, 'research' | 'ministry' | 'trustReviews' | 'tvShow'>;
  width: number;
  height: number;
};

/** Partner logos; their alt texts name the configured backers. No ß in the fixed words. */
export function partners(backing: Backing): Partner[] {
  return [
    {
      name: backing.researchPartner,
      alt: `Logo: ${backing.researchPartner}`,
      src: '/images/partner-universitaet.png',
      href: 'research',
      width: 200,
      height: 80,
    },
    {
      name: backing.fundingProgramme,
      alt: `Logo: ${backing.fundingProgramme}`,
      src: '/images/partner-stipendium.png',
      href: 'ministry',
      width: 200,
      height: 80,
    },
    {
      name: 'Kundenbewertungen',
      alt: 'Logo des Bewertungsportals mit unseren Kundenbewertungen',
      src: '/images/partner-bewertungen.png',
      href: 'trustReviews',
      width: 200,
      height: 80,
    },
    {
      name: 'Bekannt aus dem Fernsehen',
      alt: 'Logo der Fernsehsendung, in der Rechenweg vorgestellt wurde',
      src: '/images/partner-tv.png',
      href: 'tvShow',
      width: 200,
      height: 80,
    },
  ];
}

/**
 * The short videos. On a pupils' page they are plain links to the video host:
 * nothing of it loads beside what children read, not even after a click.
 */
export function shortVideosCopy(country: Country, asLinks = false) {
  const test = country === 'CH' ? 'Prüfung' : 'Klassenarbeit';
  return localizeDeep(
    {
      heading: 'Rechenweg in 60 Sekunden',
      text: asLinks
        ? 'Kurze Clips aus dem Alltag mit Rechenweg. Jeder öffnet sich auf der Seite des Videoanbieters; auf dieser Seite lädt nichts davon.'
        : 'Kurze Clips aus dem Alltag mit Rechenweg. Ein Video wird erst geladen, wenn es angeklickt wird: Dann erhält der Anbieter des Videos die IP-Adresse und Angaben zum Browser und kann Cookies setzen.',
      privacyLink: 'Mehr dazu in der Datenschutzerklärung',
      playLabel: asLinks ? 'Ansehen:' : 'Abspielen:',
      notice: asLinks
        ? 'Öffnet {host}.'
        : 'Erst mit diesem Klick wird das Video von {host} geladen.',
      titles: [
        'Brüche kürzen in 60 Sekunden',
        'So gibt Rechenweg Hinweise',
        'Lineare Funktionen verstehen',
        `Gezielt üben vor der ${test}`,
        `Der Lernstand für ${teachersWord(country)}`,
        'Prozentrechnung im Alltag',
      ],
    },
    country,
  );
}

/**
 * A sentence that names buttons: the odd parts are the buttons' names, set off
 * in bold where they are shown.
 */
export type NamingButtons = readonly string[];

/**
 * The cookie consent overlay. It sits in the root layout,
 * above both countries, so it is written to read right in both: no ß, no
 * quotation marks (button names are set off in bold instead), `Sie`
 * throughout, an impersonal under-16 note. The claim below it is
 * `learnersClaim`, whose number the overlay writes in the page's country.
 */
/** From this age a young person consents alone (Art. 8 DSGVO, as Germany applies it); younger, a parent chooses. */
const CONSENT_AGE = 16;

export const CONSENT_COPY = {
  title: 'Cookies und ähnliche Techniken auf dieser Website',
  text: [
    [
      'Wir und Drittanbieter setzen Cookies für Statistik (Amplitude, Google Analytics) und für Marketing (Google Ads, Meta, TikTok): Werbung messen und gezielt ausspielen, auch an Besucherinnen und Besucher dieser Seiten. Google, Meta und TikTok laden nur auf unseren Seiten für Erwachsene.',
    ],
    [
      '',
      'Einverstanden',
      ' erlaubt beides, unter ',
      'Einstellungen',
      ' wählen Sie einzeln, ',
      'Nicht einverstanden',
      ' lässt nur das Nötige zu. Ändern können Sie das jederzeit in den ',
      'Cookie-Einstellungen',
      ' am Ende jeder Seite.',
    ],
  ] satisfies NamingButtons[],
  underSixteen: [
    `Wer jünger als ${CONSENT_AGE} ist, wählt bitte `,
    'Nicht einverstanden',
    ' oder fragt vorher die Eltern oder Erziehungsberechtigten um Erlaubnis.',
  ] satisfies NamingButtons,
  accept: 'Einverstanden',
  decline: 'Nicht einverstanden',
  settings: 'Einstellungen',
  trustHeading: 'Gefördert und begleitet von',
} as const;

/** The overlay's `Einstellungen`: one box per purpose, loaded when opened. */
export const CONSENT_SETTINGS_COPY = {
  save: 'Auswahl speichern',
  purposes: {
    statistics: {
      label: 'Statistik',
      text: 'Amplitude zählt Seitenaufrufe, Klicks und Ladezeiten, damit wir sehen, was hilft. Amplitude erhält dafür Ihre IP-Adresse, leitet daraus das Land ab und speichert sie nicht. Erlauben Sie auch Marketing, zählt auf unseren Seiten für Erwachsene zudem Google Analytics die Besuche und setzt dafür Cookies.',
    },
    marketing: {
      label: 'Marketing',
      text: 'Google Ads, Meta und TikTok messen, ob unsere Werbung ankommt, und spielen sie gezielt aus, auch an Besucherinnen und Besucher dieser Seiten. Dafür laden wir den Google Tag Manager; die Dienste setzen Cookies und erhalten Ihre IP-Adresse und Angaben zu Ihrem Browser. Nur auf unseren Seiten für Erwachsene ohne Formular, nie dort, wo Kinder lesen.',
    },
  },
} as const;

/**
 * `Cookie-Einstellungen` on a pupils' page, where nothing is asked: children
 * cannot consent (Art. 8 DSGVO), so nothing runs there that would need it.
 */
export function pupilsPrivacyCopy(country: Country) {
  return localizeDeep(
    {
      title: 'Hier gibt es nichts einzustellen',
      text: 'Auf dieser Seite setzen wir keine Cookies, speichern nichts auf deinem Gerät und laden nichts von anderen Anbietern: keine Statistik, keine Werbung. Ein Video öffnet sich erst auf der Seite seines Anbieters, wenn du es anklickst.',
      close: 'Schließen',
    },
    country,
  );
}

/**
 * The footer's line while the operator's details are the demo's samples
 * (lib/env.ts, showsDemoNotice). No ß: it serves both countries as it is.
 */
export const DEMO_NOTICE = 'Demoversion: Die Angaben zum Anbieter sind Beispieldaten.';

/** The overlay's line naming who backs Rechenweg. */
export function consentBackingNote(backing: Backing): string {
  return `Wissenschaftlich begleitet: ${backing.researchPartner}. Gefördert durch: ${backing.fundingProgramme}.`;
}

// ---- Questions and answers at the end of each landing ------------------------

export type FaqItem = {
  question: string;
  answer: string;
  /** A page of the site that says more. */
  link?: { href: '/premium' | '/datenschutz'; label: string };
};

/**
 * What each audience asks before it starts, answered in the page's form of
 * address (`du` for pupils, `Sie` for teachers and parents). The facts come
 * from the Premium plans (lib/checkout/plans.ts), the terms and the privacy policy
 * (content/legal.ts): nothing here promises more than those do.
 */
export function faqCopy(
  role: LandingRole,
  country: Country,
  /** What the cheapest plan costs there, with its VAT note (lib/checkout/money.ts). */
  cheapest: string,
): { heading: string; items: FaqItem[] } {
  return localizeDeep(
    { heading: 'Häufige Fragen', items: germanOrSwissFaq(role, country, cheapest) },
    country,
  );
}

function germanOrSwissFaq(role: LandingRole, country: Country, price: string): FaqItem[] {
  const swiss = country === 'CH';
  const test = swiss ? 'Prüfung' : 'Klassenarbeit';
  const teacher = swiss ? 'Lehrperson' : 'Lehrkraft';
  const age = CONSENT_AGE;
  const premiumLink = { href: '/premium', label: 'Mehr zu Premium' } as const;
  const privacyLink = { href: '/datenschutz', label: 'Zur Datenschutzerklärung' } as const;
  const grades = swiss
    ? 'in der Primarstufe, in der Sekundarstufe I und am Gymnasium'
    : 'in den Klassen 5 bis 13 bis zum Abitur';
  const curriculum = swiss
    ? 'dem Lehrplan 21 in der Volksschule und den kantonalen Lehrplänen am Gymnasium'
    : 'den Lehrplänen der Länder und den Bildungsstandards der Kultusministerkonferenz für Mathematik';

  switch (role) {
    case 'student':
      return [
        {
          // No price and no way to buy on a page for children (UWG Anhang Nr. 28).
          question: 'Was kostet Rechenweg?',
          answer: `Für dich ist Rechenweg kostenlos: Du brauchst kein Abo und keine Zahlungsdaten, um zu üben und dir Aufgaben erklären zu lassen. Ob du mehr Funktionen bekommst, entscheiden deine Eltern.`,
        },
        {
          question: 'Passt Rechenweg zu dem, was wir im Unterricht machen?',
          answer: `Ja. Die Aufgaben richten sich nach dem, was in der Schule drankommt: ${swiss ? 'in der Volksschule nach dem Lehrplan 21, am Gymnasium nach dem Lehrplan deines Kantons' : 'nach dem Lehrplan deines Bundeslands'}. Du übst also genau die Themen, die auch in deiner Klasse dran sind.`,
        },
        {
          question: 'Für welche Klassen ist Rechenweg?',
          answer: `Rechenweg hilft ${grades}: von der Bruchrechnung bis zur Kurvendiskussion.`,
        },
        {
          question: 'Macht Rechenweg meine Hausaufgaben?',
          answer: `Nein. Rechenweg gibt dir keine fertigen Lösungen zum Abschreiben, sondern Hinweise, mit denen du selbst auf den Rechenweg kommst. So kannst du es in der ${test} auch ohne Hilfe.`,
        },
        {
          question: 'Was passiert mit meinen Daten?',
          answer: `Auf dieser Website setzen wir Cookies für Statistik und Werbung nur, wenn du zustimmst. Wenn du jünger als ${age} bist, wähle bitte „Nicht einverstanden“ oder frag vorher deine Eltern. Solange du minderjährig bist, brauchst du für ein Rechenweg-Konto die Zustimmung deiner Eltern; legt deine Schule das Konto an, kümmert sie sich darum.`,
          link: privacyLink,
        },
        {
          question: 'Kann ich Rechenweg auf dem Handy nutzen?',
          answer:
            'Ja. Rechenweg läuft am Handy, auf dem Tablet und am Computer. Du brauchst nur einen Browser und dein Konto.',
        },
      ];
    case 'teacher':
      return [
        {
          question: 'Was kostet Rechenweg für meine Klasse?',
          answer: `Sie können Rechenweg kostenlos mit Ihrer Klasse testen. Premium ist ein Angebot für einzelne Schülerinnen und Schüler: ab ${price}, einmal bezahlt für einen festen Zeitraum, ohne Abo. Es bringt unbegrenzt viele Aufgaben, Lernpläne vor ${swiss ? 'Prüfungen' : 'Klassenarbeiten'} und einen Wochenbericht für die Eltern. Pilotschulen nutzen alle Funktionen für ihre Klassen.`,
          link: premiumLink,
        },
        {
          question: 'Folgt Rechenweg dem Lehrplan?',
          answer: `Die Inhalte folgen ${curriculum}. Sie entscheiden, welche Themen Ihre Klasse wann übt, im Unterricht wie bei den Hausaufgaben.`,
        },
        {
          question: `Für welche ${swiss ? 'Schulstufen' : 'Klassenstufen'} eignet sich Rechenweg?`,
          answer: `Rechenweg hilft ${grades}: von der Bruchrechnung bis zur Kurvendiskussion. Jede Schülerin und jeder Schüler bekommt Aufgaben auf dem eigenen Niveau, auch innerhalb derselben Klasse.`,
        },
        {
          question: 'Wie starte ich mit meiner Klasse?',
          answer: `Registrieren Sie sich oben auf dieser Seite kostenlos als ${teacher}, legen Sie Ihre Klasse an und geben Sie Ihren Schülerinnen und Schülern den Zugang. Sobald die Klasse übt, sehen Sie ihren Lernstand. Möchte Ihre Schule mitgestalten, kann sie Pilotschule werden und erhält eine persönliche Einführung für das Kollegium.`,
        },
        {
          question: 'Was sehe ich vom Lernstand meiner Klasse?',
          answer:
            'Sie sehen in Echtzeit, welche Themen sitzen und welche Schülerinnen und Schüler gerade Unterstützung brauchen, ohne zusätzliche Korrekturen.',
        },
        {
          question: 'Wie steht es um Datenschutz und die Einwilligung der Eltern?',
          answer: `Wir verarbeiten Daten nach der DSGVO${swiss ? ' und dem Schweizer Datenschutzgesetz (DSG)' : ''}. In der Lern-App sehen Schülerinnen und Schüler keine Werbung. Minderjährige brauchen für ein Konto die Zustimmung ihrer Erziehungsberechtigten; legt Ihre Schule die Konten an, stellt sie das sicher. Auf dieser Website setzen wir Cookies für Statistik und Werbung nur mit Einwilligung, und wer jünger als ${age} ist, lehnt ab oder fragt vorher die Eltern.`,
          link: privacyLink,
        },
        {
          question: 'Ersetzt Rechenweg den Unterricht?',
          answer: `Nein. Rechenweg erklärt, gibt Hinweise und stellt Übungen zusammen. Den Unterricht und Ihre Verantwortung als ${teacher} ersetzt er nicht, er nimmt Ihnen aber Arbeit beim Üben und Fördern ab.`,
        },
      ];
    case 'parent':
      return [
        {
          question: 'Was bringt Premium und was kostet es?',
          answer: `Der Einstieg ist kostenlos. Premium kostet ab ${price} und bringt unbegrenzt viele Aufgaben und Erklärungen, Lernpläne vor ${swiss ? 'Prüfungen' : 'Klassenarbeiten'} und einen Wochenbericht für Sie. Sie zahlen einmal mit PayPal oder Karte für den gewählten Zeitraum, danach endet Premium von selbst: kein Abo, nichts zu kündigen.`,
          link: premiumLink,
        },
        {
          question: 'Was sehe ich als Elternteil?',
          answer:
            'Mit Premium erhalten Sie jede Woche einen Bericht: welche Themen Ihr Kind geübt hat, wo es Fortschritte macht und wo noch Lücken sind. So wissen Sie Bescheid, ohne bei jeder Aufgabe danebenzusitzen.',
        },
        {
          question: 'Lernt mein Kind, was in der Schule drankommt?',
          answer: `Ja. Die Inhalte folgen ${curriculum}. Ihr Kind übt also die Themen, die auch im Unterricht dran sind.`,
        },
        {
          question: 'Für welche Klassen ist Rechenweg?',
          answer: `Rechenweg hilft ${grades}: von der Bruchrechnung bis zur Kurvendiskussion.`,
        },
        {
          question: 'Wie schützt Rechenweg die Daten meines Kindes?',
          answer: `Wir verarbeiten Daten nach der DSGVO${swiss ? ' und dem Schweizer Datenschutzgesetz (DSG)' : ''}, und in der Lern-App sieht Ihr Kind keine Werbung. Solange Ihr Kind minderjährig ist, braucht es für ein Konto Ihre Zustimmung. Auf dieser Website setzen wir Cookies für Statistik und Werbung nur mit Einwilligung; wer jünger als ${age} ist, lehnt ab oder fragt vorher die Eltern.`,
          link: privacyLink,
        },
        {
          question: 'Schreibt mein Kind dann nur noch Lösungen ab?',
          answer:
            'Nein. Rechenweg verrät keine fertigen Lösungen, sondern führt Ihr Kind mit gezielten Hinweisen selbst zum Ergebnis. Das stärkt das Verständnis und das Selbstvertrauen.',
        },
      ];
  }
}

// The hero visuals of the landings: what each audience gets from Rechenweg,
// shown as a made-up example beside the hero text. Adults are addressed with
// `Sie` where at all; the pupils' chat says `du`.

/** Pupils: the tutor leads to a reduced fraction with hints, never with the answer. */
export function tutorChatExample(country: Country) {
  return localizeDeep(
    {
      caption:
        'Beispiel: Rechenweg hilft dir beim Kürzen von 18/24 mit Hinweisen statt mit der Lösung.',
      topic: 'Brüche kürzen',
      speakers: { tutor: 'Rechenweg', pupil: 'Du' },
      messages: [
        {
          from: 'tutor',
          text: 'Kürze 18/24 so weit wie möglich. Durch welche Zahl kannst du sowohl 18 als auch 24 teilen?',
        },
        { from: 'pupil', text: 'Durch 2. Dann habe ich 9/12.' },
        {
          from: 'tutor',
          text: 'Stimmt! Geht es auch mit einer größeren Zahl? Tipp: Schau mal in die Dreierreihe.',
        },
        { from: 'pupil', text: 'Mit 6: 18 : 6 = 3 und 24 : 6 = 4. Also 3/4!' },
        { from: 'tutor', text: 'Genau. Das hast du selbst herausgefunden.' },
      ] satisfies { from: 'tutor' | 'pupil'; text: string }[],
    },
    country,
  );
}

/** Teachers: the class overview the title promises, with how many pupils are stuck per topic. */
export function classOverviewExample(country: Country) {
  const classSize = 26;
  const topics = [
    { name: 'Bruchrechnung', stuck: 9 },
    { name: 'Prozentrechnung', stuck: 5 },
    { name: 'Terme', stuck: 12 },
    { name: 'Gleichungen', stuck: 7 },
    { name: 'Dreiecke', stuck: 2 },
  ];
  return localizeDeep(
    {
      caption: `Beispiel: der Lernstand der Klasse 7b – bei welchen Themen wie viele der ${classSize} Schülerinnen und Schüler festhängen.`,
      className: 'Klasse 7b',
      pupils: `${classSize} Schülerinnen und Schüler`,
      question: 'Wo Ihre Schülerinnen und Schüler festhängen',
      classSize,
      topics: topics.map((topic) => ({ ...topic, count: `${topic.stuck} von ${classSize}` })),
      suggestion: `Vorschlag: Terme in der nächsten ${country === 'CH' ? 'Lektion' : 'Stunde'} gemeinsam wiederholen.`,
    },
    country,
  );
}

/** Parents: one child's week, as the weekly report sums it up. */
export function weeklyReportExample(country: Country) {
  const minutesPerDay = [20, 0, 15, 25, 10, 0, 25];
  const minutes = minutesPerDay.reduce((sum, day) => sum + day, 0);
  const activeDays = minutesPerDay.filter((day) => day > 0).length;
  const tasks = { solved: 38, tried: 42 };
  return localizeDeep(
    {
      caption:
        'Beispiel: der Wochenbericht von Mia – wie lange sie geübt hat, was sie gelöst hat, worin sie sicherer geworden ist und ein Tipp für Sie.',
      title: 'Wochenbericht von Mia',
      period: 'Diese Woche',
      days: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
      minutesPerDay,
      tasks,
      // Each reads as one phrase: the number, then its words.
      figures: [
        { value: `${minutes}`, label: 'Minuten geübt' },
        { value: `${tasks.solved}`, label: `von ${tasks.tried} Aufgaben gelöst` },
        { value: `${activeDays}`, label: `von ${minutesPerDay.length} Tagen aktiv` },
      ],
      improvedHeading: 'Sicherer geworden',
      improved: ['Brüche kürzen', 'Dezimalzahlen runden'],
      tip: 'Tipp für Sie: Lassen Sie sich von Mia zeigen, wie sie Brüche kürzt. Wer erklärt, lernt doppelt.',
    },
    country,
  );
}
