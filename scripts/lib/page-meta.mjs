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
  subjectQuiz: { en: 'Match my SPM subjects', ms: 'Padankan subjek SPM saya' },
  contact: { en: 'Get in touch', ms: 'Hubungi kami' },
  directory: { en: 'All jobs', ms: 'Semua pekerjaan' },
  'jobs.compare': { en: 'Compare jobs', ms: 'Banding pekerjaan' },
  events: { en: 'Events', ms: 'Acara' },
  funding: { en: 'Funding search', ms: 'Carian pembiayaan' },
  profile: { en: 'My profile', ms: 'Profil saya' },
  privacy: { en: 'Privacy and cookie notice', ms: 'Notis privasi dan kuki' },
  whitePapers: { en: 'White papers', ms: 'Kertas putih' },
  whitePaper: { en: 'White paper', ms: 'Kertas putih' },
};

// The methodology pages' titles: the same as the h1 of their texts in
// mfe-content/src/features/methodology/texts/ (decision 161), so the first title matches the page's.
const METHODOLOGY = {
  'career-quiz': { en: 'How the career quiz works', ms: 'Cara kuiz kerjaya berfungsi' },
  'career-quiz-vs-imk': { en: 'Our career quiz and IMK', ms: 'Kuiz kerjaya kami dan IMK' },
  'job-guide': { en: 'How a job guide is written', ms: 'Cara panduan kerjaya ditulis' },
  job: { en: 'What a job entry holds', ms: 'Kandungan entri pekerjaan' },
  salary: { en: 'How we show pay', ms: 'Cara kami memaparkan gaji' },
  'subject-job-match': { en: 'How the subject match works', ms: 'Cara padanan subjek berfungsi' },
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
  subjectQuiz: {
    en: 'Pick your SPM subjects and see the jobs they open, what else those jobs need, and the routes after SPM.',
    ms: 'Pilih subjek SPM anda dan lihat kerjaya yang terbuka, apa lagi yang diperlukan, dan laluan selepas SPM.',
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

/** The picture link previews show (the shell's build copies it from shell/public). */
export const SHARE_IMAGE = {
  path: '/share-card.png',
  width: 1200,
  height: 630,
  alt: {
    en: 'Laluan Kerjaya: career quiz, job guides and funding search for Malaysian students',
    ms: 'Laluan Kerjaya: kuiz kerjaya, panduan kerjaya dan carian pembiayaan untuk pelajar Malaysia',
  },
};

/**
 * @typedef {{ slug: string, slug_bm: string, name: string, name_bm: string, synonyms?: string[],
 *   synonyms_bm?: string[], masco_2020?: string | null, summary?: { en?: string, ms?: string } | null,
 *   industry: { id: string, name: string, name_bm: string } }} JobDetail
 * @typedef {{ status: 200 | 404, locale: 'en'|'ms', title: string, description: string,
 *   alternates: { en: string, ms: string } | null, canonical: string | null,
 *   jsonLd: Record<string, unknown> | null, noindex?: boolean }} PageAnswer
 */

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
 * @param {{ jobs?: Array<{slug: string, slug_bm: string, name: string, name_bm: string, en_data_status?: string, bm_data_status?: string}>, whitePapers?: Array<{slug: string, slug_bm: string, title?: unknown, example?: boolean}>, events?: Array<{example?: boolean}> } | null} catalogue
 *   null when it could not be read: a slug is then given the benefit of the doubt (200)
 * @param {JobDetail | null} [detail] the job guide's detail (GET {api}/jobs/:slug) on a job guide's path,
 *   for its industry and summary in the description and its schema.org Occupation; null otherwise
 * @returns {PageAnswer}
 */
export function pageAnswer(pathname, paths, catalogue, detail = null) {
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
      jsonLd: null,
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
    jsonLd: null,
  });
  if (!match) return notFound(paths.localeOfPath(decoded) ?? 'en');

  const { route, locale, canonical: params } = match;
  const other = { ...params };
  const mine = { ...params };
  let title;
  let description = TEXT.site[locale];
  let jsonLd = null;
  // Development examples are never indexed, nor a list that holds nothing else (decision 261).
  let noindex = false;
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
      const same = detail && (detail.slug === job.slug || detail.slug_bm === job.slug_bm) ? detail : null;
      const summary = same ? localized(same.summary, locale) : '';
      if (same && summary) {
        const industry = locale === 'en' ? same.industry.name : same.industry.name_bm;
        description = clip(`${name} (${industry}): ${summary}`, DESCRIPTION_MAX);
      }
      if (same) jsonLd = occupation(same, locale, summary);
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
    if (paper?.example) {
      // The page says "coming soon" and shows none of the example: nor do its title and previews.
      noindex = true;
      title = pageTitle(NAMES.whitePapers[locale]);
    } else {
      title = pageTitle(localized(paper?.title, locale) || NAMES.whitePaper[locale]);
      description = localized(paper?.summary, locale) || description;
    }
  } else if (route.id === 'home') {
    title = TEXT.home[locale];
  } else if (route.id === 'methodology') {
    title = pageTitle(METHODOLOGY[params.page]?.[locale] ?? TEXT.methodology[locale]);
  } else {
    title = pageTitle(NAMES[route.id]?.[locale] ?? SITE);
    if (route.id === 'events' && catalogue) noindex = !hasReal(catalogue.events);
    if (route.id === 'whitePapers' && catalogue) noindex = !hasReal(catalogue.whitePapers);
    if (route.id === 'directory') description = TEXT.directory[locale];
    if (route.id === 'quiz.intro') description = TEXT.quiz[locale];
    if (route.id === 'subjectQuiz') description = TEXT.subjectQuiz[locale];
  }
  const otherLocale = locale === 'en' ? 'ms' : 'en';
  const here = paths.buildPath(route.id, locale, mine);
  const there = paths.buildPath(route.id, otherLocale, other);
  if (jsonLd) jsonLd.url = here; // made absolute by applyPageAnswer
  return {
    status: 200,
    locale,
    title,
    description,
    alternates: locale === 'en' ? { en: here, ms: there } : { en: there, ms: here },
    canonical: here,
    jsonLd,
    ...(noindex ? { noindex } : {}),
  };
}

