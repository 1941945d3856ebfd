import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, resetBus, type BusEvents } from 'shared-kit';
import { renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { UpdatesSection } from './updates-section';

afterEach(() => resetBus());

it.each([
  ['en', 'Stay in the loop', 'Get updates on WhatsApp'],
  ['ms', 'Sentiasa tahu perkembangan terkini', 'Dapatkan berita terkini di WhatsApp'],
] as const)('%s: asks the shell for the messaging modal with origin Home', async (locale, title, button) => {
  const asked: BusEvents['messaging:open'][] = [];
  const off = on('messaging:open', (request) => asked.push(request));
  renderIntl(<UpdatesSection />, { locale, messages: { en, ms } });
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: button }));
  expect(asked).toEqual([{ origin: 'Home' }]);
  off();
});
