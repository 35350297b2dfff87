import type { Country } from '@/lib/countries/countries';

// The school words that differ by country: Swiss pupils write Prüfungen, their
// teachers are Lehrpersonen, a lesson is a Lektion and the years are Schulstufen.
// Each feature's own country words stand in a table of its module keyed the same
// way, so a new row of the country table (lib/countries/countries.ts) does not
// compile until its words are written.

type SchoolWords = {
  test: string;
  tests: string;
  teacher: string;
  teachers: string;
  lesson: string;
  levels: string;
};

const SCHOOL_WORDS = {
  DE: {
    test: 'Klassenarbeit',
    tests: 'Klassenarbeiten',
    teacher: 'Lehrkraft',
    teachers: 'Lehrkräfte',
    lesson: 'Stunde',
    levels: 'Klassenstufen',
  },
  CH: {
    test: 'Prüfung',
    tests: 'Prüfungen',
    teacher: 'Lehrperson',
    teachers: 'Lehrpersonen',
    lesson: 'Lektion',
    levels: 'Schulstufen',
  },
} as const satisfies Record<Country, SchoolWords>;

export const schoolWords = (country: Country): SchoolWords => SCHOOL_WORDS[country];

/** The word for teachers: Lehrkräfte in Germany, Lehrpersonen in Switzerland. */
export const teachersWord = (country: Country): string => SCHOOL_WORDS[country].teachers;