/** Does a catalogue list hold anything but development examples (`example: true`)? */
export const hasReal = (list) => (list ?? []).some((item) => !item.example);

/** Search engines show about 155–160 characters of a description; WhatsApp about two lines. */
const DESCRIPTION_MAX = 160;

/** Cuts text at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text, max) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.(-]+$/, '')}…`;
}

/**
 * A job guide as schema.org's Occupation, in the page's language: its name, other names people use,
 * what the work is, its MASCO 2020 code where known, and where (Malaysia). Pay is left out until
 * every figure carries its source (issue 14); a search engine would show it without one.
 * @param {JobDetail} job
 * @param {'en'|'ms'} locale
 * @param {string} summary
 */
function occupation(job, locale, summary) {
  const synonyms = (locale === 'en' ? job.synonyms : job.synonyms_bm) ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Occupation',
    name: locale === 'en' ? job.name : job.name_bm,
    ...(synonyms.length ? { alternateName: synonyms } : {}),
    ...(summary ? { description: summary } : {}),
    ...(job.masco_2020
      ? { occupationalCategory: { '@type': 'CategoryCode', codeValue: job.masco_2020, inCodeSet: 'MASCO 2020' } }
      : {}),
    occupationLocation: { '@type': 'Country', name: 'Malaysia' },
    inLanguage: locale === 'en' ? 'en-MY' : 'ms-MY',
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
 * @param {PageAnswer} answer
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
  // Link previews (WhatsApp, Facebook, Telegram read Open Graph; X reads its card tags).
  const meta = (key, name, content) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const ogLocale = { en: 'en_MY', ms: 'ms_MY' };
  links.push(
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', answer.title),
    meta('property', 'og:description', answer.description),
    meta('property', 'og:locale', ogLocale[answer.locale]),
    meta('property', 'og:locale:alternate', ogLocale[answer.locale === 'en' ? 'ms' : 'en']),
  );
  if (answer.canonical) links.push(meta('property', 'og:url', origin + answer.canonical));
  links.push(
    meta('property', 'og:image', `${origin}${SHARE_IMAGE.path}`),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', SHARE_IMAGE.alt[answer.locale]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', answer.title),
    meta('name', 'twitter:description', answer.description),
  );
  if (answer.noindex) links.push(meta('name', 'robots', 'noindex'));
  if (answer.jsonLd) {
    const data = { ...answer.jsonLd, ...(answer.jsonLd.url ? { url: origin + answer.jsonLd.url } : {}) };
    // A data block, not a script: CSP does not apply; "<" is escaped so no text can close the tag.
    links.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
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
