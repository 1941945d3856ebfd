import { screen } from '@testing-library/react';
import { renderIntl } from 'shared-kit/testing';
import { HttpResponse, http, ownApi, server } from '../../../test/network';
import { makeQuiz } from '../../../test/quiz-fixtures';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { QuizStartFirstView } from './start-first-view';

const PATH = { en: '/en/career-quiz/start', ms: '/ms/kuiz-kerjaya/mula' } as const;

describe('QuizStartFirstView (the server paint, decision 351)', () => {
  it.each([
    ['en', 'Before you start', 'Start question 1'],
    ['ms', 'Sebelum anda mula', 'Mula soalan 1'],
  ] as const)("with the quiz there, its button reads as the start page's does (%s)", async (locale, title, begin) => {
    server.use(http.get(ownApi('/data/generate-affinity'), () => HttpResponse.json({ data: makeQuiz(1) })));
    renderIntl(<QuizStartFirstView />, { locale, messages: { en, ms }, path: PATH[locale] });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: begin })).not.toHaveAttribute('aria-busy');
  });

  it('without the quiz, the button says it is loading (as the app does while it fetches)', () => {
    server.use(http.get(ownApi('/data/generate-affinity'), () => new Promise<Response>(() => undefined)));
    renderIntl(<QuizStartFirstView />, { locale: 'en', messages: { en, ms }, path: PATH.en });
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  });
});
