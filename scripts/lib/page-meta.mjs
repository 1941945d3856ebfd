// What the site server answers for a page path (decision 070): the HTTP status (404 for a path the
// shell shows its "Page not found" for, and for a job guide or white paper the catalogue does not
// have), and the page's <html lang>, <title>, meta description, canonical and hreflang alternates,
// written into the shell's index.html. Matching is the shell's own (`matchPath` from
// shared-kit/src/routes/paths.ts, loaded by ./route-table.mjs), so both always agree.

const SITE = 'Laluan Kerjaya';

/** Page names in both languages (the wording of the menu and of each app's own page title). */
const NAMES = {
  about: { en: 'About Us', ms: 'Tentang Kami' },
  'quiz.intro': { en: 'Career quiz', ms: 'Kuiz kerjaya' },
  'quiz.start': { en: 'Career quiz: start', ms: 'Kuiz kerjaya: mula' },
  'quiz.dataEntry': { en: 'Career quiz: about you', ms: 'Kuiz kerjaya: tentang anda' },
  'quiz.result': { en: 'Your personality', ms: 'Personaliti anda' },
  subjectQuiz: { en: 'Subject quiz', ms: 'Kuiz subjek' },
  contact: { en: 'Get in touch', ms: 'Hubungi kami' },
  directory: { en: 'All jobs', ms: 'Semua pekerjaan' },
  events: { en: 'Events', ms: 'Acara' },
  funding: { en: 'Funding search', ms: 'Carian pembiayaan' },
  profile: { en: 'My profile', ms: 'Profil saya' },
  privacy: { en: 'Privacy and cookie notice', ms: 'Notis privasi dan kuki' },
  whitePaper: { en: 'White paper', ms: 'Kertas putih' },
};

const METHODOLOGY = {
  'career-quiz': { en: 'Career quiz', ms: 'Kuiz kerjaya' },
  'career-quiz-vs-imk': { en: 'Career quiz and IMK', ms: 'Kuiz kerjaya dan IMK' },
  'job-guide': { en: 'Job guides', ms: 'Panduan kerjaya' },
  job: { en: 'Job data', ms: 'Data pekerjaan' },
  salary: { en: 'Salary', ms: 'Gaji' },
  'subject-job-match': { en: 'Subject and job match', ms: 'Padanan subjek dan kerjaya' },
};

const SECTIONS = {
  'coming-soon': { en: 'Coming soon', ms: 'Akan datang' },
  'education-pathway': { en: 'Education pathway', ms: 'Haluan pendidikan' },
  'experts-say': { en: 'What experts say', ms: 'Kata pakar' },
  'job-knowledge': { en: 'Job knowledge', ms: 'Pengetahuan kerja' },
  'salary-and-progression': { en: 'Salary and progression', ms: 'Gaji dan kemajuan' },
};

const TEXT = {
  home: {
    en: `${SITE}: career quiz, job guides and funding search`,
    ms: `${SITE}: kuiz kerjaya, panduan kerjaya dan carian pembiayaan`,
  },
  notFound: { en: 'We could not find that page', ms: 'Alamak, halaman itu tiada' },
  methodology: { en: 'Methodology', ms: 'Metodologi' },
  site: {
    en: `${SITE}: career quiz, honest job guides and funding search for Malaysian students, in English and Bahasa Melayu.`,
    ms: `${SITE}: kuiz kerjaya, panduan kerjaya yang jujur dan carian pembiayaan untuk pelajar Malaysia, dalam bahasa Inggeris dan Bahasa Melayu.`,
  },
  directory: {
    en: 'Every job guide on Laluan Kerjaya, by industry: find a job and read what it takes.',
    ms: 'Semua panduan kerjaya di Laluan Kerjaya, mengikut industri: cari pekerjaan dan baca apa yang diperlukan.',
  },
  quiz: {
    en: 'A free career quiz for Malaysian students: answer short questions and see the jobs that suit your personality.',
    ms: 'Kuiz kerjaya percuma untuk pelajar Malaysia: jawab soalan ringkas dan lihat pekerjaan yang sesuai dengan personaliti anda.',
  },
  job: {
    complete: {
      en: (n) =>
        `${n}: what the job is, the education pathway, salary and progression, and what experts say. A job guide for Malaysian students.`,
      ms: (n) =>
        `${n}: tentang pekerjaan ini, haluan pendidikan, gaji dan kemajuan, serta kata pakar. Panduan kerjaya untuk pelajar Malaysia.`,
    },
    partial: {
      en: (n) => `${n}: what the job is and what it takes. A job guide for Malaysian students.`,
      ms: (n) => `${n}: tentang pekerjaan ini dan apa yang diperlukan. Panduan kerjaya untuk pelajar Malaysia.`,
    },
    coming_soon: {
      en: (n) => `${n}: the job guide is coming soon on Laluan Kerjaya.`,
      ms: (n) => `${n}: panduan kerjaya ini akan datang di Laluan Kerjaya.`,
    },
  },
};

const pageTitle = (page) => `${page} · ${SITE}`;

function localized(value, locale) {
  if (value && typeof value === 'object') return value[locale] ?? value.en ?? '';
  return typeof value === 'string' ? value : '';
}

