// The site's German copy. Written once in German spelling; Swiss pages get it
// through `localizeDeep`, which turns every ß into ss.
import { ANALYTICS_EVENTS, CONSENT, type OutboundLinks, type Role } from '@/lib/site';

/** Every audience but `demo` has a landing. */
export type LandingRole = Exclude<Role, 'demo'>;

/** The hero titles of the landings (spec section 1 names the first two). */
export const LANDING_TITLES = {
  student: 'Dein persönlicher KI-Mathetutor',
  teacher: 'Wissenslücken der Klasse auf einen Blick',
  parent: 'Mathe-Hilfe, die Ihr Kind wirklich versteht',
} as const satisfies Record<LandingRole, string>;

/** The title of the contact popup and page (spec section 1). */
export const CONTACT_TITLE = 'Wir helfen gern persönlich bei allen Anliegen';
export const PREMIUM_TITLE = 'Rechenweg Premium';

export type Benefit = { title: string; text: string };
export type CallToAction = { label: string; href: string; event?: string };

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

export function landingContent(role: LandingRole, links: OutboundLinks): Landing {
  // Pupil registration exists in Germany only; Swiss pupils start on the welcome page.
  const studentStart: CallToAction = links.studentRegister
    ? {
        label: 'Jetzt kostenlos starten',
        href: links.studentRegister,
        event: ANALYTICS_EVENTS.studentRegister,
      }
    : {
        label: 'Jetzt kostenlos starten',
        href: links.studentWelcome,
        event: ANALYTICS_EVENTS.studentWelcome,
      };

  switch (role) {
    case 'student':
      return {
        metaTitle: LANDING_TITLES.student,
        description:
          'Rechenweg erklärt dir Mathe Schritt für Schritt, übt mit dir genau das, was du brauchst, und ist rund um die Uhr für dich da. Kostenlos starten.',
        eyebrow: 'Für Schülerinnen und Schüler',
        title: LANDING_TITLES.student,
        lead: 'Rechenweg erklärt dir Mathe Schritt für Schritt – so lange, bis du es wirklich verstanden hast. In deinem Tempo, passend zu deinem Lehrplan und genau dann, wenn du Hilfe brauchst.',
        benefitsHeading: 'So bringt dich Rechenweg weiter',
        benefits: [
          {
            title: 'Erklärt, statt nur zu lösen',
            text: 'Du bekommst keine fertigen Lösungen zum Abschreiben, sondern Hinweise, mit denen du den Rechenweg selbst findest. So bleibt es auch in der Klassenarbeit hängen.',
          },
          {
            title: 'Übt genau das, was du brauchst',
            text: 'Rechenweg merkt, wo es noch hakt, und stellt dir passende Aufgaben – von der Bruchrechnung bis zur Kurvendiskussion.',
          },
          {
            title: 'Immer da, wenn du Hilfe brauchst',
            text: 'Ob Hausaufgaben am Abend oder Lernen am Wochenende vor der Arbeit: Dein Tutor hat Zeit, wann immer du Zeit hast.',
          },
        ],
        primary: studentStart,
        secondary: {
          label: 'Schon dabei? Anmelden',
          href: links.studentLogin,
          event: ANALYTICS_EVENTS.studentLogin,
        },
        videos: [
          { label: 'Erklärvideo ansehen', href: links.videos.student },
          { label: 'Video für Klasse 5 bis 7', href: links.videos.studentLowerGrades },
          { label: 'Video für Klasse 8 bis 13', href: links.videos.studentHigherGrades },
        ],
      };
    case 'teacher':
      return {
        metaTitle: `Für Lehrkräfte: ${LANDING_TITLES.teacher}`,
        description:
          'Rechenweg fördert jede Schülerin und jeden Schüler individuell und zeigt Ihnen den Lernstand Ihrer Klasse in Echtzeit. Kostenlos für Ihre Klasse testen.',
        eyebrow: 'Für Lehrkräfte',
        title: LANDING_TITLES.teacher,
        lead: 'Rechenweg begleitet jedes Kind individuell beim Üben und zeigt Ihnen, wo Ihre Klasse steht. So gewinnen Sie Zeit für das, was nur Sie können: gut unterrichten.',
        benefitsHeading: 'Was Rechenweg Ihnen im Unterricht abnimmt',
        benefits: [
          {
            title: 'Lernstand in Echtzeit',
            text: 'Sie sehen auf einen Blick, welche Themen sitzen und welche Schülerinnen und Schüler gerade Unterstützung brauchen – ohne zusätzliche Korrekturen.',
          },
          {
            title: 'Individuelle Förderung ohne Mehraufwand',
            text: 'Der KI-Tutor passt Aufgaben und Erklärungen an jedes Kind an, im Unterricht wie bei den Hausaufgaben. Niemand wird abgehängt, niemand langweilt sich.',
          },
          {
            title: 'Passend zu Ihrem Lehrplan',
            text: 'Die Inhalte folgen den Lehrplänen der Länder und Kantone. Sie entscheiden, welche Themen Ihre Klasse wann übt.',
          },
        ],
        primary: {
          label: 'Kostenlos für Ihre Klasse testen',
          href: links.teacherRegister,
          event: ANALYTICS_EVENTS.teacherRegister,
        },
        secondary: {
          label: 'Bereits registriert? Anmelden',
          href: links.teacherLogin,
          event: ANALYTICS_EVENTS.teacherLogin,
        },
        videos: [{ label: 'Einführung für Lehrkräfte ansehen', href: links.videos.teacher }],
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
            text: 'Ihr Kind kann Fragen stellen, so oft es möchte. Der Tutor erklärt so lange und so anschaulich, bis der Groschen fällt.',
          },
          {
            title: 'Verstehen statt Abschreiben',
            text: 'Rechenweg gibt keine fertigen Lösungen vor, sondern führt Ihr Kind mit gezielten Hinweisen selbst zum Ergebnis. Das stärkt das Selbstvertrauen.',
          },
          {
            title: 'Sicher und werbefrei',
            text: 'Keine Werbung in der App, Datenschutz nach europäischem und Schweizer Recht und Inhalte, die zu den Lehrplänen in Deutschland und der Schweiz passen.',
          },
        ],
        primary: studentStart,
        secondary: { label: 'Erklärvideo ansehen', href: links.videos.student },
        videos: [],
      };
  }
}

