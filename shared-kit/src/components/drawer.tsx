import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { kitMessages } from '../i18n/kit-messages';
import { useFocusTrap } from './focus-trap';

/** Drawer width in px (spec §9). */
export const DRAWER_WIDTH = 300;

export interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly label: string;
  readonly children: ReactNode;
  readonly side?: 'left' | 'right';
}

/** A side drawer (a modal navigation panel): focus trapped while open, Escape or the scrim closes it. */
export function Drawer({ open, onClose, label, children, side = 'right' }: DrawerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  useFocusTrap(ref, open, onClose);
  return (
    <div className={['ck-drawer', open ? 'ck-drawer--open' : null].filter(Boolean).join(' ')} hidden={!open}>
      <div className="ck-drawer__scrim" onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className={`ck-drawer__panel ck-drawer__panel--${side}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        style={{ width: DRAWER_WIDTH }}
      >
        <div className="ck-drawer__top">
          <button
            type="button"
            className="ck-icon-button"
            onClick={onClose}
            aria-label={intl.formatMessage(kitMessages.closeMenu)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
