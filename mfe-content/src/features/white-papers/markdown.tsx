import { Fragment, type ReactNode } from 'react';

// The small part of Markdown the white papers use, rendered as React elements (never as HTML, so
// nothing in a paper can inject markup): paragraphs, #–### headings, "-"/"*" and "1." lists,
// *emphasis*, **strong** and [links](https://…). A full Markdown library would cost more than
// the whole page.

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|_[^_\s][^_]*_|\[[^\]]+\]\([^)\s]+\))/g;

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    if ((part.startsWith('*') && part.endsWith('*')) || (part.startsWith('_') && part.endsWith('_'))) {
      if (part.length > 2) return <em key={i}>{part.slice(1, -1)}</em>;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const href = link[2]!;
      return /^(https?:\/\/|\/)/.test(href) ? (
        <a key={i} href={href} {...(href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
          {link[1]}
        </a>
      ) : (
        <Fragment key={i}>{link[1]}</Fragment>
      );
    }
    return <Fragment key={i}>{part}</Fragment>;
  });
}

/**
 * Renders a paper's Markdown. `headingOffset` shifts heading levels so "#" in a paper becomes an
 * h2 under the page's own h1.
 */
export function Markdown({ source, headingOffset = 1 }: { source: string; headingOffset?: number }) {
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, i) => {
        const text = block.trim();
        if (!text) return null;
        const heading = /^(#{1,3})\s+(.*)$/.exec(text);
        if (heading) {
          const level = Math.min(6, heading[1]!.length + headingOffset);
          const Tag = `h${level}` as 'h2';
          return <Tag key={i}>{inline(heading[2]!)}</Tag>;
        }
        const lines = text.split('\n');
        if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*[-*]\s+/, ''))}</li>
              ))}
            </ul>
          );
        }
        if (lines.every((l) => /^\s*\d+\.\s+/.test(l))) {
          return (
            <ol key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*\d+\.\s+/, ''))}</li>
              ))}
            </ol>
          );
        }
        return <p key={i}>{inline(lines.join(' '))}</p>;
      })}
    </>
  );
}
