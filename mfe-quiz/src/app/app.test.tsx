import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, ownApi, server } from '../../test/network';
import { clearBrowser, makeQuiz } from '../../test/quiz-fixtures';
import { App } from './app';

beforeEach(() => {
  clearBrowser();
  server.use(http.get(ownApi('/data/generate-affinity'), () => HttpResponse.json({ data: makeQuiz() })));
});

function at(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

describe('mfe-quiz App', () => {
  it.each([
    ['/en/career-quiz', 'What kind of work suits you?'],
    ['/ms/kuiz-kerjaya', 'Jenis kerja apakah yang sesuai dengan anda?'],
    ['/en/career-quiz/start', 'Before you start'],
    ['/ms/kuiz-kerjaya/mula', 'Sebelum anda mula'],
    ['/en/career-quiz/data-entry-student', 'Nearly there! Tell us a little about you'],
    ['/ms/kuiz-kerjaya/kemasukan-data-ibu-bapa', 'Hampir siap! Ceritakan sedikit tentang diri anda'],
    ['/en/career-quiz/your-personality', 'No result yet'],
    ['/ms/padanan-subjek-kerjaya', 'Padankan subjek SPM saya'],
  ])('shows the right page at %s', async (path, heading) => {
    at(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('goes from the intro to the start step and back with the browser', async () => {
    at('/en/career-quiz');
    await userEvent.click(await screen.findByRole('link', { name: 'Start the quiz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you start' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/career-quiz/start');
    window.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'What kind of work suits you?' })).toBeInTheDocument();
  });
});
