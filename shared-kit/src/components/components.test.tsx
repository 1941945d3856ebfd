import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations, renderIntl } from '../testing/render';
import { Dialog } from './dialog';
import { EXAMPLES } from './examples';
import { TextField } from './text-field';

describe('design-kit examples', () => {
  it.each(Object.entries(EXAMPLES))('%s has no accessibility violations', async (_name, Example) => {
    const { container } = renderIntl(<Example />);
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
  });
});

describe('TextField', () => {
  it('shows its error text and marks the input invalid', () => {
    renderIntl(<TextField label="Email" error="*Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('*Email is required');
  });

  it('toggles a password visible in Malay', async () => {
    renderIntl(<TextField label="Kata laluan" type="password" revealable />, { locale: 'ms' });
    const input = screen.getByLabelText('Kata laluan');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Tunjukkan' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Sembunyikan' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Dialog', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open dialog
        </button>
        <Dialog open={open} title="Log in" onClose={() => setOpen(false)}>
          <input aria-label="Email" data-autofocus />
          <button type="button">Submit</button>
        </Dialog>
      </>
    );
  }

  it('moves focus in, keeps Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderIntl(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab(); // the close button
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab(); // wraps to the first focusable element
    expect(screen.getByLabelText('Email')).toHaveFocus();
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
