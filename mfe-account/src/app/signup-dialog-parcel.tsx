import { AppIntl, createAppLifecycles, useLocale, type AppProps, type SignupContext } from 'shared-kit';
import { CompleteProfile } from '../features/profile/complete-profile';
import { SignupDialog, type SignupView } from '../features/signup/signup-dialog';
import { syncAfterLogin } from '../features/sync/after-login-sync';
import { loadAccountMessages } from '../i18n/load';

interface Props extends AppProps {
  readonly context: SignupContext;
  readonly view?: SignupView;
  /** A banner: verified, expired, failed, already, sent, or any text shown as is. */
  readonly message?: string;
  readonly onClose: () => void;
}

export function SignupDialogRoot({ context, view, message, onClose }: Props) {
  const locale = useLocale();
  return (
    <AppIntl app="mfe-account" locale={locale} load={loadAccountMessages}>
      <SignupDialog
        context={context}
        initialView={view}
        message={message}
        onClose={onClose}
        // Saved lead, read jobs and quiz scores go to the account (spec §4); it never rejects.
        onSignedIn={syncAfterLogin}
        completeProfile={(done) => <CompleteProfile onDone={done} />}
      />
    </AppIntl>
  );
}

/** The sign-up dialog as a parcel; the shell mounts it when `account:open-signup` is announced. */
export const { bootstrap, mount, unmount, update } = createAppLifecycles(SignupDialogRoot);
