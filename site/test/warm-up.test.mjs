// node --test site/test/ (pnpm --filter site-server test): a site readies itself before it listens (docs/decisions/373). warmUp()
// runs a visitor's first requests in the process, then waits until the event loop has kept up for
// a whole window — so `/health` does not answer while start-up work still holds the loop, and the
// load shedder never refuses a first visitor for a delay the start-up caused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { warmPaths, warmUp } from '../dist/server.js';

const fakeApp = () => {
  const asked = [];
  return {
    asked,
    inject: async ({ method, url }) => {
      asked.push(`${method} ${url}`);
      return { statusCode: 200 };
    },
  };
};

test('the first requests of each kind run in the process, three rounds, before it may listen', async () => {
  const app = fakeApp();
  const WARM_PATHS = await warmPaths();
  // The pages a first visitor opens are among them, from the declarations: home in both
  // languages, the directory, the quiz start.
  for (const page of ['/en', '/ms', '/en/directory/all-jobs', '/en/career-quiz/start'])
    assert.ok(WARM_PATHS.includes(page), page);
  assert.ok(!WARM_PATHS.some((p) => p.includes(':')), 'no path with a parameter');
  const result = await warmUp(app, { calmMs: 50 });
  assert.equal(app.asked.length, WARM_PATHS.length * 3);
  for (const url of WARM_PATHS)
    assert.equal(app.asked.filter((a) => a === `GET ${url.replace('{api}', '/api/v1')}`).length, 3);
  assert.ok(app.asked.some((u) => u.startsWith('GET /api/v1/job-list')) && WARM_PATHS.some((u) => u.startsWith('/ms')));
  assert.equal(result.calm, true);
});

test('it does not return while the event loop is held, only after a calm window', async () => {
  // Start-up work still running: the loop is held 150 ms out of every 160 for 1.2 s.
  const holdUntil = performance.now() + 1200;
  const hold = setInterval(() => {
    const end = performance.now() + 150;
    while (performance.now() < end && performance.now() < holdUntil);
    if (performance.now() >= holdUntil) clearInterval(hold);
  }, 10);
  let warmedAt = 0;
  const result = await warmUp(fakeApp(), {
    calmMs: 200,
    onWarm: () => {
      warmedAt = performance.now();
    },
  });
  const returnedAt = performance.now();
  assert.ok(warmedAt > 0, 'onWarm ran (the cluster returns to its CPU priority there)');
  assert.equal(result.calm, true);
  // A window is judged by its mean delay, so it may begin in the hold’s last moments (a loaded
  // machine once returned within a millisecond before holdUntil + 200): at least half a window of calm.
  assert.ok(returnedAt >= holdUntil + 100, `returned ${Math.round(holdUntil + 100 - returnedAt)} ms too early`);
});

test('a loop that never calms down holds the start at most maxWaitMs', async () => {
  const until = performance.now() + 1500;
  const hold = setInterval(() => {
    const end = performance.now() + 120;
    while (performance.now() < end);
    if (performance.now() > until) clearInterval(hold);
  }, 5);
  const started = performance.now();
  const result = await warmUp(fakeApp(), { calmMs: 100, maxWaitMs: 600 });
  clearInterval(hold);
  assert.equal(result.calm, false);
  assert.ok(performance.now() - started < 1400);
});
