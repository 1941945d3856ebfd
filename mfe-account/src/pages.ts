/**
 * mfe-account's pages, each declared once (docs/decisions/300). Data only: type-only imports,
 * components as import thunks (Node reads this file as it is).
 */
import type { PageDeclarations } from 'shared-kit/pages';
import type en from './i18n/en.json';

export const PAGES = {
  // The only guarded page: without a session the shell sends the visitor home with the sign-up dialog.
  profile: {
    en: '/en/my-profile',
    ms: '/ms/profil-saya',
    layout: 'profile',
    title: 'account.profile.title',
    auth: true,
    sitemap: false,
    // The server knows no session: the view shows the page's heading and its loading state.
    FirstView: () => import('./app/app').then((m) => ({ default: m.AccountPage })),
    Page: () => import('./features/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
  },
} as const satisfies PageDeclarations<keyof typeof en>;
