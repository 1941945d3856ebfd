import { logSerializers } from './app.js';

describe('what the API logs', () => {
  it('logs a request by its path, never its query string', () => {
    expect(
      logSerializers.req({ method: 'GET', url: '/api/v1/job-list?search_term=siti@example.my', id: 'r1' }),
    ).toEqual({
      method: 'GET',
      path: '/api/v1/job-list',
      id: 'r1',
    });
  });

  it('keeps an error’s message and code but drops the query parameters a database error carries', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      parameters: ['siti@example.my', '$argon2id$v=19$m=19456,t=2,p=1$abc'],
      detail: 'Key (email)=(siti@example.my) already exists.',
    });
    const logged = JSON.stringify(logSerializers.err(error));
    expect(logged).toContain('23505');
    expect(logged).not.toContain('siti@example.my');
    expect(logged).not.toContain('argon2id');
  });
});
