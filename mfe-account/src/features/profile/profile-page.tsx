import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  buildPath,
  Button,
  clearCookiesExcept,
  emit,
  kitMessages,
  removeCookie,
  Spinner,
  useLocale,
  usePageTitle,
} from 'shared-kit';
import { loadPage } from '../../shared/page';
import { useExportProfile } from './api/export-profile';
import { useProfile } from './api/get-profile';
import { useQuizResults } from './api/get-quiz-results';
import { useReadJobs } from './api/get-read-jobs';
import { useSavedJobs } from './api/get-saved-jobs';
import { useSessions } from './api/sessions';
import { useLogout } from './api/logout';
import { EXPORT_FILE_NAME, saveJsonFile } from './download';
import { ROLE_LABELS } from './options';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { QuizResultsSection, ReadGuidesSection, SavedJobsSection } from './my-jobs';
import { ProfileForm } from './profile-form';
import { profileMessages as m } from './profile-messages';
import { SessionsSection } from './sessions-section';
import './profile.css';

/** The session is over on this device: the token goes. */
function forgetSession(): void {
  removeCookie('authorization_token');
  removeCookie('userID');
}

/**
 * My profile (spec §2, §6): details, the edit form, change password and the devices logged in
 * (decision 283), data download, log-out and account deletion.
 */
export function ProfilePage() {
  const intl = useIntl();
  const locale = useLocale();
  const profile = useProfile();
  // The page's lists (saved jobs, quiz results, guides read, devices) are asked for beside the
  // profile, and the page shows once they have answered: shown as each arrived, they pushed the
  // sections under them down (CLS 0.02–0.09 on a phone, decision 351). Waited for once: a list that
  // failed and is asked for again (its section's Try again) says so in place.
  const lists = [useSavedJobs(), useQuizResults(), useReadJobs(), useSessions()];
  const [listsSettled, setListsSettled] = useState(false);
  if (!listsSettled && profile.isSuccess && !lists.some((list) => list.isPending)) setListsSettled(true);
  const listsPending = !listsSettled && lists.some((list) => list.isPending);
  const exporter = useExportProfile();
  const leave = useLogout();
  const [ended, setEnded] = useState<'expired' | 'everywhere' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  usePageTitle(intl.formatMessage(m.title));

  const endSession = useCallback(() => {
    forgetSession();
    setConfirmDelete(false);
    setEnded((was) => was ?? 'expired');
  }, []);
  const signedOutEverywhere = useCallback(() => {
    forgetSession();
    setEnded('everywhere');
  }, []);

  // The server no longer knows the token: this device forgets it too.
  const unknownToken = profile.error?.status === 401;
  useEffect(() => {
    if (unknownToken) endSession();
  }, [unknownToken, endSession]);

  const goHome = () => loadPage(buildPath('home', locale));

  const download = () =>
    exporter.mutate(undefined, {
      onSuccess: (data) => saveJsonFile(data, EXPORT_FILE_NAME),
      onError: (error) => {
        if (error.status === 401) endSession();
      },
    });

  const signOut = () =>
    leave.mutate(undefined, {
      // Signed out on this device whatever the answer: the user asked to leave.
      onSettled: () => {
        forgetSession();
        goHome();
      },
    });

  const closeDelete = useCallback(() => setConfirmDelete(false), []);
  const afterDelete = () => {
    clearCookiesExcept(['i18n_redirected']);
    goHome();
  };

  const kind =
    ended !== null || unknownToken
      ? 'ended'
      : profile.isPending || (profile.isSuccess && listsPending)
        ? 'loading'
        : profile.isError
          ? 'failed'
          : 'ready';
  let body;
  switch (kind) {
    case 'loading':
      body = <Spinner />;
      break;
    case 'failed':
      body = (
        <div className="account-profile__section">
          <p className="ck-notice ck-notice--error" role="alert">
            {intl.formatMessage(m.loadFailed)}
          </p>
          <Button busy={profile.isFetching} onClick={() => void profile.refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </Button>
        </div>
      );
      break;
    case 'ended':
      body = (
        <div className="account-profile__section">
          <p className="ck-notice" role="status">
            {intl.formatMessage(ended === 'everywhere' ? m.signedOutEverywhere : m.sessionEnded)}
          </p>
          <Button onClick={() => emit('account:open-signup', { context: 'profile', view: 'login' })}>
            {intl.formatMessage(m.loginAgain)}
          </Button>
        </div>
      );
      break;
    case 'ready': {
      const data = profile.data!;
      const notSet = intl.formatMessage(m.notSet);
      body = (
        <>
          <section className="account-profile__section" aria-labelledby="account-profile-details">
            <h2 id="account-profile-details">{intl.formatMessage(m.detailsTitle)}</h2>
            <dl className="account-profile__details">
              <dt>{intl.formatMessage(m.nickname)}</dt>
              <dd>{data.name || notSet}</dd>
              <dt>{intl.formatMessage(m.email)}</dt>
              <dd>{data.email}</dd>
              <dt>{intl.formatMessage(m.role)}</dt>
              <dd>{data.user_type ? intl.formatMessage(ROLE_LABELS[data.user_type]) : notSet}</dd>
            </dl>
          </section>
          <SavedJobsSection />
          <QuizResultsSection />
          <ReadGuidesSection />
          <section className="account-profile__section" aria-labelledby="account-profile-edit">
            <h2 id="account-profile-edit">{intl.formatMessage(m.editTitle)}</h2>
            <ProfileForm profile={data} onSessionEnded={endSession} />
          </section>
          <section className="account-profile__section" aria-labelledby="account-profile-password">
            <h2 id="account-profile-password">{intl.formatMessage(m.passwordTitle)}</h2>
            {data.has_password ? (
              <>
                <p>{intl.formatMessage(m.passwordLead)}</p>
                <ChangePasswordForm onSessionEnded={endSession} />
              </>
            ) : (
              <p>{intl.formatMessage(m.passwordSocialOnly)}</p>
            )}
          </section>
          <SessionsSection onSessionEnded={endSession} onSignedOutEverywhere={signedOutEverywhere} />
          <section className="account-profile__section" aria-labelledby="account-profile-account">
            <h2 id="account-profile-account">{intl.formatMessage(m.accountTitle)}</h2>
            {exporter.isError && exporter.error.status !== 401 ? (
              <p className="ck-notice ck-notice--error" role="alert">
                {intl.formatMessage(m.downloadFailed)}
              </p>
            ) : null}
            <div className="account-profile__actions">
              <Button variant="secondary" busy={exporter.isPending} onClick={download}>
                {intl.formatMessage(m.download)}
              </Button>
              <Button variant="secondary" busy={leave.isPending} onClick={signOut}>
                {intl.formatMessage(m.logout)}
              </Button>
              <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
                {intl.formatMessage(m.delete)}
              </Button>
            </div>
          </section>
          {confirmDelete ? (
            <DeleteAccountDialog
              hasPassword={data.has_password}
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
    <div className="account-profile" aria-busy={kind === 'loading' || undefined}>
      <h1>{intl.formatMessage(m.title)}</h1>
      {body}
    </div>
  );
}
