import { defaultContentDir } from '../paths.js';
import { loadContent, type LoadedContent } from './loader.js';
import { CONTENT_RULES } from './rules.js';

/**
 * The content check: every file in /content against its schema and the rules of
 * content/README.md. Runs on the real content folder (or CONTENT_CHECK_DIR), so it grows with
 * the catalogue. A failure lists every offending file.
 */
const dir = process.env.CONTENT_CHECK_DIR || defaultContentDir;
let loaded: LoadedContent;

beforeAll(async () => {
  loaded = await loadContent(dir);
});

describe(`content in ${dir}`, () => {
  test('has jobs to check', () => {
    expect(loaded.content.jobs.length + loaded.jobFileSlugs.size).toBeGreaterThan(0);
  });

  test.each(Object.entries(CONTENT_RULES))('%s', (_name, rule) => {
    expect(rule(loaded)).toEqual([]);
  });
});
