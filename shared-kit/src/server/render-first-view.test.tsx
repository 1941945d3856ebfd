import { atom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { getConfig } from '../config/config';
import { getCookie } from './cookies';
import { renderFirstView, withWaitingControls, type FirstViewsBuild } from './render-first-view';

function Quiz() {
  const intl = useIntl();
  const count = getCookie('currentQuestion');
  const took = getCookie('tookQuiz');
  return (
    <div>
      <p>{intl.formatMessage({ id: 'q' }, { count })}</p>
      <p>{took ? 'taken' : 'not taken'}</p>
      <form>
        <input name="name" />
        <button type="submit" style={{ width: 32 }}>
          Send
        </button>
      </form>
    </div>
  );
}

// An atom read from a cookie (as the quiz's answers are, shared-kit/state): jotai keeps its value
// in the store it was first read in.
const tookAtom = atom(() => getCookie('tookQuiz'));
function Took() {
  return <p>{useAtomValue(tookAtom) ? 'taken' : 'not taken'}</p>;
}

// A view that follows the site's configuration, as the home page's Events card does (decision 365).
function Events() {
  return <p>{getConfig().upcomingEvents ? 'events' : 'coming soon'}</p>;
}

const build: FirstViewsBuild = {
  views: {
    quiz: async () => ({ default: Quiz }),
    took: async () => ({ default: Took }),
    events: async () => ({ default: Events }),
  },
  messages: {
    en: { q: 'On question {count}' },
    ms: { q: 'Pada soalan {count}' },
  } as unknown as FirstViewsBuild['messages'],
};
const render = (cookies?: string | null, locale: 'en' | 'ms' = 'en') =>
  renderFirstView(build, { id: 'quiz', locale, href: `/${locale}/quiz`, cookies });

describe('renderFirstView', () => {
  it("reads the request's cookies as the app reads the browser's", async () => {
    const view = await render('currentQuestion=3; tookQuiz=true; other=x');
    expect(view?.html).toContain('<p>On question 3</p><p>taken</p>');
    expect((await render('currentQuestion=5', 'ms'))?.html).toContain('<p>Pada soalan 5</p><p>not taken</p>');
  });

  it("never shows one request's cookies to the next", async () => {
    await render('currentQuestion=3; tookQuiz=true');
    expect((await render(null))?.html).toContain('<p>On question 0</p><p>not taken</p>');
    expect((await render(undefined))?.html).toContain('<p>On question 0</p>');
  });

  it("never shows one request's stored atoms to the next (a store per render)", async () => {
    const took = (cookies: string | null) => renderFirstView(build, { id: 'took', locale: 'en', href: '/en', cookies });
    expect((await took('tookQuiz=true'))?.html).toBe('<p>taken</p>');
    expect((await took(null))?.html).toBe('<p>not taken</p>');
  });

  it('a broken cookie reads as its default, as in the browser', async () => {
    expect((await render('currentQuestion=%E0%A4%A'))?.html).toContain('<p>On question 0</p>');
  });

  it("makes the view's forms inert and buttons wait (aria-disabled), and moves style props to the stylesheet", async () => {
    const view = await render(null);
    expect(view?.html).toContain('<form inert=""><input name="name"/>');
    expect(view?.html).toContain('<button aria-disabled="true" type="submit" data-fv-style="0">Send</button>');
    expect(view?.css).toBe('#first-paint [data-fv-style="0"]{width:32px}');
  });

  it("reads the page's site configuration as the app's getConfig() does, and never the previous request's", async () => {
    const events = (config?: string | null) =>
      renderFirstView(build, { id: 'events', locale: 'en', href: '/en', config });
    expect((await events('{"apiBase":"/api","upcomingEvents":true}'))?.html).toBe('<p>events</p>');
    expect((await events('{"apiBase":"/api","upcomingEvents":false}'))?.html).toBe('<p>coming soon</p>');
    await events('{"upcomingEvents":true}');
    expect((await events(undefined))?.html).toBe('<p>coming soon</p>');
  });

  it('is null for a page without a first view', async () => {
    expect(await renderFirstView(build, { id: 'other', locale: 'en', href: '/en' })).toBeNull();
  });
});

describe('withWaitingControls', () => {
  it('marks every form and button, and nothing that only starts with their names', () => {
    expect(
      withWaitingControls('<form class="a"><formula></formula><button type="button">Go</button></form><form>'),
    ).toBe(
      '<form inert="" class="a"><formula></formula><button aria-disabled="true" type="button">Go</button></form><form inert="">',
    );
    expect(withWaitingControls('<button disabled="" class="b">x</button><buttons>')).toBe(
      '<button disabled="" class="b">x</button><buttons>',
    );
    expect(withWaitingControls('<button aria-disabled="true">y</button>')).toBe(
      '<button aria-disabled="true">y</button>',
    );
  });
});