/**
 * Looks a slug up in a catalogue list by either language's slug (the API does the same).
 * @template {{ slug: string, slug_bm: string }} T
 * @param {T[] | undefined} list
 */
function bySlug(list, slug) {
  return list?.find((item) => item.slug === slug || item.slug_bm === slug) ?? null;
}

/**
 * The answer for a page path.
 * @param {string} pathname the request's path (no query)
 * @param {{ matchPath: Function, localeOfPath: Function, buildPath: Function }} paths the shell's matching
 * @param {{ jobs?: Array<{slug: string, slug_bm: string, name: string, name_bm: string, en_data_status?: string, bm_data_status?: string}>, whitePapers?: Array<{slug: string, slug_bm: string, title?: unknown}> } | null} catalogue
 *   null when it could not be read: a slug is then given the benefit of the doubt (200)
 * @returns {{ status: 200 | 404, locale: 'en'|'ms', title: string, description: string, alternates: { en: string, ms: string } | null, canonical: string | null }}
 */
export function pageAnswer(pathname, paths, catalogue) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    /* a malformed escape cannot match a route */
  }
  if (decoded === '/' || decoded === '') {
    // The shell sends the bare root to the home page in the visitor's language.
    return {
      status: 200,
      locale: 'en',
      title: TEXT.home.en,
      description: TEXT.site.en,
      alternates: null,
      canonical: null,
    };
  }
  const match = paths.matchPath(decoded);
  const notFound = (locale) => ({
    status: 404,
    locale,
    title: pageTitle(TEXT.notFound[locale]),
    description: TEXT.site[locale],
    alternates: null,
    canonical: null,
  });
  if (!match) return notFound(paths.localeOfPath(decoded) ?? 'en');

  const { route, locale, canonical: params } = match;
  const other = { ...params };
  const mine = { ...params };
  let title;
  let description = TEXT.site[locale];
  if (route.id === 'jobs.detail' || route.id === 'jobs.section') {
    const job = catalogue ? bySlug(catalogue.jobs, params.slug) : null;
    if (catalogue && !job) return notFound(locale);
    if (job) {
      mine.slug = locale === 'en' ? job.slug : job.slug_bm;
      other.slug = locale === 'en' ? job.slug_bm : job.slug;
      const name = locale === 'en' ? job.name : job.name_bm;
      const status = (locale === 'en' ? job.en_data_status : job.bm_data_status) ?? 'partial';
      const section = route.id === 'jobs.section' ? SECTIONS[params.section]?.[locale] : null;
      title = pageTitle(section ? `${name}: ${section}` : name);
      description = (TEXT.job[status] ?? TEXT.job.partial)[locale](name);
    } else {
      title = pageTitle(NAMES.directory[locale]);
    }
  } else if (route.id === 'whitePaper') {
    const paper = catalogue ? bySlug(catalogue.whitePapers, params.slug) : null;
    if (catalogue && !paper) return notFound(locale);
    if (paper) {
      mine.slug = locale === 'en' ? paper.slug : paper.slug_bm;
      other.slug = locale === 'en' ? paper.slug_bm : paper.slug;
    }
    title = pageTitle(localized(paper?.title, locale) || NAMES.whitePaper[locale]);
    description = localized(paper?.summary, locale) || description;
  } else if (route.id === 'home') {
    title = TEXT.home[locale];
  } else if (route.id === 'methodology') {
    title = pageTitle(`${TEXT.methodology[locale]}: ${METHODOLOGY[params.page]?.[locale] ?? params.page}`);
  } else {
    title = pageTitle(NAMES[route.id]?.[locale] ?? SITE);
    if (route.id === 'directory') description = TEXT.directory[locale];
    if (route.id === 'quiz.intro') description = TEXT.quiz[locale];
  }
  const otherLocale = locale === 'en' ? 'ms' : 'en';
  const here = paths.buildPath(route.id, locale, mine);
  const there = paths.buildPath(route.id, otherLocale, other);
  return {
    status: 200,
    locale,
    title,
    description,
    alternates: locale === 'en' ? { en: here, ms: there } : { en: there, ms: here },
    canonical: here,
  };
}

function escapeHtml(value) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Writes a page answer into the shell's index.html: `<html lang>`, `<title>`, the meta
 * description, and (for a page of the route table) canonical and hreflang en / ms / x-default
 * links with absolute URLs on the configured public origin.
 * @param {string} html
 * @param {ReturnType<typeof pageAnswer>} answer
 * @param {string} origin
 */
export function applyPageAnswer(html, answer, origin) {
  const links = [];
  if (answer.canonical) links.push(`<link rel="canonical" href="${escapeHtml(origin + answer.canonical)}" />`);
  if (answer.alternates) {
    for (const lang of ['en', 'ms']) {
      links.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + answer.alternates[lang])}" />`);
    }
    links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + answer.alternates.en)}" />`);
  }
  return html
    .replace(/<html(\s[^>]*)?>/, (tag) =>
      /\slang=/.test(tag)
        ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/, ` lang="${answer.locale}"`)
        : tag.replace('<html', `<html lang="${answer.locale}"`),
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(answer.title)}</title>${links.join('')}`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(answer.description)}" />`,
    );
}
