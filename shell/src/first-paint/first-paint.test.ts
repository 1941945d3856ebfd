import { REPLAY_WITHIN_MS, settleChromePaint, settleFirstPaint } from './first-paint';

function page(paintHtml: string) {
  document.body.innerHTML = `<main id="main"><div id="first-paint" class="slot">${paintHtml}</div><div id="slot-x" class="slot"></div></main>`;
  // jsdom lays nothing out: every element counts as shown unless a test says otherwise.
  return document.getElementById('slot-x')!;
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  Element.prototype.getClientRects = function () {
    return this.closest('[hidden]') ? ([] as unknown as DOMRectList) : ([{}] as unknown as DOMRectList);
  };
});

test("the first paint stays while the app has no heading and goes when the app's h1 arrives", async () => {
  const slot = page('<h1>Before you start</h1><p>Seven questions.</p>');
  settleFirstPaint();
  slot.innerHTML = '<div class="spinner">Loading the page…</div>';
  await flush();
  expect(document.getElementById('first-paint')).not.toBeNull();
  slot.innerHTML = '<div><h1>Before you start</h1></div>';
  await flush();
  expect(document.getElementById('first-paint')).toBeNull();
  expect(document.querySelectorAll('h1')).toHaveLength(1);
});

test('a hidden h1 elsewhere does not count, a slot fallback (alert) does', async () => {
  const slot = page('<h1>Find a career</h1>');
  settleFirstPaint();
  slot.innerHTML = '<h1 hidden>Not shown</h1>';
  await flush();
  expect(document.getElementById('first-paint')).not.toBeNull();
  slot.innerHTML = '<div role="alert">This part of the site did not load.</div>';
  await flush();
  expect(document.getElementById('first-paint')).toBeNull();
});

test('a page that holds its heading hidden keeps the paint until it shows it, then swaps before the next frame (358)', async () => {
  const slot = page('<h1>Compare jobs</h1><table><tr><th>Nurse</th></tr></table>');
  settleFirstPaint();
  // The comparison renders its frame hidden while its jobs load…
  slot.innerHTML = '<div class="jobs-compare" hidden><h1>Compare jobs</h1><table><tr><th>Nurse</th></tr></table></div>';
  await flush();
  expect(document.getElementById('first-paint')).not.toBeNull();
  // …and shows it, table and heading together, once it has them: only the attribute changes.
  slot.querySelector('div')!.hidden = false;
  await Promise.resolve();
  expect(document.getElementById('first-paint')).toBeNull();
  expect(document.querySelectorAll('h1')).toHaveLength(1);
});

test('navigating to another path removes it', () => {
  page('<h1>All jobs</h1>');
  settleFirstPaint();
  window.history.pushState(null, '', '/en/somewhere-else');
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  expect(document.getElementById('first-paint')).toBeNull();
});

test("keyboard focus in the paint moves to the app's link of the same address when the paint goes", async () => {
  const slot = page(
    '<h1>Nurse</h1><nav><a href="/en/jobs/nurse">Overview</a><a href="/en/jobs/nurse/pay">Pay</a></nav>',
  );
  settleFirstPaint();
  (document.querySelector<HTMLElement>('#first-paint a[href$="/pay"]') as HTMLElement).focus();
  slot.innerHTML = '<h1>Nurse</h1><nav><a href="/en/jobs/nurse">Overview</a><a href="/en/jobs/nurse/pay">Pay</a></nav>';
  await flush();
  expect(document.getElementById('first-paint')).toBeNull();
  expect(document.activeElement).toBe(slot.querySelector('a[href$="/pay"]'));
});

test('focus outside the paint stays where it is when the paint goes', async () => {
  const slot = page('<h1>Nurse</h1><a href="/en/jobs/nurse/pay">Pay</a>');
  const outside = document.createElement('button');
  outside.textContent = 'Menu';
  document.body.prepend(outside);
  settleFirstPaint();
  outside.focus();
  slot.innerHTML = '<h1>Nurse</h1><a href="/en/jobs/nurse/pay">Pay</a>';
  await flush();
  expect(document.getElementById('first-paint')).toBeNull();
  expect(document.activeElement).toBe(outside);
});

test('a page without a first paint is left alone', () => {
  document.body.innerHTML = '<main id="main"><div id="slot-x"></div></main>';
  expect(() => settleFirstPaint()).not.toThrow();
});

