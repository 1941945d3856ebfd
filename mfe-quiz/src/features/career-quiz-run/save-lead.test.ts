import { leadCode } from './save-lead';

describe('leadCode', () => {
  it('is the scored code when there is one', () => {
    expect(
      leadCode({ code: 'SA', order: ['S', 'A', 'I', 'R', 'E', 'C'], scores: { R: 0, I: 1, A: 3, S: 3, E: 0, C: 0 } }),
    ).toBe('SA');
  });

  it('for a flat profile, the top-scored types in the scorer’s order (1 to 3 letters)', () => {
    const order = ['E', 'R', 'C', 'I', 'A', 'S'] as const;
    expect(leadCode({ code: null, order: [...order], scores: { R: 2, I: 1, A: 0, S: 0, E: 2, C: 2 } })).toBe('ERC');
    expect(leadCode({ code: null, order: [...order], scores: { R: 2, I: 1, A: 1, S: 1, E: 2, C: 0 } })).toBe('ER');
    expect(leadCode({ code: null, order: [...order], scores: { R: 1, I: 1, A: 1, S: 1, E: 2, C: 1 } })).toBe('E');
  });
});
