import { loadContent, type Content } from './loader.js';

// Each step after SPM is named by its kind in the guide, the comparison and the subject match
// (content/README.md "pathway"), so a kind must say what the step is (walk-through, November
// 2026: a master's and a PhD shown as "Degree", flight school as "Professional registration").
let content: Content;
beforeAll(async () => {
  content = (await loadContent()).content;
});

const routesOf = (slug: string) => content.jobs.find((j) => j.slug === slug)?.pathway?.routes.map((r) => r.type);
const allRoutes = () =>
  content.jobs.flatMap((j) => (j.pathway?.routes ?? []).map((r) => ({ slug: j.slug, ...r, text: r.description.en ?? '' })));
const firstSentence = (text: string) => text.split(/(?<=[.;])\s/)[0]!;

describe('route kinds say what each step is', () => {
  test('the steps the walk-through found mislabelled', () => {
    expect(routesOf('lecturer')).toEqual(['pre_university', 'degree', 'masters', 'phd']);
    expect(routesOf('airline-pilot')).toEqual(['flight_training', 'cadetship', 'on_the_job']);
    expect(routesOf('delivery-rider')).toEqual(['licence']);
  });

  test("a master's or a PhD is never a plain degree", () => {
    const wrong = allRoutes().filter(
      (r) => r.type === 'degree' && /^(An? |Complete an? [^ ]+ )?(Master|PhD)/i.test(firstSentence(r.text)),
    );
    expect(wrong.map((r) => r.slug)).toEqual([]);
    for (const r of allRoutes().filter((x) => x.type === 'masters' || x.type === 'phd'))
      expect({ slug: r.slug, names: /Master|PhD/.test(r.text) }).toEqual({ slug: r.slug, names: true });
  });

  test('a step that lists matriculation, STPM and asasi as choices is pre-university, not one of them', () => {
    const choices = (text: string) =>
      [/matric|matrikulasi/i, /STPM|Form Six|Form 6/, /asasi|foundation/i].filter((p) => p.test(firstSentence(text)))
        .length;
    const wrong = allRoutes().filter((r) => (r.type === 'matriculation' || r.type === 'stpm') && choices(r.text) >= 2);
    expect(wrong.map((r) => r.slug)).toEqual([]);
  });

  test('SKM, skills diplomas and vocational colleges are named as such (a route mixing them stays TVET)', () => {
    const named = (text: string) =>
      (/^(Sijil Kemahiran Malaysia \(SKM\)|Take SKM|SKM Level)/.test(text) &&
        !/Kolej Vokasional/.test(firstSentence(text))) ||
      /^(Kolej Vokasional|Continue to (a )?DKM)/.test(text);
    const wrong = allRoutes().filter((r) => r.type === 'tvet' && named(r.text));
    expect(wrong.map((r) => r.slug)).toEqual([]);
  });

  test("SPP's appointment of teachers is an appointment, not a professional qualification", () => {
    const wrong = allRoutes().filter(
      (r) => r.type !== 'appointment' && /appointed by the Education Service Commission/.test(r.text),
    );
    expect(wrong.map((r) => r.slug)).toEqual([]);
  });
});
