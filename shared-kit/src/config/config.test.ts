import { parseConfig } from './config';

describe('site configuration', () => {
  it('reads the values the server writes', () => {
    expect(parseConfig('{"apiBase":"https://api.example.my/api","apiVersion":"/v2","social":{"google":true}}')).toEqual(
      {
        apiBase: 'https://api.example.my/api',
        apiVersion: '/v2',
        social: { google: true, facebook: false },
        landingPageOnly: false,
        providers: {},
        buildId: null,
        whatsappNumber: null,
        upcomingEvents: false,
      },
    );
  });
  it('reads the public social sign-in settings and the build id', () => {
    const config = parseConfig(
      JSON.stringify({
        social: { google: true, facebook: true },
        providers: {
          google: { clientId: 'abc-1.apps.example', script: 'https://accounts.google.com/gsi/client' },
          facebook: { appId: '1234', version: 'v21.0', script: 'http://127.0.0.1:4767/fb/sdk.js' },
        },
        buildId: '283886c6d26307ba',
      }),
    );
    expect(config.providers).toEqual({
      google: { clientId: 'abc-1.apps.example', script: 'https://accounts.google.com/gsi/client' },
      facebook: { appId: '1234', version: 'v21.0', script: 'http://127.0.0.1:4767/fb/sdk.js' },
    });
    expect(config.buildId).toBe('283886c6d26307ba');
  });
  it('drops a provider whose settings are incomplete or unsafe', () => {
    const config = parseConfig(
      JSON.stringify({
        providers: {
          google: { clientId: 'abc', script: 'javascript:alert(1)' },
          facebook: { appId: '1234', script: 'https://connect.facebook.net/en_US/sdk.js' },
        },
        buildId: '<script>',
      }),
    );
    expect(config.providers).toEqual({});
    expect(config.buildId).toBeNull();
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
  it('says there are upcoming events only when the server writes true (decision 365)', () => {
    expect(parseConfig('{"upcomingEvents":true}').upcomingEvents).toBe(true);
    for (const other of ['false', '"true"', '1', 'null']) {
      expect(parseConfig(`{"upcomingEvents":${other}}`).upcomingEvents).toBe(false);
    }
    expect(parseConfig('{}').upcomingEvents).toBe(false);
  });
});
