import { PasswordHasher } from './passwords.js';

const cost = { memoryCost: 64, timeCost: 1, parallelism: 1 };

describe('passwords (argon2id)', () => {
  const hasher = new PasswordHasher(cost);

  test('hash is argon2id with the configured cost, salted, and verifies only the right password', async () => {
    const a = await hasher.hash('correct horse');
    const b = await hasher.hash('correct horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify(a, 'correct horse')).toBe(true);
    expect(await hasher.verify(a, 'correct horsE')).toBe(false);
    expect(await hasher.verify(a, 'naïve ünïcödé 🙂')).toBe(false);
  });

  test('no stored hash, or a broken one, is simply false', async () => {
    expect(await hasher.verify(null, 'anything')).toBe(false);
    expect(await hasher.verify('not a hash', 'anything')).toBe(false);
  });

  test('needsRehash when the cost changed', async () => {
    const old = await new PasswordHasher({ ...cost, timeCost: 2 }).hash('pw');
    expect(hasher.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('pw'))).toBe(false);
    expect(hasher.needsRehash('$2b$10$bcrypt')).toBe(true);
  });
});
