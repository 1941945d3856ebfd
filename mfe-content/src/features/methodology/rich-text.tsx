import { Fragment, type ReactNode } from 'react';
import { RouteLink, type RouteId } from 'shared-kit';

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function link(text: string, href: string, key: number): ReactNode {
  if (href.startsWith('route:methodology:')) {
    return (
      <RouteLink key={key} to="methodology" params={{ page: href.slice('route:methodology:'.length) }}>
        {text}
      </RouteLink>
    );
  }
  if (href.startsWith('route:')) {
    return (
      <RouteLink key={key} to={href.slice('route:'.length) as RouteId}>
        {text}
      </RouteLink>
    );
  }
  return (
    <a key={key} href={href} rel="noopener noreferrer">
      {text}
    </a>
  );
}

/** Renders the inline markup of a methodology text: **bold** and [text](href). */
export function RichText({ text }: { readonly text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parts.push(<Fragment key={n++}>{text.slice(last, match.index)}</Fragment>);
    if (match[1] !== undefined) parts.push(<strong key={n++}>{match[1]}</strong>);
    else parts.push(link(match[2]!, match[3]!, n++));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(<Fragment key={n}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
