import { CONSENT_AGE, PUPILS_PAGE_PROMISE } from '@/content/consent';
import type { LandingRole } from '@/content/landing';
import { schoolWords } from '@/content/school-words';
import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';

// The landings' questions and answers, per country: they promise nothing the
// plans, the terms and the privacy policy do not (content/legal.ts).

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

type FaqWords = {
  grades: string;
  /** After „Die Inhalte folgen“. */
  curriculum: string;
  /** What a pupil reads: „Die Aufgaben richten sich nach dem, was in der Schule drankommt: …“ */
  pupilsCurriculum: string;
  /** The laws beside the DSGVO data is processed under. */
  dataLaws: string;
};

/** The answers' words that differ by country beyond the school words (content/school-words.ts). */
const FAQ_WORDS = {
  DE: {
    grades: 'in den Klassen 5 bis 13 bis zum Abitur',
    curriculum:
      'den Lehrplänen der Länder und den Bildungsstandards der Kultusministerkonferenz für Mathematik',
    pupilsCurriculum: 'nach dem Lehrplan deines Bundeslands',
    dataLaws: '',
  },
  CH: {
    grades: 'in der Primarstufe, in der Sekundarstufe I und am Gymnasium',
    curriculum: 'dem Lehrplan 21 in der Volksschule und den kantonalen Lehrplänen am Gymnasium',
    pupilsCurriculum:
      'in der Volksschule nach dem Lehrplan 21, am Gymnasium nach dem Lehrplan deines Kantons',
    dataLaws: ' und dem Schweizer Datenschutzgesetz (DSG)',
  },
} as const satisfies Record<Country, FaqWords>;

function germanOrSwissFaq(role: LandingRole, country: Country, price: string): FaqItem[] {
  const { test, tests, teacher, levels } = schoolWords(country);
  const { grades, curriculum, pupilsCurriculum, dataLaws } = FAQ_WORDS[country];
  const age = CONSENT_AGE;
  const premiumLink = { href: '/premium', label: 'Mehr zu Premium' } as const;
  const privacyLink = { href: '/datenschutz', label: 'Zur Datenschutzerklärung' } as const;

  switch (role) {
    case 'student':
      return [
        {
          // No price and no way to buy on a page for children (UWG Anhang Nr. 28).
          question: 'Was kostet Rechenweg?',
          answer: `Für dich ist Rechenweg kostenlos: Du brauchst kein Abo und keine Zahlungsdaten, um zu üben und dir Aufgaben erklären zu lassen.`,
        },
        {
          question: 'Passt Rechenweg zu dem, was wir im Unterricht machen?',
          answer: `Ja. Die Aufgaben richten sich nach dem, was in der Schule drankommt: ${pupilsCurriculum}. Du übst also genau die Themen, die auch in deiner Klasse dran sind.`,
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
          // This page asks nothing (lib/routing/pages.ts): the answer says what it keeps to.
          answer: `${PUPILS_PAGE_PROMISE} Wer jünger als ${age} ist, darf so etwas nicht allein erlauben. Deshalb fragen wir dich hier gar nicht erst. Solange du minderjährig bist, brauchst du für ein Rechenweg-Konto die Zustimmung deiner Eltern; legt deine Schule das Konto an, kümmert sie sich darum.`,
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
          answer: `Sie können Rechenweg kostenlos mit Ihrer Klasse testen. Premium ist ein Angebot für einzelne Schülerinnen und Schüler: ab ${price}, einmal bezahlt für einen festen Zeitraum, ohne Abo. Es bringt unbegrenzt viele Aufgaben, Lernpläne vor ${tests} und einen Wochenbericht für die Eltern. Pilotschulen nutzen alle Funktionen für ihre Klassen.`,
          link: premiumLink,
        },
        {
          question: 'Folgt Rechenweg dem Lehrplan?',
          answer: `Die Inhalte folgen ${curriculum}. Sie entscheiden, welche Themen Ihre Klasse wann übt, im Unterricht wie bei den Hausaufgaben.`,
        },
        {
          question: `Für welche ${levels} eignet sich Rechenweg?`,
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
          answer: `Wir verarbeiten Daten nach der DSGVO${dataLaws}. In der Lern-App sehen Schülerinnen und Schüler keine Werbung. Minderjährige brauchen für ein Konto die Zustimmung ihrer Erziehungsberechtigten; legt Ihre Schule die Konten an, stellt sie das sicher. Auf dieser Website setzen wir Cookies für Statistik und Werbung nur mit Einwilligung, und wer jünger als ${age} ist, lehnt ab oder fragt vorher die Eltern.`,
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
          answer: `Der Einstieg ist kostenlos. Premium kostet ab ${price} und bringt unbegrenzt viele Aufgaben und Erklärungen, Lernpläne vor ${tests} und einen Wochenbericht für Sie. Sie zahlen einmal mit PayPal oder Karte für den gewählten Zeitraum, danach endet Premium von selbst: kein Abo, nichts zu kündigen.`,
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
          answer: `Wir verarbeiten Daten nach der DSGVO${dataLaws}, und in der Lern-App sieht Ihr Kind keine Werbung. Solange Ihr Kind minderjährig ist, braucht es für ein Konto Ihre Zustimmung. Auf dieser Website setzen wir Cookies für Statistik und Werbung nur mit Einwilligung; wer jünger als ${age} ist, lehnt ab oder fragt vorher die Eltern.`,
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
