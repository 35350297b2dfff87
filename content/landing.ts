import { learnersClaim, type Claim, type Learners } from '@/content/learners-claim';
import { schoolWords, teachersWord } from '@/content/school-words';
import { localizeDeep } from '@/content/spelling';
import type { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import type { OutboundLinks } from '@/lib/core/outbound-links';
import type { Role } from '@/lib/core/site';
import type { Country } from '@/lib/countries/countries';

// The landings' words, per country: the hero, the benefits, the calls to action,
// the claims and the partners. Each text is written once in German spelling;
// where Swiss usage differs in more than spelling (Lehrpersonen, Prüfung,
// school levels, marks, 80’000), the Swiss wording stands beside the German
// one, and content/spelling.ts respells the rest.

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

/** The names of the landings' sections and lists, the same in both countries. */
export const LANDING_LABELS = {
  videos: 'Erklärvideos',
  figures: 'Rechenweg in Zahlen',
  partners: 'Partner, Förderer und Presse',
} as const;

/**
 * Who backs Rechenweg, and whether and how the reviews behind its reviews logo
 * are checked (§ 5b Abs. 3 UWG): configuration, so that a reader can check them.
 */
export type Backing = { researchPartner: string; fundingProgramme: string; reviewsCheck: string };

export type Benefit = { title: string; text: string };

/** `track`: which of the product's analytics events a click on it sends (ANALYTICS_EVENTS in lib/analytics/events.ts). */
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

type LandingWords = {
  lowerGradesVideo: string;
  higherGradesVideo: string;
  teachersCurriculum: string;
  parentsCurriculum: string;
  testimonialAuthor: string;
};

/** The landings' words that differ by country beyond the school words (content/school-words.ts). */
const LANDING_WORDS = {
  DE: {
    lowerGradesVideo: 'Video für die Klassen 5 bis 7',
    higherGradesVideo: 'Video für die Klassen 8 bis 13',
    teachersCurriculum: 'Die Inhalte folgen den Lehrplänen der Länder.',
    parentsCurriculum: 'zu den Lehrplänen der Länder',
    testimonialAuthor: 'Lena, 14 Jahre, 8. Klasse',
  },
  CH: {
    lowerGradesVideo: 'Video für Primarstufe und Sek I',
    higherGradesVideo: 'Video für Gymnasium und Matura',
    teachersCurriculum:
      'Die Inhalte folgen dem Lehrplan 21 in der Volksschule und den kantonalen Lehrplänen am Gymnasium.',
    parentsCurriculum:
      'zum Lehrplan 21 in der Volksschule und zu den kantonalen Lehrplänen am Gymnasium',
    testimonialAuthor: 'Lena, 14 Jahre, 2. Sek',
  },
} as const satisfies Record<Country, LandingWords>;

export function landingContent(role: LandingRole, links: OutboundLinks, country: Country): Landing {
  return localizeDeep(germanOrSwissLanding(role, links, country), country);
}

function germanOrSwissLanding(role: LandingRole, links: OutboundLinks, country: Country): Landing {
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
  const { test, teachers } = schoolWords(country);
  const words = LANDING_WORDS[country];

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
          { label: words.lowerGradesVideo, href: links.videos.studentLowerGrades },
          { label: words.higherGradesVideo, href: links.videos.studentHigherGrades },
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
            text: `${words.teachersCurriculum} Sie entscheiden, welche Themen Ihre Klasse wann übt.`,
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
            text: `In der Lern-App sieht Ihr Kind keine Werbung. Für ein Konto braucht es Ihre Zustimmung, und auf dieser Website setzen wir Cookies für Statistik und Werbung nur mit Einwilligung. Die Inhalte passen ${words.parentsCurriculum}.`,
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

/** The landings' figures: what is true and can be checked, with the backers named. */
export function claims(country: Country, backing: Backing, learners: Learners): Claim[] {
  return [
    learnersClaim(country, learners),
    { value: 'Wissenschaftlich begleitet', text: backing.researchPartner },
    { value: 'Gefördert', text: backing.fundingProgramme },
  ];
}

export function testimonial(country: Country) {
  return localizeDeep(
    {
      // No grade or other outcome: an illustration promises nothing (§ 5 UWG).
      quote: `„Früher habe ich bei Mathe sofort abgeschaltet. Mit Rechenweg verstehe ich endlich, warum ich etwas so rechne – und vor der nächsten ${schoolWords(country).test} übe ich jetzt, statt mir Sorgen zu machen.“`,
      author: LANDING_WORDS[country].testimonialAuthor,
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
  /** Shown beside the logo. */
  note?: string;
  src: string;
  href: keyof Pick<OutboundLinks, 'research' | 'ministry' | 'trustReviews' | 'tvShow'>;
  width: number;
  height: number;
};

/**
 * Partner logos; their alt texts name the configured backers. No ß in the fixed
 * words. A pupils' page shows no reviews logo: its note speaks of customers and
 * purchases, which has no place where children read (UWG Anhang Nr. 28).
 */
export function partners(backing: Backing, { forPupils }: { forPupils: boolean }): Partner[] {
  const logos: Partner[] = [
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
      note: backing.reviewsCheck,
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
  return forPupils ? logos.filter((logo) => logo.href !== 'trustReviews') : logos;
}

/**
 * The short videos. On a pupils' page they are plain links to the video host:
 * nothing of it loads beside what children read, not even after a click.
 */
export function shortVideosCopy(country: Country, asLinks = false) {
  const { test } = schoolWords(country);
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
