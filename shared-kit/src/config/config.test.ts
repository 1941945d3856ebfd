import { parseConfig } from './config';

describe('site configuration', () => {
  it('reads the values the server writes', () => {
    expect(parseConfig('{"apiBase":"https://api.example.my/api","apiVersion":"/v2","social":{"google":true}}')).toEqual(
      {
        apiBase: 'https://api.example.my/api',
        apiVersion: '/v2',
        social: { google: true, facebook: false },
        landingPageOnly: false,
      },
    );
  });
  it('falls back to defaults for missing or bad values', () => {
    expect(parseConfig('not json').apiBase).toBe('/api');
    expect(parseConfig('{"apiBase":"javascript:alert(1)"}').apiBase).toBe('/api');
    expect(parseConfig('{"landingPageOnly":"true"}').landingPageOnly).toBe(true);
  });
});