describe("the header's first paint (decision 346)", () => {
  const chromePage = () => {
    document.body.innerHTML =
      '<div id="chrome"><div id="chrome-paint"><header class="shell-header"><a href="/en">Laluan Kerjaya</a></header></div><div id="chrome-app"></div></div>';
    return document.getElementById('chrome-app')!;
  };

  test("stays while the chrome app has rendered nothing, and goes in the task the app's header arrives", async () => {
    const app = chromePage();
    settleChromePaint();
    // The chrome's first commit is empty while its messages load.
    app.innerHTML = '';
    app.append(document.createComment('loading'));
    await flush();
    expect(document.getElementById('chrome-paint')).not.toBeNull();
    app.innerHTML =
      '<a class="shell-skip" href="#main">Skip</a><header class="shell-header"><a href="/en">Laluan Kerjaya</a></header>';
    // Before any timer (and so before the next frame): a microtask.
    await Promise.resolve();
    expect(document.getElementById('chrome-paint')).toBeNull();
    expect(document.querySelectorAll('.shell-header')).toHaveLength(1);
  });

  test("keyboard focus on the painted header's link goes on from the app's same link", async () => {
    const app = chromePage();
    settleChromePaint();
    (document.querySelector<HTMLElement>('#chrome-paint a') as HTMLElement).focus();
    app.innerHTML =
      '<a class="shell-skip" href="#main">Skip</a><header class="shell-header"><a href="/en">Laluan Kerjaya</a><button aria-label="Open menu">≡</button></header>';
    await Promise.resolve();
    expect(document.getElementById('chrome-paint')).toBeNull();
    expect(document.activeElement).toBe(app.querySelector('a[href="/en"]'));
  });

  test('goes at once when the app header is already there, and does nothing on a page without one', () => {
    const app = chromePage();
    app.innerHTML = '<header class="shell-header"></header>';
    settleChromePaint();
    expect(document.getElementById('chrome-paint')).toBeNull();
    document.body.innerHTML = '<div id="chrome"></div>';
    expect(() => settleChromePaint()).not.toThrow();
  });
});

describe("a tap on a paint's waiting button (decision 376)", () => {
  const PAINT =
    '<h1>Before you start</h1><button type="button" aria-disabled="true" class="ck-button">Start question 1</button>' +
    '<button type="button" aria-disabled="true">Save<span class="ck-visually-hidden">: Nurse</span></button>';
  const paintButton = (name: string) =>
    [...document.querySelectorAll<HTMLButtonElement>('#first-paint button')].find((b) => b.textContent === name)!;
  /** The app's view: its heading and a button of `name` whose presses `pressed` counts. */
  function appView(slot: HTMLElement, name: string, pressed: string[], { heading = true } = {}) {
    slot.innerHTML = heading ? '<h1>Before you start</h1>' : '';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = name;
    button.addEventListener('click', () => pressed.push(name));
    slot.append(button);
  }

  test('says it is loading, and the app’s button of the same name gets the tap when the app takes over', async () => {
    const slot = page(PAINT);
    settleFirstPaint();
    paintButton('Start question 1').click();
    expect(paintButton('Start question 1').getAttribute('aria-busy')).toBe('true');
    const pressed: string[] = [];
    appView(slot, 'Start question 1', pressed);
    await flush();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(pressed).toEqual(['Start question 1']);
  });

  test('a later tap on another button replaces the first; only the last is given', async () => {
    const slot = page(PAINT);
    settleFirstPaint();
    paintButton('Start question 1').click();
    paintButton('Save: Nurse').click();
    expect(document.querySelectorAll('#first-paint [aria-busy="true"]')).toHaveLength(1);
    const pressed: string[] = [];
    slot.innerHTML = '<h1>Before you start</h1>';
    const start = document.createElement('button');
    start.textContent = 'Start question 1';
    start.addEventListener('click', () => pressed.push('start'));
    const save = document.createElement('button');
    save.innerHTML = 'Save<span class="ck-visually-hidden">: Nurse</span>';
    save.addEventListener('click', () => pressed.push('save'));
    slot.append(start, save);
    await flush();
    expect(pressed).toEqual(['save']);
  });

  test('waits for a button that comes after the heading, while the tap is recent', async () => {
    const slot = page(PAINT);
    let now = 1_000;
    settleFirstPaint(document, window, () => now);
    paintButton('Save: Nurse').click();
    const pressed: string[] = [];
    slot.innerHTML = '<h1>Before you start</h1>';
    await flush();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(pressed).toEqual([]);
    now += 2_000;
    const later = document.createElement('div');
    slot.append(later);
    appView(later, 'Save: Nurse', pressed, { heading: false });
    later.querySelector('button')!.innerHTML = 'Save<span class="ck-visually-hidden">: Nurse</span>';
    await flush();
    expect(pressed).toEqual(['Save: Nurse']);
  });

  test('drops a tap older than REPLAY_WITHIN_MS, and one made before the visitor went to another page', async () => {
    let now = 1_000;
    let slot = page(PAINT);
    settleFirstPaint(document, window, () => now);
    paintButton('Start question 1').click();
    now += REPLAY_WITHIN_MS + 1;
    const pressed: string[] = [];
    appView(slot, 'Start question 1', pressed);
    await flush();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(pressed).toEqual([]);

    slot = page(PAINT);
    settleFirstPaint(document, window, () => now);
    paintButton('Start question 1').click();
    history.pushState(null, '', '/en/elsewhere');
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    appView(slot, 'Start question 1', pressed);
    await flush();
    expect(pressed).toEqual([]);
    history.pushState(null, '', '/');
  });

  test('a disabled button of the paint (the header’s menu) is not taken: it stays as it says', async () => {
    const slot = page('<h1>Home</h1><button type="button" disabled="">Menu loading…</button>');
    settleFirstPaint();
    const menu = document.querySelector<HTMLButtonElement>('#first-paint button')!;
    menu.click();
    expect(menu.hasAttribute('aria-busy')).toBe(false);
    const pressed: string[] = [];
    appView(slot, 'Menu loading…', pressed);
    await flush();
    expect(pressed).toEqual([]);
  });
});
