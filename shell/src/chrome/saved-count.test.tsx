import { act, screen } from '@testing-library/react';
import { emit, persistCookie, removeCookie, resetBus, setCookie, type Locale } from 'shared-kit';
import { renderIntl } from 'shared-kit/testing';
import en from '../i18n/en.json';
import ms from '../i18n/ms.json';
import { SavedCount } from './saved-count';

beforeEach(() => {
  resetBus();
  removeCookie('authorization_token');
  removeCookie('savedBookmarksCount');
});

describe.each(['en', 'ms'] as Locale[])('the saved jobs count in the header (%s)', (locale) => {
  const label = (n: number) => (locale === 'ms' ? `Pekerjaan yang saya simpan: ${n}` : `My saved jobs: ${n}`);

  test('a visitor sees nothing', () => {
    renderIntl(<SavedCount />, { locale, messages: { en, ms } });
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('signed in: the count links to the saved jobs and follows every write, here or in another tab', () => {
    setCookie('authorization_token', 'tok');
    setCookie('savedBookmarksCount', 2);
    renderIntl(<SavedCount />, { locale, messages: { en, ms } });
    const link = screen.getByRole('link', { name: label(2) });
    expect(link.getAttribute('href')).toBe(
      locale === 'ms' ? '/ms/profil-saya#saved-jobs' : '/en/my-profile#saved-jobs',
    );
    act(() => persistCookie('savedBookmarksCount', 3));
    expect(screen.getByRole('link', { name: label(3) })).toHaveTextContent('3');
    act(() => {
      // Another tab's write arrives as the bus's cross-tab announcement.
      setCookie('savedBookmarksCount', 1);
      emit('state:changed', { area: 'cookie', key: 'savedBookmarksCount' });
    });
    expect(screen.getByRole('link', { name: label(1) })).toBeInTheDocument();
  });
});
