import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MAIL_URL } from '../playwright.config';

/** WCAG 2.2 AA: zero violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe's target-size rule counts a target that scrolled under the sticky site header as too
  // small; a reader scrolls it back. Check from the top of the page, where nothing is under it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Opens a path and waits until the route's apps have mounted: the splash is gone and so is the
 * server's first paint of the page (decision 245), which the app's own view replaces.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#splash')).toBeHidden();
  await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 20_000 });
  // The header is the app's too (the server's copy goes when it renders, decision 346).
  await expect(page.locator('#chrome-paint')).toHaveCount(0, { timeout: 20_000 });
}

/** Screenshots for a person to look at, when SHOTS names a folder. */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage });
}

/** A mail as e2e/mail-sink.mjs lists it. */
export interface Mail {
  to: string[];
  links: string[];
}

/** The verification link in the newest mail to `email` (waits for it to arrive). */
export async function verificationLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(MAIL_URL)).json()) as Mail[];
      link = mails.find((m) => m.to.includes(email))?.links.find((l) => l.includes('verif')) ?? '';
      return link;
    })
    .toContain('verif');
  return link;
}

const API = '/api/v1';
/** The password of the accounts the specs make through the API. */
export const E2E_PASSWORD = 'analytics e2e password';

/**
 * A verified, logged-in account for `email` through the API (registration, the mailed link, log-in),
 * its session token returned. An account made earlier in the run (by another spec) just logs in.
 */
export async function signedIn(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const again = await request.post(`${API}/login`, { data: { email, password: E2E_PASSWORD } });
  if (again.status() === 200) return (await again.json()).data.token as string;
  const registered = await request.post(`${API}/registration`, {
    data: { email, password: E2E_PASSWORD, lang: 'en' },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(await verificationLink(page, email));
  expect((await request.get(link.pathname + link.search, { maxRedirects: 0 })).status()).toBe(302);
  const login = await request.post(`${API}/login`, { data: { email, password: E2E_PASSWORD } });
  expect(login.status()).toBe(200);
  return (await login.json()).data.token as string;
}

/** The browser sends `token` as the signed-in session (the cookie the log-in dialog sets). */
export async function useSession(page: Page, token: string): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: 'authorization_token', value: token, domain: '127.0.0.1', path: '/', secure: true, sameSite: 'Lax' },
    ]);
}

/** A layout shift no input caused (CLS counts only these), with the elements that moved. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/** Records the page's layout shifts that no input caused, from before its first byte. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Element | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[])
        if (!e.hadRecentInput) {
          // Where each node was and went (x,y w×h), so a failure that happens once can be read.
          const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
          w.__shifts.push({
            value: e.value,
            sources: (e.sources ?? []).map((s) =>
              s.node ? `${s.node.nodeName}.${s.node.className} ${rect(s.previousRect)} → ${rect(s.currentRect)}` : '?',
            ),
          });
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded since `watchLayoutShifts`. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);

/** Their sum: the page's CLS so far. */
export const cumulativeLayoutShift = async (page: Page): Promise<number> =>
  (await layoutShifts(page)).reduce((sum, s) => sum + s.value, 0);
