import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { loadRemoteModule } from './load-module';
import { RemoteParcel } from './remote-parcel';

jest.mock('./load-module', () => ({ loadRemoteModule: jest.fn() }));

test('the loading strip steps aside as soon as the parcel’s view is in, not when its mount settles', async () => {
  let finishMount: () => void = () => undefined;
  jest.mocked(loadRemoteModule).mockResolvedValue({
    bootstrap: async () => undefined,
    // The view is written, then the mount goes on (a slow phone: its promise settles later).
    mount: async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.insertAdjacentHTML('beforeend', '<label>Search jobs <input /></label>');
      await new Promise<void>((resolve) => (finishMount = resolve));
    },
    unmount: async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.innerHTML = '';
    },
  } as never);
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <RemoteParcel owner="mfe-jobs" expose="./search-bar" />
    </IntlProvider>,
  );
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Search jobs' })).toBeInTheDocument();
  // Mount not settled yet: the view alone takes the room, not the view and the strip.
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await act(async () => finishMount());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
