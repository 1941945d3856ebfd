import { defineMessages } from 'shared-kit';

/**
 * The offline notice's texts, in this folder's own catalogue (offline/i18n), which loads with the
 * result's body: the quiz's first render never carries them (decisions 344, 345).
 */
export const offlineMessages = defineMessages({
  title: { id: 'quiz.result.offline.title', defaultMessage: 'You are offline' },
  body: {
    id: 'quiz.result.offline.body',
    defaultMessage:
      'Your answers are saved on this device. Your result will appear here as soon as you are back online — keep this page open.',
  },
});
