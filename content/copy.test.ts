import { cancellationPageCopy } from '@/content/cancellation';
import { CONSENT_COPY, pupilsPrivacyCopy } from '@/content/consent';
import { CONSENT_SETTINGS_COPY } from '@/content/consent-settings';
import { faqCopy } from '@/content/faq';
import {
  classOverviewExample,
  tutorChatExample,
  weeklyReportExample,
} from '@/content/hero-examples';
import {
  claims,
  landingContent,
  parentPricingCopy,
  partners,
  pilotSchoolCopy,
  shortVideosCopy,
  testimonial,
  type LandingRole,
} from '@/content/landing';
import { learnersClaim } from '@/content/learners-claim';
import { CONTACT_TITLE, contactPageCopy, premiumPageCopy } from '@/content/pages';
import { withdrawalPageCopy } from '@/content/withdrawal';
import { cheapestPriceWithVat } from '@/lib/checkout/money';
import { company, type Company } from '@/lib/core/operator';
import { outboundLinks } from '@/lib/core/outbound-links';
import { COUNTRIES, type Country } from '@/lib/countries/countries';
import { OG_HEADLINES, SITE_PAGES } from '@/lib/routing/pages';

const ORIGINS = {
  app: { DE: 'https://app.test', CH: 'https://app.test' },
  blog: { DE: 'https://blog.test', CH: 'https://blog.test' },
  video: 'https://video.test',
  tvShow: 'https://tv.test',
  trustReviews: 'https://reviews.test',
  research: 'https://research.test',
  ministry: 'https://ministry.test',
  demoBooking: 'https://demo.test',
};
const BACKING = {
  researchPartner: 'Universität Testhausen',
  fundingProgramme: 'Testförderung',
  reviewsCheck: 'Das Portal prüft jede Bewertung gegen eine Bestellung.',
};
const LEARNERS = {
  count: 80_000,
  countedOn: '01.10.2026',
  counted: 'registrierte Konten in Deutschland und der Schweiz',
};
const ROLES: LandingRole[] = ['student', 'teacher', 'parent'];
/** The operator with no ß in its data, which keeps its spelling on Swiss pages: any ß is then ours. */
const OPERATOR = Object.fromEntries(
  Object.entries(company).map(([key, value]) => [
    key,
    typeof value === 'string' ? value.replace(/ß/g, 'ss') : value,
  ]),
) as Company;

/**
 * Every word a country's visitors read on the landings (hero visuals included), the Premium and
 * contact pages, the two declarations' pages and the consent overlay.
 */
function allCopy(country: Country): string {
  return JSON.stringify([
    ...ROLES.map((role) => landingContent(role, outboundLinks(country, ORIGINS), country)),
    pilotSchoolCopy(country),
    parentPricingCopy(country, cheapestPriceWithVat(country)),
    premiumPageCopy(country),
    shortVideosCopy(country),
    testimonial(country),
    claims(country, BACKING, LEARNERS),
    ...ROLES.map((role) => faqCopy(role, country, cheapestPriceWithVat(country))),
    tutorChatExample(country),
    classOverviewExample(country),
    weeklyReportExample(country),
    contactPageCopy(country),
    cancellationPageCopy(OPERATOR, country),
    withdrawalPageCopy(OPERATOR, country),
  ]);
}

