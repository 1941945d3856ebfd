import { useId } from 'react';
import { useIntl } from 'react-intl';
import { resultMessages as m } from './result-messages';
import type { Letter, Viewer } from './why-text';

/** Holland's hexagon order: neighbours are alike (R next to I and C), opposites unlike. */
export const HEXAGON: readonly Letter[] = ['R', 'I', 'A', 'S', 'E', 'C'];

const SIZE = 240;
const CENTRE = SIZE / 2;
const RADIUS = 78;

const round = (n: number) => Math.round(n * 10) / 10;

/** Corner i of the hexagon at distance r from the centre; R at the top left, clockwise. */
function corner(i: number, r: number): [number, number] {
  const angle = ((-120 + 60 * i) * Math.PI) / 180;
  return [round(CENTRE + r * Math.cos(angle)), round(CENTRE + r * Math.sin(angle))];
}

const points = (radii: readonly number[]) => radii.map((r, i) => corner(i, r).map(round).join(',')).join(' ');

/**
 * The profile as Holland's hexagon (SVG) and, for screen readers and print, the same numbers as a
 * table. The chart is decorative for assistive tech (aria-hidden): the table is its equivalent.
 * Scale: the outer ring is the top score (at least 3), so a spread-out profile looks spread out.
 */
export function Hexagon({
  scores,
  typeName,
  highlight,
  viewer,
}: {
  scores: Record<Letter, number>;
  typeName: (l: Letter) => string;
  highlight: readonly Letter[];
  viewer: Viewer;
}) {
  const intl = useIntl();
  const titleId = useId();
  const top = Math.max(3, ...HEXAGON.map((l) => scores[l]));
  const radii = HEXAGON.map((l) => (RADIUS * scores[l]) / top);
  return (
    <section className="quiz-result__hexagon" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(viewer === 'own' ? m.hexTitle : m.sharedHexTitle)}</h2>
      <p className="quiz-result__muted quiz-result__no-print">{intl.formatMessage(m.hexDesc)}</p>
      <div className="quiz-result__hex-body">
        <svg
          className="quiz-result__hex-svg"
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          aria-hidden="true"
          focusable="false"
          data-testid="hexagon"
        >
          {[1, 2, 3].map((ring) => (
            <polygon
              key={ring}
              className="quiz-result__hex-ring"
              points={points(HEXAGON.map(() => (RADIUS * ring) / 3))}
            />
          ))}
          {HEXAGON.map((l, i) => {
            const [x, y] = corner(i, RADIUS);
            return <line key={l} className="quiz-result__hex-axis" x1={CENTRE} y1={CENTRE} x2={x} y2={y} />;
          })}
          <polygon className="quiz-result__hex-shape" points={points(radii)} />
          {HEXAGON.map((l, i) => {
            const [x, y] = corner(i, RADIUS + 22);
            const strong = highlight.includes(l);
            return (
              <g key={l}>
                <circle
                  cx={x}
                  cy={y}
                  r={15}
                  className={strong ? 'quiz-result__hex-dot--strong' : 'quiz-result__hex-dot'}
                />
                <text x={x} y={y} dy="0.35em" textAnchor="middle" className="quiz-result__hex-letter">
                  {l}
                </text>
              </g>
            );
          })}
        </svg>
        <table className="quiz-result__hex-table">
          <caption>{intl.formatMessage(m.hexCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.hexType)}</th>
              <th scope="col">{intl.formatMessage(m.hexPicked)}</th>
            </tr>
          </thead>
          <tbody>
            {HEXAGON.map((l) => (
              <tr key={l} className={highlight.includes(l) ? 'quiz-result__hex-row--strong' : undefined}>
                <th scope="row">{intl.formatMessage(m.typeWithCode, { name: typeName(l), code: l })}</th>
                <td>{intl.formatMessage(m.hexPickedValue, { count: scores[l] })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
