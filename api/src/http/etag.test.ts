import { matchesEtag } from './etag.js';

describe('matchesEtag', () => {
  test.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['"ab"', false],
    ['', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
  test('no header', () => expect(matchesEtag(undefined, '"abc"')).toBe(false));
});
