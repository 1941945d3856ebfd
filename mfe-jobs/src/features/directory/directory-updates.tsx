import { useIntl } from 'react-intl';
import { defineMessages, emit } from 'shared-kit';

export const directoryUpdatesMessages = defineMessages({
  prompt: {
    id: 'jobs.directory.updates.prompt',
    defaultMessage: 'Waiting for a guide that is not here yet?',
  },
  button: { id: 'jobs.directory.updates.button', defaultMessage: 'Get updates on WhatsApp' },
});

/** The directory's entry to the messaging-app modal (origin Directory; the shell mounts the modal). */
export function DirectoryUpdates() {
  const intl = useIntl();
  return (
    <p className="jobs-directory__updates">
      {intl.formatMessage(directoryUpdatesMessages.prompt)}{' '}
      <button
        type="button"
        className="jobs-directory__updates-button"
        onClick={() => emit('messaging:open', { origin: 'Directory' })}
      >
        {intl.formatMessage(directoryUpdatesMessages.button)}
      </button>
    </p>
  );
}
