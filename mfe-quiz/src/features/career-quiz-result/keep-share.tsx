import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, RouteLink, emit, getCookie, track } from 'shared-kit';
import { resultMessages as m } from './result-messages';
import { canWebShare, copyText, whatsAppHref } from './share';

/**
 * Keep (sign up with the quiz context; the after-login sync then sends the lead and the quiz
 * scores), share (the system sheet where there is one, else WhatsApp and copy-link) and print.
 */
export function KeepShare({ url, summary }: { url: string; summary: string }) {
  const intl = useIntl();
  const titleId = useId();
  const linkId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const message = intl.formatMessage(m.shareMessage, { result: summary });
  const shareData = { title: intl.formatMessage(m.title), text: message, url };
  const webShare = canWebShare(shareData);
  const loggedIn = !!getCookie('authorization_token');

  return (
    <section className="quiz-result__keep quiz-result__no-print" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(m.keepTitle)}</h2>
      {loggedIn ? (
        <p>
          {intl.formatMessage(m.savedAccount)} <RouteLink to="profile">{intl.formatMessage(m.profileLink)}</RouteLink>
        </p>
      ) : (
        <div className="quiz-result__save">
          <p className="quiz-result__muted">{intl.formatMessage(m.saveHint)}</p>
          <Button
            onClick={() => {
              void track('Quiz Result Saved');
              emit('account:open-signup', { context: 'quiz' });
            }}
          >
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      )}
      <div className="quiz-result__share-actions">
        {webShare ? (
          <Button
            variant="secondary"
            onClick={() => {
              void track('Quiz Result Shared', { channel: 'system' });
              void navigator.share(shareData).catch(() => undefined);
            }}
          >
            {intl.formatMessage(m.share)}
          </Button>
        ) : (
          <>
            <a
              className="ck-button ck-button--secondary"
              href={whatsAppHref(message, url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => void track('Quiz Result Shared', { channel: 'whatsapp' })}
            >
              {intl.formatMessage(m.shareWhatsApp)}
            </a>
            <Button
              variant="secondary"
              onClick={async () => {
                void track('Quiz Result Shared', { channel: 'copy' });
                setCopy((await copyText(url)) ? 'copied' : 'failed');
              }}
            >
              {intl.formatMessage(m.copyLink)}
            </Button>
          </>
        )}
        <Button variant="ghost" onClick={() => window.print()}>
          {intl.formatMessage(m.print)}
        </Button>
      </div>
      <p role="status" className="quiz-result__muted">
        {copy === 'copied' ? intl.formatMessage(m.copied) : copy === 'failed' ? intl.formatMessage(m.copyFailed) : ''}
      </p>
      {copy === 'failed' || !webShare ? (
        <div className="quiz-result__link">
          <label htmlFor={linkId}>{intl.formatMessage(m.linkLabel)}</label>
          <input id={linkId} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
    </section>
  );
}
