import { useEffect, useId, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessagingOrigin } from '../bus/event-bus';
import type { Messages } from '../i18n/intl';
import { Dialog } from '../components/dialog';
import { getConfig } from '../config/config';
import { track } from '../tracking/analytics';
import { messagingMessages as m } from './messaging-messages';
import { cleanTitle, prefilledText, whatsappLink } from './whatsapp';
import './messaging-modal.css';

export interface MessagingModalProps {
  readonly origin: MessagingOrigin;
  readonly title?: string;
  /** Keep it stable (useCallback): the focus trap is set up again when it changes. */
  readonly onClose: () => void;
}

/** The modal's own catalogue, loaded with it (scripts/i18n.mjs SUB_CATALOGUES; decision 111). */
const catalogues: Record<'en' | 'ms', () => Promise<Messages>> = {
  en: () => import(/* webpackChunkName: "messaging-en" */ './i18n/en.json').then((m) => m.default as Messages),
  ms: () => import(/* webpackChunkName: "messaging-ms" */ './i18n/ms.json').then((m) => m.default as Messages),
};

/**
 * The messaging-app modal (spec §2, §4, §9): what updates the person will get, and a WhatsApp
 * link with a message in the page's language, prefilled by origin and title. The shell mounts it
 * (lazily) when someone emits `messaging:open`. Focus goes to the WhatsApp link, stays in the
 * dialog, and returns where it was on close.
 */
export function MessagingModal(props: MessagingModalProps) {
  const outer = useIntl();
  const lang = outer.locale.startsWith('ms') ? 'ms' : 'en';
  const [loaded, setLoaded] = useState<{ lang: string; messages: Messages } | null>(null);
  useEffect(() => {
    let live = true;
    catalogues[lang]().then(
      (messages) => live && setLoaded({ lang, messages }),
      (error: unknown) => {
        console.error('Failed locale loading', error);
        if (live) setLoaded({ lang, messages: {} });
      },
    );
    return () => {
      live = false;
    };
  }, [lang]);
  if (!loaded) return null;
  return (
    <IntlProvider
      locale={outer.locale}
      defaultLocale={outer.defaultLocale}
      timeZone={outer.timeZone}
      messages={{ ...outer.messages, ...loaded.messages } as Messages}
      onError={outer.onError}
    >
      <MessagingDialog {...props} />
    </IntlProvider>
  );
}

function MessagingDialog({ origin, title, onClose }: MessagingModalProps) {
  const intl = useIntl();
  const ids = useId();
  const subject = cleanTitle(title);
  const number = getConfig().whatsappNumber;
  const text = prefilledText(intl, origin, title);

  useEffect(() => {
    void track('Messaging Modal Opened', { origin });
  }, [origin]);

  const what =
    origin === 'Drawer'
      ? subject
        ? intl.formatMessage(m.whatDrawerTitle, { title: subject })
        : intl.formatMessage(m.whatDrawer)
      : origin === 'Directory'
        ? intl.formatMessage(m.whatDirectory)
        : null;

  return (
    <Dialog
      open
      title={subject ? intl.formatMessage(m.titleAbout, { title: subject }) : intl.formatMessage(m.title)}
      onClose={onClose}
    >
      <div className="ck-messaging">
        {what ? (
          <p>{what}</p>
        ) : (
          <>
            <p>{intl.formatMessage(m.whatGeneral)}</p>
            <ul className="ck-messaging__list">
              <li>{intl.formatMessage(m.whatGuides)}</li>
              <li>{intl.formatMessage(m.whatFunding)}</li>
              <li>{intl.formatMessage(m.whatEvents)}</li>
            </ul>
          </>
        )}
        <p className="ck-messaging__label" id={`${ids}-text`}>
          {intl.formatMessage(m.yourMessage)}
        </p>
        <blockquote className="ck-messaging__preview" aria-labelledby={`${ids}-text`}>
          {text}
        </blockquote>
        <p className="ck-messaging__how">{intl.formatMessage(m.how)}</p>
        {number ? null : <p className="ck-messaging__how">{intl.formatMessage(m.noNumber)}</p>}
        <div className="ck-messaging__actions">
          <a
            className="ck-button ck-button--primary ck-messaging__open"
            href={whatsappLink(number, text)}
            target="_blank"
            rel="noopener noreferrer"
            data-autofocus
            onClick={() => void track('Messaging Link Clicked', { origin })}
          >
            {intl.formatMessage(m.open)}
            <span className="ck-visually-hidden"> {intl.formatMessage(m.newTab)}</span>
          </a>
          <button type="button" className="ck-button ck-button--secondary" onClick={onClose}>
            {intl.formatMessage(m.notNow)}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
