import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, emit, kitMessages, TextField } from 'shared-kit';
import { useDeleteProfile } from './api/delete-profile';
import { profileMessages as m } from './profile-messages';

export interface DeleteAccountDialogProps {
  /** The account has a password (else it signs in only with Google or Facebook). */
  readonly hasPassword: boolean;
  readonly onCancel: () => void;
  readonly onDeleted: () => void;
  /** The server no longer knows the token (401). */
  readonly onSessionEnded: () => void;
}

type Failure = 'required' | 'wrong' | 'tooMany' | 'signInAgain' | 'other' | null;

/**
 * "Delete your account?": a sensitive action, so the password is asked again (issue 8, finding 3).
 * Enter in the password field confirms; Escape or Cancel closes. A wrong password keeps the dialog
 * open with the error under the field, which takes the focus back with its text selected. An account
 * without a password (social sign-in only) confirms without one; the server then wants a sign-in in the
 * last 10 minutes, else the dialog offers to log in again (decision 035).
 */
export function DeleteAccountDialog({ hasPassword, onCancel, onDeleted, onSessionEnded }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const remove = useDeleteProfile();
  const busy = remove.isPending;
  const [failure, setFailure] = useState<Failure>(null);
  const form = useRef<HTMLFormElement>(null);
  const busyRef = useRef(false);
  busyRef.current = busy;
  // One stable callback: the dialog's focus trap restarts (and moves focus) when it changes.
  const close = useCallback(() => {
    if (!busyRef.current) onCancel();
  }, [onCancel]);

  // After the error renders: back to the field, its text selected so typing replaces it.
  const focusField = () =>
    setTimeout(() => {
      const input = form.current?.querySelector<HTMLInputElement>('input[name="password"]');
      input?.focus();
      input?.select();
    }, 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (hasPassword && password === '') {
      setFailure('required');
      focusField();
      return;
    }
    setFailure(null);
    remove.mutate(hasPassword ? { password } : {}, {
      onSuccess: () => onDeleted(),
      onError: (error) => {
        if (error.status === 401) return onSessionEnded();
        const next: Failure =
          error.code === 'WRONG_PASSWORD'
            ? 'wrong'
            : error.code === 'PASSWORD_REQUIRED'
              ? 'required'
              : error.status === 429
                ? 'tooMany'
                : error.code === 'RECENT_SIGN_IN_REQUIRED'
                  ? 'signInAgain'
                  : 'other';
        setFailure(next);
        if (next === 'wrong' || next === 'required') focusField();
      },
    });
  };

  const fieldError =
    failure === 'required'
      ? intl.formatMessage(kitMessages.passwordRequired)
      : failure === 'wrong'
        ? intl.formatMessage(m.deleteWrongPassword)
        : null;

  return (
    <Dialog open title={intl.formatMessage(m.deleteTitle)} onClose={close}>
      <form ref={form} className="account-profile__section" noValidate onSubmit={(e) => void submit(e)}>
        <p>{intl.formatMessage(m.deleteBody)}</p>
        {hasPassword ? (
          <TextField
            data-autofocus
            label={intl.formatMessage(m.deletePassword)}
            type="password"
            name="password"
            autoComplete="current-password"
            revealable
            value={password}
            error={fieldError}
            onChange={(e) => {
              setPassword(e.target.value);
              if (failure !== null) setFailure(null);
            }}
          />
        ) : null}
        {failure === 'other' || failure === 'tooMany' ? (
          <p className="ck-notice ck-notice--error" role="alert">
            {intl.formatMessage(failure === 'tooMany' ? m.deleteTooMany : m.deleteFailed)}
          </p>
        ) : null}
        {failure === 'signInAgain' ? (
          <div className="account-profile__section">
            <p className="ck-notice ck-notice--error" role="alert">
              {intl.formatMessage(m.deleteSignInAgain)}
            </p>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                onCancel();
                emit('account:open-signup', { context: 'profile', view: 'login' });
              }}
            >
              {intl.formatMessage(m.loginAgain)}
            </Button>
          </div>
        ) : null}
        <div className="account-profile__actions">
          <Button type="button" variant="secondary" data-autofocus={hasPassword ? undefined : true} onClick={close}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" busy={busy}>
            {intl.formatMessage(m.deleteConfirm)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
