import { useState, type ReactElement } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Drawer } from './drawer';
import { Ola } from './ola';
import { RemoteFallback } from './remote-fallback';
import { Spinner } from './spinner';
import { TextField } from './text-field';

/**
 * One set of examples per component. They feed the component tests and the accessibility check
 * (every example must pass axe).
 */
export const EXAMPLES: Record<string, () => ReactElement> = {
  'button: primary': () => <Button>Save</Button>,
  'button: busy': () => <Button busy>Saving</Button>,
  'text field: with error': () => (
    <TextField label="Email" type="email" defaultValue="x" error="*Please enter a valid email" />
  ),
  'text field: password': () => <TextField label="Password" type="password" revealable hint="At least 8 characters" />,
  spinner: () => <Spinner />,
  'ola: decorative': () => <Ola />,
  'ola: with meaning': () => <Ola title="Ola the owl" mood="confused" />,
  'remote fallback': () => <RemoteFallback onRetry={() => undefined} />,
  'dialog: open': function DialogExample() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Dialog open={open} title="Sign up" onClose={() => setOpen(false)}>
          <TextField label="Email" data-autofocus />
          <Button>Continue</Button>
        </Dialog>
      </>
    );
  },
  'drawer: open': function DrawerExample() {
    const [open, setOpen] = useState(true);
    return (
      <Drawer open={open} label="Menu" onClose={() => setOpen(false)}>
        <nav aria-label="Main">
          <a href="/en">Home</a>
        </nav>
      </Drawer>
    );
  },
};
