import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useEffect, useState } from 'react';
import { emit, on, resetBus, type BusEvents } from '../bus/event-bus';
import { configure } from '../config/config';
import { axeViolations, renderIntl } from '../testing/render';
import { MessagingModal } from './messaging-modal';

/** What the shell does: mount the modal when `messaging:open` is announced, unmount on close. */
function Host() {
  const [request, setRequest] = useState<BusEvents['messaging:open'] | null>(null);
  useEffect(() => on('messaging:open', setRequest), []);
  const close = useCallback(() => setRequest(null), []);
  return (
    <>
      <button type="button" onClick={() => emit('messaging:open', { origin: 'Footer' })}>
        Updates
      </button>
      <button type="button">Elsewhere</button>
      {request ? <MessagingModal {...request} onClose={close} /> : null}
    </>
  );
}

const textOf = (href: string) => new URL(href).searchParams.get('text');

afterEach(() => {
  resetBus();
  configure({ whatsappNumber: null });
});

describe('MessagingModal', () => {
  it('opens from the bus, takes focus, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderIntl(<Host />);
    const trigger = screen.getByRole('button', { name: 'Updates' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Get updates on WhatsApp' });
    const link = screen.getByRole('link', { name: 'Open WhatsApp (opens in a new tab)' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.tab(); // past the last control: back to the first (the header's Close)
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true }); // and back round to the last
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('with no number configured: WhatsApp’s share link, no number, and says so', async () => {
    renderIntl(<MessagingModal origin="Home" onClose={() => {}} />);
    await screen.findByRole('dialog');
    const href = screen.getByRole('link', { name: /Open WhatsApp/ }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(textOf(href)).toBe(
      'Hi Laluan Kerjaya! I would like updates on new job guides, study funding and career events.',
    );
    expect(screen.getByText(/Our WhatsApp number is not ready yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'new job guides',
      'scholarship and study funding deadlines',
      'career talks and events',
    ]);
  });

  it('with a number: a chat with it, and no "not ready" note', async () => {
    configure({ whatsappNumber: '60123456789' });
    renderIntl(<MessagingModal origin="Footer" onClose={() => {}} />);
    await screen.findByRole('dialog');
    const href = screen.getByRole('link', { name: /Open WhatsApp/ }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/60123456789?text=')).toBe(true);
    expect(screen.queryByText(/not ready yet/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Home',
      undefined,
      'Hi Laluan Kerjaya! I would like updates on new job guides, study funding and career events.',
    ],
    ['en', 'Footer', undefined, 'Hi Laluan Kerjaya! Please keep me posted on what is new on the site.'],
    ['en', 'Directory', undefined, 'Hi Laluan Kerjaya! Please tell me when new job guides are added to the directory.'],
    ['en', 'Drawer', undefined, 'Hi Laluan Kerjaya! I asked for a job guide. Please tell me when it is ready.'],
    [
      'en',
      'Drawer',
      'Astronaut',
      'Hi Laluan Kerjaya! I asked for a guide to “Astronaut”. Please tell me when it is ready.',
    ],
    ['en', 'Others', undefined, 'Hi Laluan Kerjaya! I would like to get updates from you.'],
    ['en', 'Others', 'Funding search', 'Hi Laluan Kerjaya! I would like updates about “Funding search”.'],
    [
      'ms',
      'Home',
      undefined,
      'Hai Laluan Kerjaya! Saya mahu terima berita terkini tentang panduan kerjaya baharu, pembiayaan pengajian dan acara kerjaya.',
    ],
    ['ms', 'Footer', undefined, 'Hai Laluan Kerjaya! Tolong maklumkan kepada saya apa yang baharu di laman ini.'],
    [
      'ms',
      'Directory',
      undefined,
      'Hai Laluan Kerjaya! Tolong beritahu saya apabila panduan kerjaya baharu ditambah ke direktori.',
    ],
    [
      'ms',
      'Drawer',
      'Angkasawan',
      'Hai Laluan Kerjaya! Saya telah meminta panduan untuk “Angkasawan”. Tolong beritahu saya apabila ia sudah siap.',
    ],
    ['ms', 'Others', 'Acara', 'Hai Laluan Kerjaya! Saya mahu terima berita terkini tentang “Acara”.'],
  ] as const)('%s, %s, title %s: the prefilled text', async (locale, origin, title, expected) => {
    renderIntl(<MessagingModal origin={origin} title={title} onClose={() => {}} />, { locale });
    await screen.findByRole('dialog');
    const href = screen.getByRole('link').getAttribute('href')!;
    expect(textOf(href)).toBe(expected);
    // The person sees the same text before WhatsApp opens.
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('in Malay, about a requested job: heading, what they will get, the buttons', async () => {
    renderIntl(<MessagingModal origin="Drawer" title="  Angkasawan   muda " onClose={() => {}} />, { locale: 'ms' });
    await screen.findByRole('dialog');
    expect(screen.getByRole('dialog', { name: 'Berita terkini tentang “Angkasawan muda”' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Apabila panduan untuk “Angkasawan muda” sudah siap, kami akan hantar satu mesej WhatsApp kepada anda.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka WhatsApp (dibuka dalam tab baharu)' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Bukan sekarang' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('has no axe violations in English', async () => {
    renderIntl(<MessagingModal origin="Directory" onClose={() => {}} />);
    await screen.findByRole('dialog');
    expect(screen.getByText('We will tell you when new job guides join the directory.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
