import type { SessionItem } from 'api/contract';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button, kitMessages, Spinner } from 'shared-kit';
import { useEndSession, useLogoutEverywhere, useSessions } from './api/sessions';
import { profileMessages as m } from './profile-messages';

export interface SessionsSectionProps {
  /** The server no longer knows the token (401). */
  readonly onSessionEnded: () => void;
  /** Signed out everywhere: this device forgets its token too. */
  readonly onSignedOutEverywhere: () => void;
}

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * "Where you are signed in" (decision 283; ASVS 7.5.2): each active sign-in with its browser and
 * system, when it was last used and started; "Sign out" on each other one, and "Sign out
 * everywhere" for all of them, this one included.
 */
export function SessionsSection({ onSessionEnded, onSignedOutEverywhere }: SessionsSectionProps) {
  const intl = useIntl();
  const sessions = useSessions();
  const end = useEndSession();
  const everywhere = useLogoutEverywhere();

  const device = (s: SessionItem) => {
    const browser = s.browser ?? intl.formatMessage(m.unknownBrowser);
    return s.os ? intl.formatMessage(m.deviceOn, { browser, os: s.os }) : browser;
  };

  // The server no longer knows the token: the page shows "log in again".
  const unknownToken = sessions.error?.status === 401;
  useEffect(() => {
    if (unknownToken) onSessionEnded();
  }, [unknownToken, onSessionEnded]);

  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: () => onSignedOutEverywhere(),
      onError: (error) => {
        if (error.status === 401) onSessionEnded();
      },
    });

  let list;
  if (sessions.isPending) {
    list = <Spinner />;
  } else if (sessions.isError) {
    list = (
      <div className="account-profile__section">
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(m.sessionsFailed)}
        </p>
        <Button variant="secondary" busy={sessions.isFetching} onClick={() => void sessions.refetch()}>
          {intl.formatMessage(kitMessages.retry)}
        </Button>
      </div>
    );
  } else {
    list = (
      <ul className="account-profile__sessions">
        {sessions.data.map((s) => (
          <li key={s.id} className="account-profile__session">
            <p className="account-profile__session-device">
              <strong>{device(s)}</strong>
              {s.current ? (
                <span className="account-profile__session-current">{intl.formatMessage(m.thisDevice)}</span>
              ) : null}
            </p>
            <p className="account-profile__session-when">
              {intl.formatMessage(m.lastUsed, { when: intl.formatDate(s.last_used_at, WHEN) })}
              <br />
              {intl.formatMessage(m.signedInAt, { when: intl.formatDate(s.created_at, WHEN) })}
            </p>
            {s.current ? null : (
              <Button
                variant="secondary"
                busy={end.isPending && end.variables === s.id}
                aria-label={intl.formatMessage(m.signOutDeviceLabel, { device: device(s) })}
                onClick={() => end.mutate(s.id)}
              >
                {intl.formatMessage(m.signOutDevice)}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="account-profile__section" aria-labelledby="account-profile-sessions">
      <h2 id="account-profile-sessions">{intl.formatMessage(m.sessionsTitle)}</h2>
      <p>{intl.formatMessage(m.sessionsLead)}</p>
      {list}
      {end.isError && end.error.status !== 404 ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(m.signOutDeviceFailed)}
        </p>
      ) : null}
      {everywhere.isError && everywhere.error.status !== 401 ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(m.signOutEverywhereFailed)}
        </p>
      ) : null}
      <div className="account-profile__actions">
        <Button variant="secondary" busy={everywhere.isPending} onClick={signOutEverywhere}>
          {intl.formatMessage(m.signOutEverywhere)}
        </Button>
      </div>
      <p className="account-profile__hint">{intl.formatMessage(m.signOutEverywhereHint)}</p>
    </section>
  );
}
