import { defineMessages } from '../i18n/define-messages';

/** The messaging-app modal's messages: a catalogue of their own, loaded with it (./i18n/en.json, ms.json). */
export const messagingMessages = defineMessages({
  title: { id: 'kit.messaging.title', defaultMessage: 'Get updates on WhatsApp' },
  titleAbout: { id: 'kit.messaging.titleAbout', defaultMessage: 'Updates about “{title}”' },
  whatDrawer: {
    id: 'kit.messaging.what.drawer',
    defaultMessage: 'When the guide you asked for is ready, we will send you one WhatsApp message.',
  },
  whatDrawerTitle: {
    id: 'kit.messaging.what.drawerTitle',
    defaultMessage: 'When the guide to “{title}” is ready, we will send you one WhatsApp message.',
  },
  whatDirectory: {
    id: 'kit.messaging.what.directory',
    defaultMessage: 'We will tell you when new job guides join the directory.',
  },
  whatGeneral: {
    id: 'kit.messaging.what.general',
    defaultMessage: 'We send a short message when there is something new for you:',
  },
  whatGuides: { id: 'kit.messaging.what.guides', defaultMessage: 'new job guides' },
  whatFunding: { id: 'kit.messaging.what.funding', defaultMessage: 'scholarship and study funding deadlines' },
  whatEvents: { id: 'kit.messaging.what.events', defaultMessage: 'career talks and events' },
  how: {
    id: 'kit.messaging.how',
    defaultMessage:
      'The button opens WhatsApp with a message ready to send. Nothing is sent until you press Send there, and you can ask us to stop at any time.',
  },
  noNumber: {
    id: 'kit.messaging.noNumber',
    defaultMessage:
      'Our WhatsApp number is not ready yet, so WhatsApp will ask you who to send the message to. You can send it to yourself as a reminder.',
  },
  yourMessage: { id: 'kit.messaging.yourMessage', defaultMessage: 'Your message' },
  open: { id: 'kit.messaging.open', defaultMessage: 'Open WhatsApp' },
  newTab: { id: 'kit.messaging.newTab', defaultMessage: '(opens in a new tab)' },
  notNow: { id: 'kit.messaging.notNow', defaultMessage: 'Not now' },
  // The prefilled text: by origin, and by title when the updates are about one thing.
  textHome: {
    id: 'kit.messaging.text.home',
    defaultMessage: 'Hi Laluan Kerjaya! I would like updates on new job guides, study funding and career events.',
  },
  textFooter: {
    id: 'kit.messaging.text.footer',
    defaultMessage: 'Hi Laluan Kerjaya! Please keep me posted on what is new on the site.',
  },
  textDirectory: {
    id: 'kit.messaging.text.directory',
    defaultMessage: 'Hi Laluan Kerjaya! Please tell me when new job guides are added to the directory.',
  },
  textDrawer: {
    id: 'kit.messaging.text.drawer',
    defaultMessage: 'Hi Laluan Kerjaya! I asked for a job guide. Please tell me when it is ready.',
  },
  textDrawerTitle: {
    id: 'kit.messaging.text.drawerTitle',
    defaultMessage: 'Hi Laluan Kerjaya! I asked for a guide to “{title}”. Please tell me when it is ready.',
  },
  textOthers: {
    id: 'kit.messaging.text.others',
    defaultMessage: 'Hi Laluan Kerjaya! I would like to get updates from you.',
  },
  textAbout: {
    id: 'kit.messaging.text.about',
    defaultMessage: 'Hi Laluan Kerjaya! I would like updates about “{title}”.',
  },
});
