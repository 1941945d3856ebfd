import { buildPath, matchPath, preferredLocale, switchLocalePath } from './paths';
import { DECLARED_ROUTES as ROUTES } from './route-table';

describe('route table', () => {
  it('matches every route in both languages and builds it back', () => {
    const sample: Record<string, string> = { page: 'salary', type: 'parent', section: 'job-knowledge', slug: 'nurse' };
    for (const route of ROUTES) {
      for (const locale of ['en', 'ms'] as const) {
        const params = Object.fromEntries(
          [...route[locale].matchAll(/:([a-zA-Z]+)/g)].map((m) => [m[1]!, sample[m[1]!]!]),
        );
        const path = buildPath(route.id, locale, params);
        const match = matchPath(path);
        expect(match?.route.id).toBe(route.id);
        expect(match?.locale).toBe(locale);
        expect(match?.canonical).toEqual(params);
      }
    }
  });

  it('localizes closed-set words', () => {
    expect(buildPath('methodology', 'ms', { page: 'subject-job-match' })).toBe(
      '/ms/tentang-kami/metodologi/padanan-subjek-kerjaya',
    );
    expect(buildPath('quiz.dataEntry', 'ms', { type: 'parent' })).toBe('/ms/kuiz-kerjaya/kemasukan-data-ibu-bapa');
    expect(buildPath('jobs.section', 'ms', { slug: 'jururawat', section: 'salary-and-progression' })).toBe(
      '/ms/pekerjaan/jururawat/gaji-dan-kemajuan',
    );
  });

  it('rejects unknown paths and words of the wrong language', () => {
    expect(matchPath('/en/nope')).toBeNull();
    expect(matchPath('/en/about-us/methodology/gaji')).toBeNull();
    expect(matchPath('/ms/kuiz-kerjaya/kemasukan-data-student')).toBeNull();
    expect(matchPath('/en/jobs/Bad_Slug')).toBeNull();
    expect(matchPath('/fr')).toBeNull();
  });

  it('switches language keeping the place, query and hash', async () => {
    expect(await switchLocalePath('/en/about-us#team', 'ms')).toBe('/ms/tentang-kami#team');
    expect(await switchLocalePath('/ms/kuiz-kerjaya/kemasukan-data-guru?x=1', 'en')).toBe(
      '/en/career-quiz/data-entry-teacher?x=1',
    );
    const translate = async (slug: string) => (slug === 'nurse' ? 'jururawat' : null);
    expect(await switchLocalePath('/en/jobs/nurse/experts-say', 'ms', translate)).toBe(
      '/ms/pekerjaan/jururawat/kata-pakar',
    );
    expect(await switchLocalePath('/en/unknown/page', 'ms')).toBe('/ms/unknown/page');
  });

  it("asks for a white paper's slug in the other language, naming the route", async () => {
    const asked: string[] = [];
    const translate = async (slug: string, from: string, to: string, route: string) => {
      asked.push(`${route}:${from}>${to}:${slug}`);
      return slug === 'why-tvet' ? 'mengapa-tvet' : null;
    };
    expect(await switchLocalePath('/en/white-paper/why-tvet?ref=x#part-2', 'ms', translate)).toBe(
      '/ms/kertas-putih/mengapa-tvet?ref=x#part-2',
    );
    expect(await switchLocalePath('/en/white-paper', 'ms', translate)).toBe('/ms/kertas-putih');
    expect(await switchLocalePath('/en/jobs/nurse', 'ms', translate)).toBe('/ms/pekerjaan/nurse');
    expect(asked).toEqual(['whitePaper:en>ms:why-tvet', 'jobs.detail:en>ms:nurse']);
  });

  it('picks a locale from the saved choice, then the browser', () => {
    expect(preferredLocale('ms', ['en-GB'])).toBe('ms');
    expect(preferredLocale(undefined, ['ms-MY', 'en'])).toBe('ms');
    expect(preferredLocale(undefined, ['fr'])).toBe('en');
  });
});
