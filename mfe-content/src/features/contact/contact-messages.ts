import { defineMessages } from 'shared-kit';

export const contactMessages = defineMessages({
  pageTitle: { id: 'content.contact.pageTitle', defaultMessage: 'Contact us' },
  title: { id: 'content.contact.title', defaultMessage: 'Contact us' },
  lead: {
    id: 'content.contact.lead',
    defaultMessage:
      'A question, a correction to one of our guides, or an idea? Write to us. We read every message and answer by email.',
  },
  privacy: {
    id: 'content.contact.privacy',
    defaultMessage: 'We use your name and email only to answer you.',
  },
  privacyLink: { id: 'content.contact.privacyLink', defaultMessage: 'Read our privacy notice' },
  name: { id: 'content.contact.name', defaultMessage: 'Your name' },
  email: { id: 'content.contact.email', defaultMessage: 'Your email' },
  emailHint: { id: 'content.contact.emailHint', defaultMessage: 'We send our answer here.' },
  role: { id: 'content.contact.role', defaultMessage: 'Who are you?' },
  roleChoose: { id: 'content.contact.roleChoose', defaultMessage: 'Choose one' },
  roleStudent: { id: 'content.contact.role.student', defaultMessage: 'Student' },
  roleParent: { id: 'content.contact.role.parent', defaultMessage: 'Parent' },
  roleTeacher: { id: 'content.contact.role.teacher', defaultMessage: 'Teacher' },
  roleOther: { id: 'content.contact.role.other', defaultMessage: 'Other' },
  topic: { id: 'content.contact.topic', defaultMessage: 'What is it about?' },
  topicChoose: { id: 'content.contact.topicChoose', defaultMessage: 'Choose a topic' },
  topicGeneral: { id: 'content.contact.topic.general', defaultMessage: 'General question' },
  topicCorrection: { id: 'content.contact.topic.correction', defaultMessage: 'Correction to our content' },
  topicPartnership: { id: 'content.contact.topic.partnership', defaultMessage: 'Partnership or school visit' },
  topicPrivacy: { id: 'content.contact.topic.privacy', defaultMessage: 'Privacy or my data' },
  topicTechnical: { id: 'content.contact.topic.technical', defaultMessage: 'Something on the site does not work' },
  message: { id: 'content.contact.message', defaultMessage: 'Your message' },
  counter: { id: 'content.contact.counter', defaultMessage: '{count} of {max} characters' },
  website: { id: 'content.contact.website', defaultMessage: 'Leave this field empty' },
  send: { id: 'content.contact.send', defaultMessage: 'Send message' },
  sending: { id: 'content.contact.sending', defaultMessage: 'Sending…' },
  nameRequired: { id: 'content.contact.error.nameRequired', defaultMessage: '*Name is required' },
  nameTooLong: { id: 'content.contact.error.nameTooLong', defaultMessage: '*Name must be at most {max} characters' },
  roleRequired: { id: 'content.contact.error.roleRequired', defaultMessage: '*Please select who you are' },
  topicRequired: { id: 'content.contact.error.topicRequired', defaultMessage: '*Please select a topic' },
  messageRequired: { id: 'content.contact.error.messageRequired', defaultMessage: '*Message is required' },
  messageTooLong: {
    id: 'content.contact.error.messageTooLong',
    defaultMessage: '*Message must be at most {max} characters',
  },
  fixErrors: { id: 'content.contact.error.fix', defaultMessage: 'Please check the fields marked above.' },
  failedNetwork: {
    id: 'content.contact.error.network',
    defaultMessage:
      'We could not send your message. Check your connection and try again: what you typed is still here.',
  },
  failedRateLimited: {
    id: 'content.contact.error.rateLimited',
    defaultMessage:
      'You have sent several messages in a short time. Please try again later: what you typed is still here.',
  },
  failedAgain: {
    id: 'content.contact.error.again',
    defaultMessage: 'Please check your message and press “Send message” again.',
  },
  sentTitle: { id: 'content.contact.sent.title', defaultMessage: 'Thank you, {name}!' },
  sentBody: { id: 'content.contact.sent.body', defaultMessage: 'Your message has reached our team.' },
  sentAck: {
    id: 'content.contact.sent.ack',
    defaultMessage: 'We have sent a confirmation to {email}. If you do not see it, check your spam folder.',
  },
  sentNoAck: {
    id: 'content.contact.sent.noAck',
    defaultMessage: 'We could not send a confirmation email to {email}, but your message is with us.',
  },
  another: { id: 'content.contact.sent.another', defaultMessage: 'Write another message' },
  home: { id: 'content.contact.sent.home', defaultMessage: 'Back to home' },
});
