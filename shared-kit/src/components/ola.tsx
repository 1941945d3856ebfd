/**
 * Ola, the site's mascot: a friendly round owl drawn in SVG (our own drawing). Moods change the
 * eyes and beak. Decorative by default; pass `title` when the picture carries meaning.
 */
export function Ola({
  mood = 'happy',
  size = 160,
  title,
}: {
  readonly mood?: 'happy' | 'confused' | 'tired';
  readonly size?: number;
  readonly title?: string;
}) {
  const eyes =
    mood === 'confused' ? (
      <>
        <circle cx="44" cy="52" r="7" fill="#1f2a44" />
        <path d="M70 48 q8 -6 16 0" stroke="#1f2a44" strokeWidth="4" fill="none" strokeLinecap="round" />
      </>
    ) : mood === 'tired' ? (
      <>
        <path d="M36 54 q8 6 16 0" stroke="#1f2a44" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M68 54 q8 6 16 0" stroke="#1f2a44" strokeWidth="4" fill="none" strokeLinecap="round" />
      </>
    ) : (
      <>
        <circle cx="44" cy="52" r="7" fill="#1f2a44" />
        <circle cx="76" cy="52" r="7" fill="#1f2a44" />
        <circle cx="46" cy="50" r="2" fill="#fff" />
        <circle cx="78" cy="50" r="2" fill="#fff" />
      </>
    );
  return (
    <svg
      className="ck-ola"
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <ellipse cx="60" cy="70" rx="44" ry="42" fill="#ffb020" />
      <ellipse cx="60" cy="82" rx="28" ry="24" fill="#ffe2a6" />
      <path d="M20 40 L30 18 L44 34 Z" fill="#ffb020" />
      <path d="M100 40 L90 18 L76 34 Z" fill="#ffb020" />
      <circle cx="44" cy="52" r="15" fill="#fff" />
      <circle cx="76" cy="52" r="15" fill="#fff" />
      {eyes}
      <path d={mood === 'confused' ? 'M54 66 L66 66 L60 74 Z' : 'M54 64 L66 64 L60 74 Z'} fill="#e0641b" />
      <path
        d="M40 108 l6 -8 l6 8 M68 108 l6 -8 l6 8"
        stroke="#e0641b"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
