import { parseConfig } from './config';

describe('site configuration', () => {
  it('reads the values the server writes', () => {
    expect(parseConfig('{"apiBase":"https://api.example.my/api","apiVersion":"/v2","social":{"google":true}}')).toEqual(
      {
        apiBase: 'https://api.example.my/api',
        apiVersion: '/v2',
        social: { google: true, facebook: false },
        landingPageOnly: false,
        whatsappNumber: null,
      },
    );
  });
  it('falls back to defaults for missing or bad values', () => {
    expect(parseConfig('not json').apiBase).toBe('/api');
    expect(parseConfig('{"apiBase":"javascript:alert(1)"}').apiBase).toBe('/api');
    expect(parseConfig('{"landingPageOnly":"true"}').landingPageOnly).toBe(true);
  });
  it('takes a WhatsApp number only as international digits', () => {
    expect(parseConfig('{"whatsappNumber":"60123456789"}').whatsappNumber).toBe('60123456789');
    for (const bad of ['"+60123456789"', '"0123"', '"6012345678901234"', '"javascript:1"', '60123456789', 'null']) {
      expect(parseConfig(`{"whatsappNumber":${bad}}`).whatsappNumber).toBeNull();
    }
  });
});
