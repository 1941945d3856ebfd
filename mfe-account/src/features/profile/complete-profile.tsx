import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button, defineMessages, Spinner } from 'shared-kit';
import { useQuery, useQueryClient } from 'shared-kit/query';
import { profileQuery } from './api/get-profile';
import { updateProfileMutation } from './api/update-profile';
import { ProfileForm } from './profile-form';
import './profile.css';

const messages = defineMessages({
  lead: {
    id: 'account.completeProfile.lead',
    defaultMessage: 'Welcome! Tell us a little about yourself, so we can show you what fits.',
  },
  skip: { id: 'account.completeProfile.skip', defaultMessage: 'Skip for now' },
});

const UPDATE_KEY = JSON.stringify(updateProfileMutation().mutationKey);

export interface CompleteProfileProps {
  /** Saved or skipped: the dialog goes on to sign-up success (spec §4). */
  readonly onDone: () => void;
}

/**
 * Complete profile (spec §2, §4), after a first social sign-in: the profile form of My profile,
 * with a way to skip. A save that succeeds, or skipping, ends in sign-up success. Inside the
 * dialog the profile is not the page's own data: a failure to load it offers the skip, not the 504 page.
 */
export function CompleteProfile({ onDone }: CompleteProfileProps) {
  const intl = useIntl();
  const client = useQueryClient();
  const profile = useQuery({ ...profileQuery(), meta: { primary: false } });

  // The form saves through its own mutation; its success is the "submit" of this view.
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        const mutation = event.mutation;
        if (
          event.type === 'updated' &&
          mutation &&
          JSON.stringify(mutation.options.mutationKey) === UPDATE_KEY &&
          mutation.state.status === 'success'
        ) {
          onDone();
        }
      }),
    [client, onDone],
  );

  return (
    <div className="account-signup__form">
      <p className="account-signup__lead">{intl.formatMessage(messages.lead)}</p>
      {profile.isPending ? <Spinner /> : null}
      {profile.data ? <ProfileForm profile={profile.data} onSessionEnded={onDone} /> : null}
      <Button variant="ghost" onClick={onDone}>
        {intl.formatMessage(messages.skip)}
      </Button>
    </div>
  );
}
