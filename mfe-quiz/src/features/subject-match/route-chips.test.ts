import { routeChips } from './route-chips';

const d = (en: string, ms: string) => ({ en, ms });

describe('routeChips', () => {
  it("names each step once, in the job file's order, with its duration", () => {
    // Lecturer (content/jobs/lecturer.json): pre-university, a degree, a master's and a PhD.
    expect(
      routeChips([
        { type: 'pre_university', duration: d('1–1.5 years', '1–1.5 tahun') },
        { type: 'degree', duration: d('3–4 years', '3–4 tahun') },
        { type: 'masters', duration: d('1–2 years', '1–2 tahun') },
        { type: 'phd', duration: d('3–4 years', '3–4 tahun') },
      ]),
    ).toEqual([
      { type: 'pre_university', count: 1, duration: d('1–1.5 years', '1–1.5 tahun') },
      { type: 'degree', count: 1, duration: d('3–4 years', '3–4 tahun') },
      { type: 'masters', count: 1, duration: d('1–2 years', '1–2 tahun') },
      { type: 'phd', count: 1, duration: d('3–4 years', '3–4 tahun') },
    ]);
  });

  it('shows a kind listed twice once, with its count and no single duration', () => {
    // A teacher: the IPG degree, or pre-university then a university degree, then SPP's appointment.
    expect(
      routeChips([
        { type: 'degree', duration: d('About 5 years', 'Kira-kira 5 tahun') },
        { type: 'pre_university', duration: d('1–1.5 years', '1–1.5 tahun') },
        { type: 'degree', duration: d('4 years', '4 tahun') },
        { type: 'appointment', duration: null },
      ]),
    ).toEqual([
      { type: 'degree', count: 2, duration: null },
      { type: 'pre_university', count: 1, duration: d('1–1.5 years', '1–1.5 tahun') },
      { type: 'appointment', count: 1, duration: null },
    ]);
  });

  it('has nothing to show for no routes', () => {
    expect(routeChips([])).toEqual([]);
  });
});
