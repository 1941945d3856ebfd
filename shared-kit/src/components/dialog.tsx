import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { kitMessages } from '../i18n/kit-messages';
import { useFocusTrap } from './focus-trap';

export interface DialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly onClose?: () => void;
  readonly children: ReactNode;
  /** Full-screen on small screens (the sign-up modal). */
  readonly fullScreen?: boolean;
  /** Shown left of the title, e.g. a back arrow. */
  readonly leading?: ReactNode;
  /** When false, Escape and the backdrop do not close it (a persistent dialog). */
  readonly dismissible?: boolean;
}

/** A modal dialog: labelled by its title, focus kept inside, returned on close. */
export function Dialog({ open, title, onClose, children, fullScreen, leading, dismissible = true }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const intl = useIntl();
  useFocusTrap(ref, open, dismissible ? onClose : undefined);
  if (!open) return null;
  return createPortal(
    <div className="ck-dialog__backdrop" onClick={dismissible ? onClose : undefined}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['ck-dialog', fullScreen ? 'ck-dialog--full' : null].filter(Boolean).join(' ')}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="ck-dialog__header">
          {leading}
          <h2 id={titleId} className="ck-dialog__title">
            {title}
          </h2>
          {onClose ? (
            <button
              type="button"
              className="ck-icon-button"
              onClick={onClose}
              aria-label={intl.formatMessage(kitMessages.close)}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="ck-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