describe('German copy', () => {
  const copy = allCopy('DE');

  it('uses one gender convention, the pair form', () => {
    expect(copy).not.toContain('Schüler:innen');
    expect(copy).toContain('Schülerinnen und Schüler');
  });

  it('fixes the language errors the review found', () => {
    expect(copy).not.toContain('so lange und so anschaulich, bis');
    expect(copy).toContain('Video für die Klassen 5 bis 7');
    expect(copy).not.toContain('Werden Sie Pilotschule');
    expect(pilotSchoolCopy('DE').heading).toBe('Mit Ihrer Schule Pilotschule werden');
    expect(parentPricingCopy('DE', '9,90 €').text).toContain('Der Einstieg ist kostenlos');
  });

  it('speaks to pupils about their lessons, not the curriculum, and does not call older pupils children', () => {
    const student = landingContent('student', outboundLinks('DE', ORIGINS), 'DE');
    expect(student.lead).not.toContain('Lehrplan');
    expect(student.lead).toContain('Unterricht');
    const teacher = JSON.stringify(landingContent('teacher', outboundLinks('DE', ORIGINS), 'DE'));
    expect(teacher).not.toMatch(/jedes Kind|an jedes Kind/);
  });

  it('claims only what can be checked (§ 5 UWG)', () => {
    expect(copy).not.toContain('verbessern ihre Noten');
    expect(copy).not.toContain('Niemand wird abgehängt');
    expect(copy).not.toMatch(/werbefrei/i);
    expect(claims('DE', BACKING, LEARNERS)).toEqual([
      {
        value: '80.000+',
        text: 'Schülerinnen und Schüler haben ein Rechenweg-Konto',
        basis: 'Stand 01.10.2026; gezählt: registrierte Konten in Deutschland und der Schweiz',
      },
      { value: 'Wissenschaftlich begleitet', text: 'Universität Testhausen' },
      { value: 'Gefördert', text: 'Testförderung' },
    ]);
  });

  it('says beside the reviews logo whether and how the reviews are checked (§ 5b Abs. 3 UWG)', () => {
    const logos = partners(BACKING, { forPupils: false });
    expect(logos.find((logo) => logo.href === 'trustReviews')?.note).toBe(BACKING.reviewsCheck);
    expect(logos.filter((logo) => logo.note)).toHaveLength(1);
  });

  it('shows pupils no reviews logo and no note of customers and purchases (#52)', () => {
    const logos = partners(BACKING, { forPupils: true });
    expect(logos.map((logo) => logo.href)).toEqual(['research', 'ministry', 'tvShow']);
    expect(JSON.stringify(logos)).not.toContain(BACKING.reviewsCheck);
  });

  it('quotes the testimonial in German marks, and it reports no grade (§ 5 UWG)', () => {
    expect(testimonial('DE').quote).toMatch(/^„.*Klassenarbeit übe ich jetzt.*\.“$/);
    expect(testimonial('DE').quote).not.toMatch(/Zwei|Note|eine \d/);
  });
});

describe('Swiss copy', () => {
  const copy = allCopy('CH');

  it('is Swiss German, not German with ss', () => {
    expect(copy).not.toContain('ß');
    expect(copy).not.toMatch(/Lehrkr[äa]fte/);
    expect(copy).not.toMatch(/Klassenarbeit/);
    expect(copy).not.toMatch(/Klasse 13|Klassen 8 bis 13/);
    expect(copy).not.toContain('„');
    expect(copy).toContain('Lehrpersonen');
    expect(copy).toContain('Lehrplan 21');
    expect(copy).toContain('Video für Primarstufe und Sek I');
  });

  it('quotes the testimonial in guillemets, with Swiss school words and no grade', () => {
    const quote = testimonial('CH');
    expect(quote.quote).toMatch(/^«.*Prüfung übe ich jetzt.*\.»$/);
    expect(quote.quote).not.toMatch(/Zwei|5,5|Note/);
    expect(quote.author).toBe('Lena, 14 Jahre, 2. Sek');
  });

  it('writes thousands with ’', () => {
    expect(claims('CH', BACKING, LEARNERS)[0]!.value).toBe('80’000+');
    expect(learnersClaim('CH', { ...LEARNERS, count: 1_234_567 }).value).toBe('1’234’567+');
  });

  it('says beside the count what was counted and when, in Swiss spelling', () => {
    expect(learnersClaim('CH', { ...LEARNERS, counted: 'Konten, die größer sind' })).toEqual({
      value: '80’000+',
      text: 'Schülerinnen und Schüler haben ein Rechenweg-Konto',
      basis: 'Stand 01.10.2026; gezählt: Konten, die grösser sind',
    });
  });
});

