import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  buildPath,
  Button,
  clearCookiesExcept,
  emit,
  errorOf,
  kitMessages,
  removeCookie,
  Spinner,
  useLocale,
} from 'shared-kit';
import { loadPage } from '../../shared/page';
import { exportProfile } from './api/export-profile';
import { getProfile } from './api/get-profile';
import { logout } from './api/logout';
import type { Profile } from './api/profile-types';
import { EXPORT_FILE_NAME, saveJsonFile } from './download';
import { ROLE_LABELS } from './options';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileForm } from './profile-form';
import { profileMessages as m } from './profile-messages';
import './profile.css';

type PageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly profile: Profile }
  | { readonly kind: 'ended' }
  | { readonly kind: 'failed' };

const is401 = (error: unknown) => errorOf(error).status === 401;

/** The session is over on this device: the token goes. */
function forgetSession(): void {
  removeCookie('authorization_token');
  removeCookie('userID');
}

/** My profile (spec §2, §6): details, the edit form, data download, log-out and account deletion. */
export function ProfilePage() {
  const intl = useIntl();
  const locale = useLocale();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [busy, setBusy] = useState<'download' | 'logout' | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    document.title = intl.formatMessage(m.pageTitle);
  }, [intl]);

  const endSession = useCallback(() => {
    forgetSession();
    setConfirmDelete(false);
    setState({ kind: 'ended' });
  }, []);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', profile: await getProfile() });
    } catch (error) {
      if (is401(error)) endSession();
      else setState({ kind: 'failed' });
    }
  }, [endSession]);

  useEffect(() => {
    void load();
  }, [load]);

  const goHome = () => loadPage(buildPath('home', locale));

  const download = async () => {
    setBusy('download');
    setDownloadFailed(false);
    try {
      saveJsonFile(await exportProfile(), EXPORT_FILE_NAME);
    } catch (error) {
      if (is401(error)) endSession();
      else setDownloadFailed(true);
    }
    setBusy(null);
  };

  const signOut = async () => {
    setBusy('logout');
    try {
      await logout();
    } catch {
      // Signed out on this device anyway: the user asked to leave.
    }
    forgetSession();
    goHome();
  };

  const closeDelete = useCallback(() => setConfirmDelete(false), []);
  const afterDelete = () => {
    clearCookiesExcept(['i18n_redirected']);
    goHome();
  };

  let body;
  switch (state.kind) {
    case 'loading':
      body = <Spinner />;
      break;
    case 'failed':
      body = (
        <div className="account-profile__section">
          <p className="ck-notice ck-notice--error" role="alert">
            {intl.formatMessage(m.loadFailed)}
          </p>
          <Button onClick={() => void load()}>{intl.formatMessage(kitMessages.retry)}</Button>
        </div>
      );
      break;
    case 'ended':
      body = (
        <div className="account-profile__section">
          <p className="ck-notice" role="status">
            {intl.formatMessage(m.sessionEnded)}
          </p>
          <Button onClick={() => emit('account:open-signup', { context: 'profile', view: 'login' })}>
            {intl.formatMessage(m.loginAgain)}
          </Button>
        </div>
      );
      break;
    case 'ready': {
      const { profile } = state;
      const notSet = intl.formatMessage(m.notSet);
      body = (
        <>
          <section className="account-profile__section" aria-labelledby="account-profile-details">
            <h2 id="account-profile-details">{intl.formatMessage(m.detailsTitle)}</h2>
            <dl className="account-profile__details">
              <dt>{intl.formatMessage(m.nickname)}</dt>
              <dd>{profile.name || notSet}</dd>
              <dt>{intl.formatMessage(m.email)}</dt>
              <dd>{profile.email}</dd>
              <dt>{intl.formatMessage(m.role)}</dt>
              <dd>{profile.user_type ? intl.formatMessage(ROLE_LABELS[profile.user_type]) : notSet}</dd>
            </dl>
          </section>
          <section className="account-profile__section" aria-labelledby="account-profile-edit">
            <h2 id="account-profile-edit">{intl.formatMessage(m.editTitle)}</h2>
            <ProfileForm
              profile={profile}
              onSaved={(saved) => setState({ kind: 'ready', profile: saved })}
              onSessionEnded={endSession}
            />
          </section>
          <section className="account-profile__section" aria-labelledby="account-profile-account">
            <h2 id="account-profile-account">{intl.formatMessage(m.accountTitle)}</h2>
            {downloadFailed ? (
              <p className="ck-notice ck-notice--error" role="alert">
                {intl.formatMessage(m.downloadFailed)}
              </p>
            ) : null}
            <div className="account-profile__actions">
              <Button variant="secondary" busy={busy === 'download'} onClick={() => void download()}>
                {intl.formatMessage(m.download)}
              </Button>
              <Button variant="secondary" busy={busy === 'logout'} onClick={() => void signOut()}>
                {intl.formatMessage(m.logout)}
              </Button>
              <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
                {intl.formatMessage(m.delete)}
              </Button>
            </div>
          </section>
          {confirmDelete ? (
            <DeleteAccountDialog
              hasPassword={profile.has_password}
              onCancel={closeDelete}
              onDeleted={afterDelete}
              onSessionEnded={endSession}
            />
          ) : null}
        </>
      );
      break;
    }
  }

  return (
    <div className="account-profile" aria-busy={state.kind === 'loading' || undefined}>
      <h1>{intl.formatMessage(m.title)}</h1>
      {body}
    </div>
  );
}
