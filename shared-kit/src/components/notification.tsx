import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { kitMessages } from '../i18n/kit-messages';

/** How long a notification stays by default (spec §9), paused while it is hovered or focused. */
export const NOTIFICATION_TIMEOUT_MS = 5000;

export interface NotificationProps {
  /** The text; null renders the (empty) live region only, so a later message is announced. */
  readonly message: ReactNode | null;
  /** An optional action button (e.g. "Reload"). */
  readonly action?: { readonly label: string; readonly onClick: () => void };
  /** Called when it is dismissed: the close button, Escape while inside it, or the timeout. */
  readonly onDismiss: () => void;
  /** Milliseconds before it goes by itself; 0 keeps it until dismissed. */
  readonly timeout?: number;
}

/**
 * A polite notification at the bottom of the screen (spec §9): announced through a live region
 * that exists before the text arrives, never taking the focus, dismissable with its close button
 * or Escape, and paused while the pointer or the keyboard focus is on it (WCAG 2.2.1).
 */
export function Notification({ message, action, onDismiss, timeout = NOTIFICATION_TIMEOUT_MS }: NotificationProps) {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const shown = message !== null;

  useEffect(() => {
    if (!shown || paused || timeout <= 0) return undefined;
    const timer = setTimeout(() => dismiss.current(), timeout);
    return () => clearTimeout(timer);
  }, [shown, paused, timeout]);

  return (
    <div className="ck-notification-region" role="status" aria-live="polite">
      {shown ? (
        <div
          className="ck-notification"
          onPointerEnter={() => setPaused(true)}
          onPointerLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') dismiss.current();
          }}
        >
          <p className="ck-notification__text">{message}</p>
          {action ? (
            <button
              type="button"
              className="ck-button ck-button--primary ck-notification__action"
              onClick={action.onClick}
            >
              {action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="ck-icon-button ck-notification__close"
            aria-label={intl.formatMessage(kitMessages.close)}
            onClick={() => dismiss.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