describe('consent overlay copy', () => {
  it("claims who learns with Rechenweg, not better marks, in each country's numbers", () => {
    expect(learnersClaim('DE', LEARNERS)).toEqual({
      value: '80.000+',
      text: 'Schülerinnen und Schüler haben ein Rechenweg-Konto',
      basis: 'Stand 01.10.2026; gezählt: registrierte Konten in Deutschland und der Schweiz',
    });
    expect(learnersClaim('CH', LEARNERS).value).toBe('80’000+');
    expect(JSON.stringify(CONSENT_COPY)).not.toMatch(/Noten|Schüler:innen/);
  });

  it("claims the operator's count as configured, with what was counted and when (§ 5 UWG)", () => {
    const counted = { count: 95_500, countedOn: '15.11.2026', counted: 'aktive Konten im Oktober' };
    expect(learnersClaim('DE', counted)).toEqual({
      value: '95.500+',
      text: 'Schülerinnen und Schüler haben ein Rechenweg-Konto',
      basis: 'Stand 15.11.2026; gezählt: aktive Konten im Oktober',
    });
    expect(learnersClaim('DE', { ...counted, count: 999 }).value).toBe('999+');
  });

  it('sets off the names of buttons it mentions', () => {
    // The odd parts are shown in bold: each is a button's name.
    expect(CONSENT_COPY.underSixteen[1]).toBe(CONSENT_COPY.decline);
    expect(CONSENT_COPY.text[1]!.filter((_, index) => index % 2 === 1)).toEqual([
      CONSENT_COPY.accept,
      CONSENT_COPY.settings,
      CONSENT_COPY.decline,
      'Cookie-Einstellungen',
    ]);
    for (const sentence of [...CONSENT_COPY.text, CONSENT_COPY.underSixteen]) {
      expect(sentence.filter((_, index) => index % 2 === 0).join('')).not.toMatch(
        /Nicht einverstanden|Einverstanden|Einstellungen/,
      );
    }
  });

  it('names, before the buttons, the transfers to the USA and China that `Einverstanden` includes, and China’s risk (#52)', () => {
    const accept = CONSENT_COPY.text[1]!;
    expect(accept[1]).toBe(CONSENT_COPY.accept);
    // The overlay's browser test keeps both buttons on a 375×800 screen with no margin left
    // at the 446 characters this sentence first had: it may not grow.
    expect(accept.join('').length).toBeLessThanOrEqual(446);
    expect(accept.join('')).toContain(
      'Einverstanden erlaubt alles, ausdrücklich auch Übermittlungen in die USA (Amplitude, Google, Meta) und nach China (TikTok). Für China hat die EU keinen angemessenen Datenschutz festgestellt: Behörden dort können auf die Daten zugreifen; Ihre Rechte sind dort kaum durchsetzbar.',
    );
  });

  it('gives TikTok a box of its own that names the access from China and its risk, and leaves it out of marketing (#52)', () => {
    const { marketing, tiktok } = CONSENT_SETTINGS_COPY.purposes;
    expect(tiktok.label).toBe('TikTok');
    expect(tiktok.text).toContain(
      'Beschäftigte von TikTok in China können auf diese Daten zugreifen',
    );
    expect(tiktok.text).toContain(
      'die irische Datenschutzbehörde hat 2025 entschieden, dass TikTok nicht nachgewiesen hat, dass die Vertragsklauseln, auf die es sich stützt, diesen Zugriff ausreichend absichern (TikTok hat dagegen Rechtsmittel eingelegt).',
    );
    expect(tiktok.text).toContain('Das Risiko: Behörden in China können die Daten');
    expect(marketing.text).not.toContain('TikTok');
  });

  it('keeps the required button names and is written for both countries', () => {
    expect(CONSENT_COPY.accept).toBe('Einverstanden');
    expect(CONSENT_COPY.decline).toBe('Nicht einverstanden');
    const text = JSON.stringify([CONSENT_COPY, CONSENT_SETTINGS_COPY]);
    expect(text).not.toMatch(/ß|„|“/);
  });

  it.each(COUNTRIES)(
    '%s: tells pupils that their page uses nothing, in du and the country’s spelling',
    (country) => {
      const copy = pupilsPrivacyCopy(country);
      expect(copy.text).toContain('setzen wir keine Cookies, speichern nichts auf deinem Gerät');
      expect(copy.text).not.toMatch(/\b(Sie|Ihr|Ihre)\b/);
      expect(copy.close).toBe(country === 'CH' ? 'Schliessen' : 'Schließen');
    },
  );

  it.each(COUNTRIES)(
    '%s: the pupils’ FAQ says what their page keeps to, and asks them to choose nothing',
    (country) => {
      const answer = faqCopy('student', country, cheapestPriceWithVat(country)).items.find(
        (item) => item.question === 'Was passiert mit meinen Daten?',
      )!.answer;
      expect(answer).toContain(pupilsPrivacyCopy(country).text.split(':')[0]);
      expect(answer).toContain('nichts von anderen Anbietern');
      expect(answer).toContain(
        'Wer jünger als 16 ist, darf so etwas nicht allein erlauben. Deshalb fragen wir dich hier gar nicht erst.',
      );
      // The page has no overlay: no button to choose, nothing to agree to there.
      expect(answer).not.toMatch(/einverstanden|wenn du zustimmst|wähle/i);
      expect(answer).toMatch(/Konto die Zustimmung deiner Eltern; legt deine Schule das Konto an/);
    },
  );

  it('offers videos to pupils as links that load nothing on the page', () => {
    const links = shortVideosCopy('DE', true);
    expect(links.text).toContain('auf dieser Seite lädt nichts davon');
    expect(links.notice).toBe('Öffnet {host}.');
    expect(shortVideosCopy('DE').notice).toContain('Erst mit diesem Klick');
  });

  it('names its subject in the title and appeals for nothing (#40)', () => {
    expect(CONSENT_COPY.title).toBe('Cookies und ähnliche Techniken auf dieser Website');
    expect(CONSENT_COPY.title).not.toMatch(/Helfen|besser|uns/);
  });

  it('names the cookies and the storage Amplitude uses with the site’s options (#52)', () => {
    // lib/analytics/analytics.ts: identity and campaign in `AMP_…` cookies kept 365 days,
    // events not yet sent in localStorage (the SDK's default); the address not stored.
    const { statistics } = CONSENT_SETTINGS_COPY.purposes;
    expect(statistics.text).toContain(
      'damit wir sehen, was hilft, und setzt dafür Cookies (AMP_…, ein Jahr); Ereignisse, die noch nicht gesendet sind, hält es bis dahin im Speicher Ihres Browsers.',
    );
    expect(statistics.text).toContain(
      'bestimmt daraus ungefähr, wo Sie sind (Land, Region, Stadt), speichert die Adresse selbst aber nicht.',
    );
  });

  it('counts Google Analytics as statistics and says that marketing targets visitors (#40)', () => {
    const { statistics, marketing } = CONSENT_SETTINGS_COPY.purposes;
    expect(statistics.text).toContain('Google Analytics');
    expect(marketing.text).not.toContain('Analytics');
    expect(marketing.text).toContain(
      'spielen sie gezielt aus, auch an Besucherinnen und Besucher dieser Seiten',
    );
    const overlay = CONSENT_COPY.text[0]!.join('');
    expect(overlay).toContain('für Statistik (Amplitude, Google Analytics)');
    expect(overlay).toContain('für Marketing (Google Ads, Meta, TikTok)');
    expect(overlay).toContain(
      'gezielt ausspielen, auch an Besucherinnen und Besucher dieser Seiten',
    );
  });

  it('keeps one form of address: the under-16 note is impersonal', () => {
    const note = CONSENT_COPY.underSixteen.join('');
    expect(note).not.toMatch(/\b(du|dich|dir|deine?n?|frag|klicke)\b/i);
    expect(note).toContain('jünger als 16');
  });
});

