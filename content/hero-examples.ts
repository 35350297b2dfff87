import { schoolWords } from '@/content/school-words';
import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';

// The examples the landings' hero visuals show: a tutor chat, a class overview
// and a weekly report, in each country's school words.

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
      suggestion: `Vorschlag: Terme in der nächsten ${schoolWords(country).lesson} gemeinsam wiederholen.`,
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
