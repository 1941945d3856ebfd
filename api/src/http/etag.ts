/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: a list of entity tags, weak
 * comparison, or `*`). A browser sends back the ETag it was given; a proxy may add others.
 */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return String(header)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
