import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations, renderIntl } from '../testing/render';
import { Notification, NOTIFICATION_TIMEOUT_MS } from './notification';

function Harness({ onAction = () => undefined }: { onAction?: () => void }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <Notification
        message={shown ? 'A new version is ready.' : null}
        action={{ label: 'Reload', onClick: onAction }}
        onDismiss={() => setShown(false)}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

afterEach(() => jest.useRealTimers());

describe('Notification', () => {
  it('is announced politely, never takes the focus, and acts', async () => {
    const onAction = jest.fn();
    renderIntl(<Harness onAction={onAction} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('A new version is ready.');
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('goes after 5000 ms by default (spec §9), keeping the live region', () => {
    jest.useFakeTimers();
    renderIntl(<Harness />);
    act(() => jest.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 1));
    expect(screen.getByText('A new version is ready.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('waits while the keyboard focus is on it, then closes with Escape (Malay labels)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderIntl(<Harness />, { locale: 'ms' });
    await user.tab(); // Reload
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS * 3));
    expect(screen.getByText('A new version is ready.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tutup' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    renderIntl(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
