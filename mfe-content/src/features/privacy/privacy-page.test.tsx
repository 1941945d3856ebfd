import { fireEvent, screen, within } from '@testing-library/react';
import { COOKIES, LOCAL_KEYS, SESSION_KEYS, resetAnalytics, track, ANALYTICS_STATUS } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { PrivacyPage } from './privacy-page';

const messages = { en, ms };

describe('PrivacyPage', () => {
  it('says what the usage statistics keep, why and for how long, and turns them off at once (en, ms)', async () => {
    window.localStorage.clear();
    resetAnalytics();
    const { unmount } = renderIntl(<PrivacyPage />, { locale: 'en', messages, path: '/en/privacy-cookie-notice' });
    const stats = await screen.findByRole('region', { name: 'Usage statistics' });
    expect(stats).toHaveTextContent('deleted automatically after 13 months');
    expect(stats).toHaveTextContent('never keep your name, email, quiz answers or anything you type');
    expect(stats).toHaveTextContent('under 18');
    expect(stats).toHaveTextContent('local storage: analyticsOptOut');
    const box = within(stats).getByRole('checkbox', { name: 'Count my visits in the site’s usage statistics' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(window.localStorage.getItem('analyticsOptOut')).toBe('true');
    expect(within(stats).getByRole('status')).toHaveTextContent('Done: this browser is no longer counted.');
    expect((await track('Quiz Started')).status).toBe(ANALYTICS_STATUS.optedOut);
    unmount();

    renderIntl(<PrivacyPage />, { locale: 'ms', messages, path: '/ms/notis-privasi-kuki' });
    const ms = await screen.findByRole('region', { name: 'Statistik penggunaan' });
    expect(ms).toHaveTextContent('dipadam secara automatik selepas 13 bulan');
    const kotak = within(ms).getByRole('checkbox', { name: 'Kira lawatan saya dalam statistik penggunaan laman ini' });
    expect(kotak).not.toBeChecked();
    fireEvent.click(kotak);
    expect(window.localStorage.getItem('analyticsOptOut')).toBeNull();
    expect(within(ms).getByRole('status')).toHaveTextContent('dikira semula');
    resetAnalytics();
  });

  it('explains accounts, storage and rights in English, naming the PDPA', () => {
    renderIntl(<PrivacyPage />, { locale: 'en', messages, path: '/en/privacy-cookie-notice' });
    expect(document.title).toBe('Privacy and cookie notice · Laluan Kerjaya');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy and cookie notice' })).toBeInTheDocument();
    expect(screen.getByText(/Malaysia’s Personal Data Protection Act 2010 \(PDPA\)/)).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'An account is optional' })).toHaveTextContent('without an account');

    const device = screen.getByRole('region', { name: 'What we keep on your device' });
    expect(within(device).getByText(/We use no advertising cookies\./)).toBeInTheDocument();
    expect(
      within(device)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Your language',
      'Quiz progress and results',
      'Signing in',
      'Job guides you read and save',
      'Small settings and reminders',
      'New versions of the site',
      'Visits and campaign links',
    ]);

    const rights = screen.getByRole('region', { name: 'Your choices' });
    expect(
      within(rights).getByText(/download a copy of your account data, or delete your account/),
    ).toBeInTheDocument();
    expect(within(rights).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/en/my-profile');
    expect(within(rights).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact-us');
  });

  it('names every cookie and storage key the site uses', () => {
    const { container } = renderIntl(<PrivacyPage />, { locale: 'en', messages });
    const shown = Array.from(container.querySelectorAll('code'), (c) => c.textContent);
    const expected = [
      ...Object.keys(COOKIES),
      ...Object.keys(LOCAL_KEYS),
      ...Object.keys(SESSION_KEYS),
      'quizScore_{jobId}',
    ];
    expect([...shown].sort()).toEqual([...expected].sort());
  });

  it('shows Malay text and Malay paths in Malay', () => {
    renderIntl(<PrivacyPage />, { locale: 'ms', messages, path: '/ms/notis-privasi-cookie' });
    expect(document.title).toBe('Notis privasi dan kuki · Laluan Kerjaya');
    expect(screen.getByRole('heading', { level: 1, name: 'Notis privasi dan kuki' })).toBeInTheDocument();
    expect(screen.getByText(/Akta Perlindungan Data Peribadi 2010 \(PDPA\)/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Akaun tidak wajib' })).toBeInTheDocument();
    const device = screen.getByRole('region', { name: 'Apa yang kami simpan pada peranti anda' });
    expect(within(device).getByText(/Kami tidak menggunakan kuki pengiklanan\./)).toBeInTheDocument();
    expect(within(device).getByRole('heading', { level: 3, name: 'Bahasa anda' })).toBeInTheDocument();
    expect(within(device).getAllByText(/^Kuki:/).length).toBeGreaterThan(0);
    const rights = screen.getByRole('region', { name: 'Pilihan anda' });
    expect(within(rights).getByRole('link', { name: 'Profil saya' })).toHaveAttribute('href', '/ms/profil-saya');
    expect(within(rights).getByRole('link', { name: 'Hubungi kami' })).toHaveAttribute('href', '/ms/hubungi-kami');
  });

  it.each(['en', 'ms'] as const)('has no accessibility violations (%s)', async (locale) => {
    const { container } = renderIntl(<PrivacyPage />, { locale, messages });
    expect(await axeViolations(container)).toEqual([]);
  });
});
