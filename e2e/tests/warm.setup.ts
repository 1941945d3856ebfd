import { expect, test as setup } from '@playwright/test';

// Before the suites: the site under test is up (/health answered, so Playwright started) but may
// still be finishing its start-up work (seeding the embedded database from content/), during
// which the load shedder answers API requests 503 SERVER_BUSY (decision 270). In two full runs
// the first sign-up or log-in got that 503; a person arriving a second later would not. Wait
// until the API answers plainly three times in a row.
setup('the site has finished starting', async ({ request }) => {
  let plain = 0;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/job-list?search_term=warm');
        plain = res.status() === 200 ? plain + 1 : 0;
        return plain;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(3);
});
