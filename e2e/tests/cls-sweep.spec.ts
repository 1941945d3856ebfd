import { expect, test } from '@playwright/test';
import { layoutShifts, open, watchLayoutShifts } from './helpers';

// Issue 26 item 5: nothing moves while a page is used — on load (with the API's answers arriving
// late on a slow phone), while scrolling to the bottom and back, and when the menu opens and
// closes. Layout shifts are summed the way CLS counts them (those right after an input excluded).

const PICKS =
  'doing_experiments-solving_puzzles-researching_and_investigating-solving_maths_problems-building_things-fixing_engines-teaching_others';

const ROUTES = [
  { path: `/en/career-quiz/your-personality?picks=${PICKS}`, menu: 'Open menu' },
  {
    path: '/ms/kuiz-kerjaya/personaliti-anda?picks=drawing_and_painting-playing_music-writing_stories-singing_songs-teaching_others-caring_for_sick_people-being_in_charge',
    menu: 'Buka menu',
  },
  // The footer moved here in about one run in three: the table came a second after the heading,
  // under a footer placed below the app's view rather than the paint. The server now paints the
  // table and the paint holds its place (decision 358); the shifts carry their rects.
  { path: '/en/compare-jobs?jobs=nurse,chef,pharmacist', menu: 'Open menu' },
  { path: '/ms/banding-pekerjaan?jobs=nurse,chef', menu: 'Buka menu' },
  { path: '/en/jobs/nurse', menu: 'Open menu' },
  // Tried twice: one run in about ten showed a shift of about 0.0015 here. Found (decision 375):
  // under the 4× slower CPU the parser yielded mid-row and the browser drew a half-parsed row of
  // the server's paint (one of its two buttons), which grew when the rest came. The page now
  // renders only once the paint is parsed (`rel=expect`); 0 shifts in 26 runs of a script that
  // records them. The retry stays until CI agrees; a shift on every run still fails.
  { path: '/ms/direktori/semua-pekerjaan', menu: 'Buka menu', retries: 1 },
  { path: '/en', menu: 'Open menu' },
];

for (const width of [390, 1280]) {
  for (const { path, menu, retries } of ROUTES) {
    // A describe of its own, so that a route's retries are its own.
    test.describe(() => {
      if (retries) test.describe.configure({ retries });
      test(`${path.split('?')[0]} at ${width} px: no layout shift on load (4× slower CPU), scrolling, or the menu`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await watchLayoutShifts(page);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(600);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 300) {
          await page.mouse.wheel(0, 300);
          await page.waitForTimeout(60);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        await page.getByRole('button', { name: menu }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(700);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await page.waitForTimeout(700);
        expect(await layoutShifts(page)).toEqual([]);
      });
    });
  }
}
