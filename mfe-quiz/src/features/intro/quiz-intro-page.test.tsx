import { screen, within } from '@testing-library/react';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { QuizIntroPage } from './quiz-intro-page';

const messages = { en, ms };

describe('QuizIntroPage', () => {
  it('explains the quiz and links to its start and method in English', () => {
    renderIntl(<QuizIntroPage />, { locale: 'en', messages, path: '/en/career-quiz' });
    expect(document.title).toBe('Career quiz · Laluan Kerjaya');
    expect(screen.getByRole('heading', { level: 1, name: 'What kind of work suits you?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the quiz' })).toHaveAttribute('href', '/en/career-quiz/start');

    const how = screen.getByRole('region', { name: 'How it works' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    expect(within(how).getByText('7 questions, 6 pictures each — about 3 minutes.')).toBeInTheDocument();

    const types = screen.getByRole('region', { name: 'The six interest types' });
    expect(within(types).getAllByRole('listitem')).toHaveLength(6);
    for (const text of [
      'Realistic — hands-on, building and fixing',
      'Investigative — curious, researching and solving',
      'Artistic — creating, designing and expressing',
      'Social — helping, teaching and caring',
      'Enterprising — leading, persuading and selling',
      'Conventional — organising, planning and checking',
    ]) {
      expect(within(types).getByText(text)).toBeInTheDocument();
    }
    expect(within(types).getByRole('link', { name: 'How we built this quiz' })).toHaveAttribute(
      'href',
      '/en/about-us/methodology/career-quiz',
    );
  });

  it('shows Malay text and Malay paths in Malay', () => {
    renderIntl(<QuizIntroPage />, { locale: 'ms', messages, path: '/ms/kuiz-kerjaya' });
    expect(document.title).toBe('Kuiz kerjaya · Laluan Kerjaya');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Jenis kerja apakah yang sesuai dengan anda?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mulakan kuiz' })).toHaveAttribute('href', '/ms/kuiz-kerjaya/mula');
    expect(screen.getByRole('region', { name: 'Cara kuiz ini berfungsi' })).toBeInTheDocument();
    const types = screen.getByRole('region', { name: 'Enam jenis minat' });
    expect(within(types).getByText('Realistik — suka kerja tangan, membina dan membaiki')).toBeInTheDocument();
    expect(within(types).getByText('Konvensional — suka menyusun, merancang dan menyemak')).toBeInTheDocument();
    expect(within(types).getByRole('link', { name: 'Cara kami membina kuiz ini' })).toHaveAttribute(
      'href',
      '/ms/tentang-kami/metodologi/kuiz-kerjaya',
    );
  });

  it.each(['en', 'ms'] as const)('has no accessibility violations (%s)', async (locale) => {
    const { container } = renderIntl(<QuizIntroPage />, { locale, messages });
    expect(await axeViolations(container)).toEqual([]);
  });
});
