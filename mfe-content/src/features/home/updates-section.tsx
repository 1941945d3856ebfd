import { useIntl } from 'react-intl';
import { defineMessages, emit } from 'shared-kit';

export const updatesMessages = defineMessages({
  title: { id: 'content.home.updates.title', defaultMessage: 'Stay in the loop' },
  body: {
    id: 'content.home.updates.body',
    defaultMessage: 'Get a short WhatsApp message when new job guides, funding deadlines or career events come up.',
  },
  button: { id: 'content.home.updates.button', defaultMessage: 'Get updates on WhatsApp' },
});

/** The home page's entry to the messaging-app modal (origin Home; the shell mounts the modal). */
export function UpdatesSection() {
  const intl = useIntl();
  return (
    <section className="home__section home__updates" aria-labelledby="home-updates">
      <h2 id="home-updates">{intl.formatMessage(updatesMessages.title)}</h2>
      <p>{intl.formatMessage(updatesMessages.body)}</p>
      <button
        type="button"
        className="ck-button ck-button--secondary"
        onClick={() => emit('messaging:open', { origin: 'Home' })}
      >
        {intl.formatMessage(updatesMessages.button)}
      </button>
    </section>
  );
}