describe('titles', () => {
  it('shows each landing title on its page and its Open Graph image', () => {
    const ogOf = (path: string) => SITE_PAGES.find((page) => page.path === path)!.og;
    for (const [role, path] of [
      ['student', '/'],
      ['teacher', '/lehrkraefte'],
      ['parent', '/eltern'],
    ] as const) {
      for (const country of ['DE', 'CH'] as const) {
        expect(OG_HEADLINES[ogOf(path)]).toBe(
          landingContent(role, outboundLinks(country, ORIGINS), country).title,
        );
      }
    }
    expect(OG_HEADLINES[ogOf('/kontakt')]).toBe(CONTACT_TITLE);
  });
});

describe('questions and answers', () => {
  const words = (role: LandingRole, country: Country) =>
    faqCopy(role, country, cheapestPriceWithVat(country))
      .items.flatMap((item) => [item.question, item.answer])
      .join(' ');
  // \b knows no umlauts: a word is bounded by anything that is not a letter.
  const informal = /(?<!\p{L})(du|dich|dir|dein\p{L}*)(?!\p{L})/iu;
  const formal = /(?<!\p{L})(Sie|Ihnen|Ihr\p{L}*)(?!\p{L})/u;

  it.each(COUNTRIES)('answers 5 to 8 questions on each landing (%s)', (country) => {
    for (const role of ROLES) {
      const { heading, items } = faqCopy(role, country, cheapestPriceWithVat(country));
      expect(heading).toBe('Häufige Fragen');
      expect(items.length).toBeGreaterThanOrEqual(5);
      expect(items.length).toBeLessThanOrEqual(8);
      for (const item of items) {
        expect(item.question).toMatch(/\?$/);
        expect(item.answer.length).toBeGreaterThan(60);
      }
      expect(new Set(items.map((item) => item.question)).size).toBe(items.length);
    }
  });

  it.each(COUNTRIES)(
    'speaks to pupils with du, to teachers and parents with Sie (%s)',
    (country) => {
      expect(words('student', country)).not.toMatch(formal);
      expect(words('student', country)).toMatch(informal);
      for (const role of ['teacher', 'parent'] as const) {
        expect(words(role, country)).not.toMatch(informal);
        expect(words(role, country)).toMatch(formal);
      }
    },
  );

  it.each([
    ['DE', /9,90\s€/],
    ['CH', /CHF\s9\.90/],
  ] as const)(
    'names the price of %s in the answer that links to Premium, for adults only',
    (country, price) => {
      for (const role of ROLES.filter((adult) => adult !== 'student')) {
        const premium = faqCopy(role, country, cheapestPriceWithVat(country)).items.filter(
          (item) => item.link?.href === '/premium',
        );
        expect(premium).toHaveLength(1);
        expect(premium[0]!.answer).toMatch(price);
        expect(premium[0]!.answer).not.toMatch(country === 'CH' ? /€/ : /CHF/);
      }
      // The pupils' questions neither price Premium nor lead to buying it (UWG Anhang Nr. 28).
      const pupils = faqCopy('student', country, cheapestPriceWithVat(country)).items;
      expect(pupils.some((item) => item.link?.href === '/premium')).toBe(false);
      // Nor point a child at more to be had for money (#52).
      expect(JSON.stringify(pupils)).not.toMatch(/€|CHF|Premium|mehr Funktionen/);
    },
  );

  it("names each country's curriculum and school levels, and the under-16 rule", () => {
    for (const role of ROLES) {
      const swiss = words(role, 'CH');
      expect(swiss).toMatch(/(folgen|nach) dem Lehrplan 21/);
      expect(swiss).toMatch(/Sekundarstufe I|Sek I/);
      expect(swiss).toContain('Gymnasium');
      expect(swiss).not.toMatch(/Lehrplan 21[^.]*Matura/);
      expect(swiss).not.toMatch(/Bundesl|Länder|Abitur|Klassen 5/);
      expect(swiss).not.toContain('ß');
      const german = words(role, 'DE');
      expect(german).toMatch(/folgen den Lehrplänen|nach dem Lehrplan/);
      expect(german).toContain('Klassen 5 bis 13');
      expect(german).not.toMatch(/Lehrplan 21|Matura|Kanton/);
      for (const text of [swiss, german]) expect(text).toContain('jünger als 16');
    }
  });
});

