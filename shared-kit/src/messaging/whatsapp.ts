import type { IntlShape } from 'react-intl';
import type { MessagingOrigin } from '../bus/event-bus';
import { messagingMessages as m } from './messaging-messages';

/** Longest title used in the texts: a title is a job name or a page's name, never an essay. */
const TITLE_MAX = 80;

export const cleanTitle = (title: string | undefined): string | null => {
  const clean = (title ?? '').replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, TITLE_MAX) : null;
};

/** The prefilled WhatsApp text in the page's language, by origin and title. */
export function prefilledText(intl: IntlShape, origin: MessagingOrigin, title?: string): string {
  const subject = cleanTitle(title);
  if (origin === 'Drawer') {
    return subject ? intl.formatMessage(m.textDrawerTitle, { title: subject }) : intl.formatMessage(m.textDrawer);
  }
  if (subject) return intl.formatMessage(m.textAbout, { title: subject });
  const byOrigin = { Home: m.textHome, Footer: m.textFooter, Directory: m.textDirectory, Others: m.textOthers };
  return intl.formatMessage(byOrigin[origin]);
}

/**
 * A WhatsApp deep link: a chat with `number` (international digits) with the text typed in, or,
 * when no number is configured, WhatsApp's share link (the person picks the chat): no number is
 * ever made up.
 */
export function whatsappLink(number: string | null, text: string): string {
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