export const CLAIMS = [
  { value: '80.000+', text: 'Schüler:innen verbessern ihre Noten mit Rechenweg' },
  { value: 'Wissenschaftlich begleitet', text: 'in Partnerschaft mit einer Universität' },
  { value: 'Gefördert', text: 'durch ein nationales Gründungsstipendium' },
] as const;

export const TESTIMONIAL = {
  quote:
    'Früher habe ich bei Mathe sofort abgeschaltet. Mit Rechenweg verstehe ich endlich, warum ich etwas so rechne – und in der letzten Arbeit hatte ich eine Zwei.',
  author: 'Lena, 14 Jahre, 8. Klasse',
  image: {
    src: '/images/testimonial-lena.png',
    alt: 'Porträt-Illustration von Lena',
    width: 160,
    height: 160,
  },
} as const;

export type Partner = {
  name: string;
  alt: string;
  src: string;
  href: keyof Pick<OutboundLinks, 'research' | 'ministry' | 'trustReviews' | 'tvShow'>;
  width: number;
  height: number;
};

export const PARTNERS: Partner[] = [
  {
    name: 'Partner-Universität',
    alt: 'Logo unserer Partner-Universität',
    src: '/images/partner-universitaet.png',
    href: 'research',
    width: 200,
    height: 80,
  },
  {
    name: 'Gründungsstipendium',
    alt: 'Logo des nationalen Gründungsstipendiums',
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

export const SHORT_VIDEOS_INTRO = {
  heading: 'Rechenweg in 60 Sekunden',
  text: 'Kurze Clips aus dem Alltag mit Rechenweg. Ein Video wird erst geladen, wenn es angeklickt wird.',
  playLabel: 'Abspielen:',
  notice: 'Erst mit diesem Klick wird das Video von {host} geladen.',
} as const;

export const SHORT_VIDEOS = [
  'Brüche kürzen in 60 Sekunden',
  'So gibt Rechenweg Hinweise',
  'Lineare Funktionen verstehen',
  'Gezielt üben vor der Klassenarbeit',
  'Der Lernstand für Lehrkräfte',
  'Prozentrechnung im Alltag',
] as const;

/**
 * The cookie consent overlay (spec section 2). Written without ß, so that one
 * text serves both countries. The under-16 note speaks to pupils directly.
 */
export const CONSENT_COPY = {
  title: 'Helfen Sie uns, Rechenweg noch besser zu machen',
  text: [
    'Wir verwenden eigene Cookies und Cookies von Drittanbietern (Google, Meta, TikTok und Amplitude). Damit verstehen wir, wie unsere Seiten genutzt werden, können Rechenweg gezielt verbessern und unsere Werbung auf Menschen zuschneiden, denen Rechenweg wirklich hilft.',
    'Mit „Einverstanden“ erlauben Sie diese Cookies. Mit „Nicht einverstanden“ nutzen wir nur, was für den Betrieb der Seite nötig ist. Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
  ],
  underSixteen: `Du bist jünger als ${CONSENT.minimumAge}? Dann klicke bitte auf „Nicht einverstanden“ oder frag deine Eltern oder Erziehungsberechtigten, ob du zustimmen darfst.`,
  accept: 'Einverstanden',
  decline: 'Nicht einverstanden',
  trustHeading: 'Gefördert und begleitet von',
} as const;