it('covers both countries', () => {
  expect(COUNTRIES).toEqual(['DE', 'CH']);
});

describe('hero visuals', () => {
  const INFORMAL = /\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i;

  // The Swiss copy test above covers them too.
  it('write Swiss copy in Swiss spelling', () => {
    expect(JSON.stringify(tutorChatExample('DE'))).toContain('größeren');
    expect(JSON.stringify(tutorChatExample('CH'))).toContain('grösseren');
  });

  it('say du to pupils and address adults formally', () => {
    for (const country of COUNTRIES) {
      expect(tutorChatExample(country).caption).toMatch(INFORMAL);
      expect(JSON.stringify(classOverviewExample(country))).not.toMatch(INFORMAL);
      expect(JSON.stringify(weeklyReportExample(country))).not.toMatch(INFORMAL);
      expect(weeklyReportExample(country).tip).toContain('Sie');
    }
  });

  it('lets the pupil find the answer: the tutor never states it first', () => {
    const { messages } = tutorChatExample('DE');
    const answer = messages.findIndex((message) => message.text.includes('3/4'));
    expect(messages[answer]!.from).toBe('pupil');
    expect(messages.filter((message) => message.from === 'tutor').length).toBeGreaterThan(1);
  });

  it('counts no more pupils stuck than the class has', () => {
    const overview = classOverviewExample('DE');
    expect(overview.pupils).toBe(`${overview.classSize} Schülerinnen und Schüler`);
    expect(overview.caption).toContain(`${overview.classSize} Schülerinnen und Schüler`);
    for (const topic of overview.topics) {
      expect(topic.stuck).toBeGreaterThanOrEqual(0);
      expect(topic.stuck).toBeLessThanOrEqual(overview.classSize);
      expect(topic.count).toBe(`${topic.stuck} von ${overview.classSize}`);
    }
    const most = overview.topics.reduce((a, b) => (b.stuck > a.stuck ? b : a));
    expect(overview.suggestion).toContain(most.name);
  });

  it('sums up the week it shows', () => {
    const report = weeklyReportExample('DE');
    expect(report.minutesPerDay).toHaveLength(report.days.length);
    const minutes = report.minutesPerDay.reduce((sum, day) => sum + day, 0);
    const active = report.minutesPerDay.filter((day) => day > 0).length;
    expect(report.tasks.solved).toBeLessThanOrEqual(report.tasks.tried);
    expect(report.figures.map((figure) => `${figure.value} ${figure.label}`)).toEqual([
      `${minutes} Minuten geübt`,
      `${report.tasks.solved} von ${report.tasks.tried} Aufgaben gelöst`,
      `${active} von 7 Tagen aktiv`,
    ]);
  });
});

