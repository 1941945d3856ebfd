import { useIntl, type MessageDescriptor } from 'react-intl';
import { Ola } from 'shared-kit';
import { signupMessages as m } from './signup-messages';

/** Outcomes of the emailed verification link (`?verification=` on the page it redirects to). */
export const VERIFICATION_OUTCOMES = ['verified', 'expired', 'failed', 'already'] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

type BannerKind = VerificationOutcome | 'sent' | 'passwordReset';

/** A banner shown at the top of the dialog: a known notice, or any other message as is (spec §4). */
export type Banner = { readonly kind: BannerKind } | { readonly text: string };

const NOTICES: Record<
  BannerKind,
  { readonly message: MessageDescriptor; readonly tone: 'success' | 'error' | 'info' }
> = {
  verified: { message: m.bannerVerified, tone: 'success' },
  already: { message: m.bannerAlready, tone: 'info' },
  sent: { message: m.bannerSent, tone: 'info' },
  expired: { message: m.bannerExpired, tone: 'error' },
  failed: { message: m.bannerFailed, tone: 'error' },
  passwordReset: { message: m.bannerPasswordReset, tone: 'success' },
};

const OLA_MOOD: Record<VerificationOutcome, 'happy' | 'confused' | 'tired'> = {
  verified: 'happy',
  already: 'happy',
  expired: 'tired',
  failed: 'confused',
};

export function isVerificationOutcome(value: string | null): value is VerificationOutcome {
  return (VERIFICATION_OUTCOMES as readonly (string | null)[]).includes(value);
}

/** The banner for a message the shell passes (a known key, or text to show as is). */
export function bannerOf(message: string | null | undefined): Banner | null {
  if (!message) return null;
  return message in NOTICES ? { kind: message as BannerKind } : { text: message };
}

export function DialogBanner({ banner }: { readonly banner: Banner }) {
  const intl = useIntl();
  if ('text' in banner) {
    return (
      <p className="ck-notice" role="status">
        {banner.text}
      </p>
    );
  }
  const { message, tone } = NOTICES[banner.kind];
  const notice = (
    <p className={tone === 'info' ? 'ck-notice' : `ck-notice ck-notice--${tone}`} role="status">
      {intl.formatMessage(message)}
    </p>
  );
  // Ola brings the news of the emailed link (spec §1: verification messages; walk.md D11).
  if (!isVerificationOutcome(banner.kind)) return notice;
  return (
    <div className="account-signup__ola">
      <Ola mood={OLA_MOOD[banner.kind]} size={88} />
      {notice}
    </div>
  );
}
