// node --test site/test/ (pnpm --filter site-server test): every page's configuration says whether an
// editor's published event has not ended (decision 365), and follows a publish and a removal in the
// running site at once, without a restart. The real API (in-memory database) with a stand-in shell;
// an editor signs up through the outbox as a person would.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createSiteServer } from '../dist/server.js';

const EDITOR = 'events-editor@laluankerjaya.test';
const PASSWORD = 'correct horse battery';
const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-shell-'));
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-outbox-'));
fs.writeFileSync(
  path.join(shellDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta name="career-config" content='{"apiBase":"/api","apiVersion":"/v1"}' /><title>Laluan Kerjaya</title></head><body><div id="chrome"></div></body></html>`,
);

let app;
before(async () => {
  app = await createSiteServer({
    api: {
      env: {
        SITE_URL: 'https://laluankerjaya.example',
        MEMORY_DB: 'true',
        LOG_LEVEL: 'silent',
        OUTBOX_DIR: outboxDir,
        TEAM_EDITORS: EDITOR,
      },
    },
    site: { shellDir, settings: { landingPageOnly: false } },
  });
  await app.ready();
});
after(async () => {
  await app?.close();
  fs.rmSync(shellDir, { recursive: true, force: true });
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

/** The configuration a page carries, as the shell's getConfig() reads it. */
async function pageConfig(url) {
  const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  assert.equal(res.statusCode, 200, url);
  const raw = /<meta name="career-config" content='([^']*)'/.exec(res.body)?.[1];
  assert.ok(raw, `${url} carries no career-config`);
  return JSON.parse(
    raw.replace(
      /&(#39|apos|quot|lt|gt|amp);/g,
      (_, e) => ({ '#39': "'", apos: "'", quot: '"', lt: '<', gt: '>', amp: '&' })[e],
    ),
  );
}

/** A verified, signed-in editor (its token and session cookie): registration, the link in the outbox, login. */
async function signedInEditor() {
  const json = { 'sec-fetch-site': 'same-origin' };
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/registration',
    headers: json,
    payload: { email: EDITOR, password: PASSWORD, lang: 'en' },
  });
  assert.equal(registered.statusCode, 201, registered.body);
  const mail = fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')))
    .find((m) => m.to === EDITOR);
  assert.ok(mail?.link, 'no verification email');
  const link = new URL(mail.link);
  assert.equal((await app.inject({ url: link.pathname + link.search })).statusCode, 302);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: json,
    payload: { email: EDITOR, password: PASSWORD },
  });
  assert.equal(login.statusCode, 200, login.body);
  // The session is bound to the cookie the log-in sets, as in a browser.
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { token: login.json().data.token, cookie };
}

/** "YYYY-MM-DDTHH:mm" in Malaysia time, `days` from now. */
const malaysia = (days, hour) =>
  `${new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10)}T${hour}`;

describe("the pages' upcomingEvents (decision 365)", () => {
  it('is false with only development examples, true once an editor publishes an upcoming event, false again when it is removed or only a draft — at once, in both languages', async () => {
    const pages = ['/en', '/ms', '/en/event', '/ms/tentang-kami'];
    for (const url of pages) assert.equal((await pageConfig(url)).upcomingEvents, false, url);

    const { token, cookie } = await signedInEditor();
    const send = (method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, cookie, 'sec-fetch-site': 'same-origin' },
        ...(payload ? { payload } : {}),
      });
    const event = {
      title: { en: 'Open day: vocational college', ms: 'Hari terbuka: kolej vokasional' },
      summary: { en: 'Visit the workshops.', ms: 'Lawati bengkel.' },
      starts_at: malaysia(20, '09:00'),
      ends_at: malaysia(20, '13:00'),
      place: { en: 'Kuala Kangsar, Perak', ms: 'Kuala Kangsar, Perak' },
      online_url: null,
      audience: 'students',
      organiser: 'Kolej Vokasional Kuala Kangsar',
      source_url: 'https://organiser.example.my/hari-terbuka',
      published: true,
    };

    // A draft is never shown: the card stays "coming soon".
    const draft = await send('POST', '/api/v1/team/events', { ...event, published: false, source_url: null });
    assert.equal(draft.statusCode, 201, draft.body);
    assert.equal((await pageConfig('/en')).upcomingEvents, false);

    const created = await send('POST', '/api/v1/team/events', event);
    assert.equal(created.statusCode, 201, created.body);
    for (const url of pages) assert.equal((await pageConfig(url)).upcomingEvents, true, url);

    assert.equal((await send('DELETE', `/api/v1/team/events/${created.json().id}`)).statusCode, 204);
    for (const url of pages) assert.equal((await pageConfig(url)).upcomingEvents, false, url);

    // An event that has already ended is past, not upcoming: the card says "coming soon".
    const past = await send('POST', '/api/v1/team/events', {
      ...event,
      starts_at: malaysia(-3, '09:00'),
      ends_at: malaysia(-3, '13:00'),
    });
    assert.equal(past.statusCode, 201, past.body);
    assert.equal((await pageConfig('/ms')).upcomingEvents, false);
  });
});
