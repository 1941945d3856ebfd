import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultContentDir } from '../paths.js';
import { CONTENT_FILES, loadContent } from './loader.js';
import { MIN_PICTURE_TEXT_PX, PICTURE_DISPLAY_PX, pictureTextProblems, svgTextSizes } from './picture-text.js';

const svg = (body: string, viewBox = '0 0 32 32') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="32" height="32">${body}</svg>`;

describe('svgTextSizes', () => {
  test('scales font-size by displayed width ÷ view-box width (88 ÷ 32 = 2.75)', () => {
    expect(PICTURE_DISPLAY_PX).toBe(88);
    expect(svgTextSizes(svg('<text x="1" y="9" font-size="2.6">RM</text>'))).toEqual([{ text: 'RM', px: 7.15 }]);
    expect(svgTextSizes(svg('<text font-size="4.4">RM8</text>'))).toEqual([{ text: 'RM8', px: 12.1 }]);
  });

  test('reads px units, style, an inherited size from a group, and the CSS default of 16', () => {
    const sizes = svgTextSizes(
      svg(
        '<text font-size="3px">a</text><text style="fill:red; font-size: 5">b</text>' +
          '<g font-size="2"><text>c</text><text><tspan font-size="6">d</tspan></text></g><text>e</text>',
      ),
    );
    expect(sizes.map((s) => [s.text, s.px])).toEqual([
      ['a', 8.25],
      ['b', 13.75],
      ['c', 5.5],
      ['', 5.5],
      ['d', 16.5],
      ['e', 44],
    ]);
  });

  test('a wider view box draws the same font-size smaller; meet scaling uses the tighter side', () => {
    expect(svgTextSizes(svg('<text font-size="4.4">x</text>', '0 0 64 32'))[0]!.px).toBe(6.05);
    expect(svgTextSizes(svg('<text font-size="4.4">x</text>', '0 0 32 64'))[0]!.px).toBe(6.05);
  });

  test('cannot measure text under a transform, in other units, or without a viewBox', () => {
    const unmeasured = [
      svg('<g transform="scale(2)"><text font-size="3">a</text></g>'),
      svg('<text font-size="1em">b</text>'),
      '<svg width="32" height="32"><text font-size="5">c</text></svg>',
    ].map((s) => svgTextSizes(s)[0]!);
    expect(unmeasured.map((t) => t.px)).toEqual([null, null, null]);
    expect(unmeasured.map((t) => t.why)).toEqual([
      expect.stringMatching(/transform/),
      expect.stringMatching(/"1em"/),
      expect.stringMatching(/viewBox/),
    ]);
  });

  test('pictures without text have nothing to measure', () => {
    expect(svgTextSizes(svg('<circle cx="16" cy="16" r="8" fill="#FCD53F"/>'))).toEqual([]);
  });
});

describe('PICTURE_DISPLAY_PX', () => {
  test('is the size the quiz gives every picture (measured 88 × 88 at 360, 390 and 1280 px; decision 296)', () => {
    const run = join(defaultContentDir, '..', 'mfe-quiz', 'src', 'features', 'career-quiz-run');
    const view = readFileSync(join(run, 'question-view.tsx'), 'utf8');
    const css = readFileSync(join(run, 'career-quiz-run.css'), 'utf8');
    expect(/export const PICTURE_SIZE = (\d+);/.exec(view)?.[1]).toBe(String(PICTURE_DISPLAY_PX));
    const rule = /\.quiz-run__picture \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain(`width: ${PICTURE_DISPLAY_PX}px;`);
    expect(rule).toContain(`height: ${PICTURE_DISPLAY_PX}px;`);
  });
});

describe('pictureTextProblems', () => {
  test('the quiz pictures pass, and every word in them is at least 12 px', async () => {
    const loaded = await loadContent(defaultContentDir);
    expect(pictureTextProblems(loaded)).toEqual([]);
    const dir = join(defaultContentDir, CONTENT_FILES.activityImages);
    const sizes = loaded.content.activities.flatMap((a) => svgTextSizes(readFileSync(join(dir, a.image), 'utf8')));
    expect(sizes.length).toBeGreaterThan(0);
    for (const s of sizes) expect(s.px).toBeGreaterThanOrEqual(MIN_PICTURE_TEXT_PX);
  });

  test('fails on a picture whose price tag was drawn at the old 2.6 units (7 px)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'picture-text-'));
    try {
      cpSync(defaultContentDir, dir, { recursive: true });
      const file = join(dir, CONTENT_FILES.activityImages, 'selling_things.svg');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/font-size="[\d.]+"/, 'font-size="2.6"'));
      const problems = pictureTextProblems(await loadContent(dir));
      expect(problems).toEqual([
        'activities/images/selling_things.svg: text "RM" shows at 7.15 CSS px on a 88 px picture; at least 12 px (make the font-size bigger or drop the text)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