describe('the copy fixes of the legal and editorial reading (#25)', () => {
  const both = COUNTRIES.map((country) => [country, allCopy(country)] as const);

  it.each(both)('%s: promises no finished solutions and no better marks', (_, copy) => {
    expect(copy).not.toContain('gibt keine fertigen Lösungen vor');
    expect(copy).toContain('verrät keine fertigen Lösungen');
    expect(copy).not.toContain('ganz allein');
    expect(copy).toContain('Das hast du selbst herausgefunden.');
    expect(copy).not.toContain('Datenschutz nach europäischem und Schweizer Recht');
    expect(copy).toContain('Cookies für Statistik und Werbung nur mit Einwilligung');
  });

  it.each(both)('%s: pupils are not told who pays', (_, copy) => {
    expect(copy).not.toMatch(/Bezahlen übernehmen meist/);
  });

  it.each(COUNTRIES)('%s: marks the testimonial as an illustration', (country) => {
    expect(testimonial(country).note).toBe(
      'Beispiel zur Veranschaulichung, kein Zitat einer echten Schülerin',
    );
  });

  it.each(COUNTRIES)('%s: Premium can be ordered without PayPal’s window (#40)', (country) => {
    expect(premiumPageCopy(country).orderByEmail).toMatch(
      /Bestellen Sie per E-Mail .*Rechnung.*Sie zahlen per Überweisung.*Schreiben Sie an$/,
    );
    // As the AGB contract it (#52): name and address for the invoice, which makes the contract
    // and brings the confirmation; Premium after the money, at once only when asked for.
    expect(premiumPageCopy(country).orderByEmail).toContain(
      'sowie Ihrem Namen und Ihrer Anschrift. Mit unserer Rechnung kommt der Vertrag zustande; mit ihr erhalten Sie Bestellbestätigung, AGB und Widerrufsbelehrung.',
    );
    expect(premiumPageCopy(country).orderByEmail).toContain(
      'Premium beginnt, sobald das Geld da ist, wenn Sie in Ihrer E-Mail den Beginn vor Ablauf der Widerrufsfrist verlangen, sonst nach Ablauf der Frist (Abschnitt 6 der AGB).',
    );
  });

  it.each(COUNTRIES)(
    '%s: the testimonial’s hidden heading says it is an example (#40)',
    (country) => {
      expect(testimonial(country).heading).toBe('Beispielhafte Stimme einer Schülerin');
    },
  );

  it('Swiss pages say Lektion, name the cantonal curricula and no idiom of the Groschen', () => {
    const swiss = allCopy('CH');
    expect(swiss).not.toContain('Groschen');
    expect(swiss).not.toMatch(/\bStunde\b/);
    expect(classOverviewExample('CH').suggestion).toContain('nächsten Lektion');
    expect(swiss).not.toMatch(/Lehrplan 21[^.]*Matura/);
    expect(swiss).toContain(
      'Lehrplan 21 in der Volksschule und den kantonalen Lehrplänen am Gymnasium',
    );
    expect(classOverviewExample('DE').suggestion).toContain('nächsten Stunde');
  });

  it.each(COUNTRIES)('%s: every price on the landings carries its VAT note', (country) => {
    const copy = allCopy(country);
    const prices = copy.match(/CHF\s\d+\.\d{2}|\d+,\d{2}\s€/g) ?? [];
    expect(prices.length).toBeGreaterThan(0);
    const note = country === 'CH' ? 'inkl. MWST' : 'inkl. MwSt.';
    for (const price of prices) {
      expect(
        copy
          .split(price)
          .slice(1)
          .every((rest) => rest.startsWith(` ${note}`)),
      ).toBe(true);
    }
  });
});

describe('the Premium page (#40)', () => {
  it.each(COUNTRIES)('%s: states the app’s system requirements for parents', (country) => {
    const copy = premiumPageCopy(country);
    expect(copy.requirementsHeading).toBe('Technische Voraussetzungen');
    for (const needed of [
      'Sie müssen nichts installieren',
      'Computer, ein Tablet oder ein Handy',
      '(Chrome, Edge, Firefox oder Safari in der aktuellen Version)',
      'Internetverbindung',
    ]) {
      expect(copy.requirements).toContain(needed);
    }
  });
});
