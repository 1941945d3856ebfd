import { useCallback } from 'react';
import {
  allRoutes,
  buildPath,
  navigate,
  routeById,
  setCookie,
  switchLocalePath,
  type Locale,
  type RouteId,
} from 'shared-kit';
import { translateSlug } from './api/translate-slug';
import { flashSplash } from './splash';

/**
 * The language switch (spec §2): the same place in the other language, the choice remembered in the
 * i18n_redirected cookie, a one-second splash, and a full reload on the profile. On a job guide the
 * or a white paper the slug is asked of the API; when it cannot answer, the visitor lands quietly on
 * the other language's job directory or white-paper list (never an error page).
 */
export function useLocaleSwitch(href: string): (to: Locale) => Promise<void> {
  return useCallback(
    async (to: Locale) => {
      let unknownIn: RouteId | null = null;
      const translated = await switchLocalePath(href, to, async (slug, _from, target, route) => {
        const other = await translateSlug(slug, target, route);
        if (other === null) unknownIn = route;
        return other;
      });
      // An unknown slug lands on the other language's list of that catalogue (the page declaring
      // `listOf` the route's `slugs`: the white papers, or the job directory; decision 300).
      const slugs = unknownIn === null ? null : routeById(unknownIn)?.slugs;
      const list = slugs ? allRoutes().find((r) => r.listOf === slugs) : undefined;
      const target = unknownIn === null ? translated : buildPath(list?.id ?? 'home', to);
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
