import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FILES, type LoadedContent } from './loader.js';

/**
 * No text drawn inside a quiz picture is smaller than MIN_PICTURE_TEXT_PX at the size a 360 px
 * phone shows the picture (issue 24 item 4, decision 296).
 *
 * The rule: a <text> or <tspan> shows at (its font-size in view-box units) × (displayed width ÷
 * view-box width), the SVG's default "meet" scaling. The displayed size is PICTURE_DISPLAY_PX, the
 * width and height the quiz gives every picture (`PICTURE_SIZE` and `.quiz-run__picture` in
 * mfe-quiz); measured in the built site at 360 px wide, where the question cards are two columns,
 * the picture's box is 88 × 88 CSS px (decision 296), and it is no larger at 390 or 1280 px. If the
 * quiz ever shows pictures smaller, lower PICTURE_DISPLAY_PX to match and the check re-measures.
 */
export const PICTURE_DISPLAY_PX = 88;
export const MIN_PICTURE_TEXT_PX = 12;

/** The CSS default font size: what an SVG text with no font-size anywhere above it gets. */
const DEFAULT_FONT_SIZE = 16;

export interface PictureText {
  /** The text's characters, for messages ("" when it only holds tspans). */
  readonly text: string;
  /** Its size on screen in CSS px, or null when the check cannot measure it. */
  readonly px: number | null;
  /** Why it cannot be measured, when px is null. */
  readonly why?: string;
}

interface Open {
  readonly name: string;
  readonly fontSize: number | string | undefined;
  readonly transform: boolean;
}

const attr = (attrs: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`).exec(attrs)?.[1] ??
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*'([^']*)'`).exec(attrs)?.[1];

/** A font-size given on an element (attribute or style), as view-box units, or the raw text when it has another unit. */
function ownFontSize(attrs: string): number | string | undefined {
  const fromStyle = /(?:^|;)\s*font-size\s*:\s*([^;]+)/.exec(attr(attrs, 'style') ?? '')?.[1];
  const raw = (fromStyle ?? attr(attrs, 'font-size'))?.trim();
  if (raw === undefined) return undefined;
  const m = /^(\d*\.?\d+)(px)?$/.exec(raw);
  return m ? Number(m[1]) : raw;
}

/** Every <text> and <tspan> of an SVG document with its size on screen when drawn `displayPx` wide and high. */
export function svgTextSizes(svg: string, displayPx = PICTURE_DISPLAY_PX): PictureText[] {
  const root = /<svg\b([^>]*)>/.exec(svg)?.[1] ?? '';
  const box = (attr(root, 'viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxW, boxH] = box;
  const scale =
    box.length === 4 && boxW! > 0 && boxH! > 0 ? Math.min(displayPx / boxW!, displayPx / boxH!) : null;

  const found: PictureText[] = [];
  const stack: Open[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const [, closing, name, attrs = '', selfClosing] = m;
    if (closing) {
      const at = stack.map((o) => o.name).lastIndexOf(name!);
      if (at >= 0) stack.length = at;
      continue;
    }
    const open: Open = {
      name: name!,
      fontSize: ownFontSize(attrs),
      transform: attr(attrs, 'transform') !== undefined,
    };
    if (name === 'text' || name === 'tspan') {
      const text = svg.slice(tag.lastIndex, svg.indexOf('<', tag.lastIndex)).trim();
      const chain = [...stack, open];
      const size = chain.map((o) => o.fontSize).findLast((s) => s !== undefined) ?? DEFAULT_FONT_SIZE;
      if (scale === null) found.push({ text, px: null, why: 'the <svg> has no usable viewBox' });
      else if (chain.some((o) => o.transform))
        found.push({ text, px: null, why: 'it is drawn under a transform; draw text without one' });
      else if (typeof size === 'string')
        found.push({ text, px: null, why: `its font-size "${size}" is not a plain number` });
      else found.push({ text, px: Math.round(size * scale * 100) / 100 });
    }
    if (!selfClosing) stack.push(open);
  }
  return found;
}

/** The content rule: every quiz picture's text is at least MIN_PICTURE_TEXT_PX where the quiz shows it. */
export function pictureTextProblems(loaded: LoadedContent): string[] {
  const { content } = loaded;
  const dir = join(content.dir, CONTENT_FILES.activityImages);
  const problems: string[] = [];
  for (const image of new Set(content.activities.map((a) => a.image))) {
    const file = join(dir, image);
    if (!existsSync(file)) continue; // activityImageProblems reports it
    for (const t of svgTextSizes(readFileSync(file, 'utf8'))) {
      const where = `${CONTENT_FILES.activityImages}/${image}: text "${t.text}"`;
      if (t.px === null) problems.push(`${where} cannot be measured: ${t.why}`);
      else if (t.px < MIN_PICTURE_TEXT_PX)
        problems.push(
          `${where} shows at ${t.px} CSS px on a ${PICTURE_DISPLAY_PX} px picture; at least ${MIN_PICTURE_TEXT_PX} px (make the font-size bigger or drop the text)`,
        );
    }
  }
  return problems;
}
