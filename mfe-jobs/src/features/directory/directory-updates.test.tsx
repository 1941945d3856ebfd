import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, resetBus, type BusEvents } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { DirectoryUpdates } from './directory-updates';

afterEach(() => resetBus());

it.each([
  ['en', 'Waiting for a guide that is not here yet?', 'Get updates on WhatsApp'],
  ['ms', 'Menunggu panduan yang belum ada di sini?', 'Dapatkan berita terkini di WhatsApp'],
] as const)('%s: asks the shell for the messaging modal with origin Directory', async (locale, prompt, button) => {
  const asked: BusEvents['messaging:open'][] = [];
  const off = on('messaging:open', (request) => asked.push(request));
  renderIntl(<DirectoryUpdates />, { locale, messages: { en, ms } });
  expect(screen.getByText(prompt, { exact: false })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: button }));
  expect(asked).toEqual([{ origin: 'Directory' }]);
  expect(await axeViolations()).toEqual([]);
  off();
});
