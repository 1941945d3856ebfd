import { screen } from '@testing-library/react';
import { renderIntl } from '../testing/render';
import { ComingSoonPage } from './coming-soon-page';

describe('ComingSoonPage', () => {
  it.each([
    ['en', 'Coming soon', /nothing here yet/, 'Back to home', 'See all jobs', '/en/directory/all-jobs'],
    [
      'ms',
      'Akan datang',
      /belum ada apa-apa di sini/,
      'Kembali ke laman utama',
      'Lihat semua pekerjaan',
      '/ms/direktori/semua-pekerjaan',
    ],
  ] as const)(
    'says only that this page is not ready, and offers home and the job guides (%s)',
    (locale, title, body, home, jobs, href) => {
      renderIntl(<ComingSoonPage />, { locale });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(body)).toBeInTheDocument();
      // It must not claim the rest of the site is ready (it was not: ../shared/reviews/walk.md D1).
      expect(document.body.textContent).not.toMatch(/ready to use|sudah boleh digunakan/);
      expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', `/${locale}`);
      expect(screen.getByRole('link', { name: jobs })).toHaveAttribute('href', href);
    },
  );
});
