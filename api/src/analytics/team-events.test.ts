import { V, buildAccountsApp, get, signUp, type AccountsTestApp } from '../test/accounts/app.js';
import { withAnalytics } from './db-types.js';
import { grantEditor } from './roles.js';

let t: AccountsTestApp;
let editor: { token: string };
let student: { token: string };

beforeAll(async () => {
  t = await buildAccountsApp();
  editor = await signUp(t, 'events-editor@example.com');
  student = await signUp(t, 'events-student@example.com');
  await grantEditor(withAnalytics(t.database.db), 'events-editor@example.com', 'cli');
});
afterAll(async () => {
  await t?.close();
});

const nextYear = new Date().getUTCFullYear() + 1;
const EVENT = {
  title: { en: 'Open day: vocational college', ms: 'Hari terbuka: kolej vokasional' },
  summary: { en: 'Visit the workshops and talk to lecturers.', ms: 'Lawati bengkel dan berbual dengan pensyarah.' },
  starts_at: `${nextYear}-03-14T09:00`,
  ends_at: `${nextYear}-03-14T13:00`,
  place: { en: 'Kolej Vokasional Kuala Kangsar, Perak', ms: 'Kolej Vokasional Kuala Kangsar, Perak' },
  online_url: null,
  audience: 'students',
  organiser: 'Kolej Vokasional Kuala Kangsar',
  source_url: 'https://organiser.example.my/hari-terbuka',
  published: true,
};

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'sec-fetch-site': 'same-origin' },
    ...(body ? { payload: body } : {}),
  });

describe('events editors publish', () => {
  test('a published event, in Malaysia time, shows on the public events list with its organiser’s page', async () => {
    const created = await send('POST', `${V}/team/events`, editor.token, EVENT);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ starts_at: `${nextYear}-03-14T09:00`, published: true });

    for (const lang of ['en', 'ms'] as const) {
      const list = await get(t.app, `${V}/events?lang=${lang}`);
      const shown = list.json().data.find((e: { id: string }) => e.id === id);
      expect(shown).toMatchObject({
        title: EVENT.title,
        starts_at: `${nextYear}-03-14T09:00:00+08:00`,
        url: EVENT.source_url,
        organiser: EVENT.organiser,
        audience: 'students',
        example: false,
      });
    }
    const ics = await get(t.app, `${V}/events/${id}/calendar.ics?lang=ms`);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('Hari terbuka: kolej vokasional');
  });

  test('without its own source page an event is not published (400 SOURCE_PAGE_REQUIRED); a draft is kept but not shown', async () => {
    const refused = await send('POST', `${V}/team/events`, editor.token, { ...EVENT, source_url: null });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'SOURCE_PAGE_REQUIRED']);
    const ours = await send('POST', `${V}/team/events`, editor.token, {
      ...EVENT,
      source_url: 'https://localhost/en/event',
    });
    expect(ours.statusCode).toBe(400);
    const draft = await send('POST', `${V}/team/events`, editor.token, {
      ...EVENT,
      title: { en: 'Draft talk', ms: 'Ceramah draf' },
      source_url: null,
      published: false,
    });
    expect(draft.statusCode).toBe(201);
    const list = await get(t.app, `${V}/events`);
    expect(list.json().data.map((e: { title: { en: string } }) => e.title.en)).not.toContain('Draft talk');
    const ics = await get(t.app, `${V}/events/${draft.json().id}/calendar.ics`);
    expect(ics.statusCode).toBe(404);

    const noPlace = await send('POST', `${V}/team/events`, editor.token, { ...EVENT, place: null, online_url: null });
    expect([noPlace.statusCode, noPlace.json().error.code]).toEqual([400, 'PLACE_OR_LINK_REQUIRED']);
    const backwards = await send('POST', `${V}/team/events`, editor.token, {
      ...EVENT,
      ends_at: `${nextYear}-03-13T09:00`,
    });
    expect([backwards.statusCode, backwards.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const oneLanguage = await send('POST', `${V}/team/events`, editor.token, {
      ...EVENT,
      title: { en: 'Only English' },
    });
    expect(oneLanguage.statusCode).toBe(400);
    const http = await send('POST', `${V}/team/events`, editor.token, {
      ...EVENT,
      source_url: 'http://organiser.example.my',
    });
    expect(http.statusCode).toBe(400);
  });

  test('only editors: others get 401/403, and cannot change or remove an event by its id', async () => {
    const created = await send('POST', `${V}/team/events`, editor.token, EVENT);
    const id = created.json().id;
    expect((await send('POST', `${V}/team/events`, student.token, EVENT)).statusCode).toBe(403);
    expect(
      (await send('PUT', `${V}/team/events/${id}`, student.token, { ...EVENT, published: false })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `${V}/team/events/${id}`, student.token)).statusCode).toBe(403);
    expect((await get(t.app, `${V}/team/events`, student.token)).statusCode).toBe(403);
    expect((await get(t.app, `${V}/team/events`)).statusCode).toBe(401);

    const unpublished = await send('PUT', `${V}/team/events/${id}`, editor.token, { ...EVENT, published: false });
    expect([unpublished.statusCode, unpublished.json().published]).toEqual([200, false]);
    expect((await send('DELETE', `${V}/team/events/${id}`, editor.token)).statusCode).toBe(204);
    expect((await send('DELETE', `${V}/team/events/${id}`, editor.token)).statusCode).toBe(404);
  });
});
