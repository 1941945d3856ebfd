import { useCallback } from 'react';
import { buildPath, navigate, setCookie, switchLocalePath, type Locale } from 'shared-kit';
import { translateSlug } from './api/translate-slug';
import { flashSplash } from './splash';

/**
 * The language switch (spec §2): the same place in the other language, the choice remembered in the
 * i18n_redirected cookie, a one-second splash, and a full reload on the profile. On a job guide the
 * slug is asked of the API; when it cannot answer, the visitor lands quietly on the other language's
 * job directory (never an error page).
 */
export function useLocaleSwitch(href: string): (to: Locale) => Promise<void> {
  return useCallback(
    async (to: Locale) => {
      let slugUnknown = false;
      const translated = await switchLocalePath(href, to, async (slug, _from, target) => {
        const other = await translateSlug(slug, target);
        if (other === null) slugUnknown = true;
        return other;
      });
      const target = slugUnknown ? buildPath('directory', to) : translated;
      setCookie('i18n_redirected', to);
      // Any path containing "profil" reloads on a language switch (spec §2).
      if (target.includes('profil')) {
        window.location.assign(target);
        return;
      }
      void flashSplash();
      navigate(target);
    },
    [href],
  );
}
