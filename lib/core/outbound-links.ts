import { COUNTRY_TABLE, type Country } from '@/lib/countries/countries';

// The outbound link table: where the site's links to the app, the blog and the
// videos go. The hosts behind them are configuration (lib/config/site.ts) and
// come in through `outboundLinks`.

/** Origins the outbound links are built on, per country where they differ. */
export type OutboundOrigins = {
  app: Record<Country, string>;
  blog: Record<Country, string>;
  video: string;
  tvShow: string;
  trustReviews: string;
  research: string;
  ministry: string;
  demoBooking: string;
};

export type OutboundLinks = ReturnType<typeof outboundLinks>;

/** The outbound link table for one country. */
export function outboundLinks(country: Country, origins: OutboundOrigins) {
  const app = origins.app[country];
  const video = origins.video;
  return {
    studentWelcome: `${app}/willkommen`,
    // Where pupils cannot register themselves, they start on the welcome page.
    studentRegister: COUNTRY_TABLE[country].pupilRegistration
      ? `${app}/registrieren/schueler`
      : null,
    teacherRegister: `${app}/registrieren/lehrkraft`,
    studentLogin: `${app}/anmelden/schueler`,
    teacherLogin: `${app}/anmelden/lehrkraft`,
    blog: origins.blog[country],
    demoBooking: origins.demoBooking,
    tvShow: origins.tvShow,
    trustReviews: origins.trustReviews,
    research: origins.research,
    ministry: origins.ministry,
    videos: {
      student: `${video}/watch/rechenweg-schueler`,
      studentLowerGrades: `${video}/watch/rechenweg-klasse-5-7`,
      studentHigherGrades: `${video}/watch/rechenweg-klasse-8-13`,
      teacher: `${video}/watch/rechenweg-lehrkraefte`,
    },
    shortVideos: [1, 2, 3, 4, 5, 6].map((n) => `${video}/embed/rechenweg-kurz-${n}`),
  };
}
