import { useEffect } from 'react';
import { emit } from 'shared-kit';
import { useJob } from './api/get-job';

/**
 * The guide of a slug, through the data layer (cached, de-duplicated, cancelled when the slug
 * changes). An unknown slug shows the shell's 404 page; a busy server its 504 page (the query is
 * the page's primary data); other failures stay in the page with a retry.
 */
export function useJobGuide(slug: string) {
  const query = useJob(slug);
  const notFound = query.data === null;
  useEffect(() => {
    if (notFound) emit('route:not-found', { path: window.location.pathname });
  }, [notFound, slug]);
  return query;
}
