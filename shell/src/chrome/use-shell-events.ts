import { useCallback, useEffect, useState } from 'react';
import { getCookie, on, type BusEvents } from 'shared-kit';
import { emailLandingContext } from './email-landing';

export type SignupRequest = BusEvents['account:open-signup'];
export type MessagingRequest = BusEvents['messaging:open'];

/**
 * What other apps ask of the shell through the bus: a remote rejecting its route (404), the HTTP
 * client announcing the server is busy (504), the sign-up dialog and the messaging-app modal. The links in our emails land
 * with ?verification=… or ?reset_token=…, which open the dialog on its log-in view (its context:
 * email-landing.ts).
 */
export function useShellEvents() {
  const [rejectedPath, setRejectedPath] = useState<string | null>(null);
  const [serverBusy, setServerBusy] = useState(false);
  const [signup, setSignup] = useState<SignupRequest | null>(() => {
    const query = new URLSearchParams(window.location.search);
    const fromEmail = query.has('verification') || query.has('reset_token');
    return fromEmail && !getCookie('authorization_token')
      ? { context: emailLandingContext(window.location.pathname), view: 'login' }
      : null;
  });

  const [messaging, setMessaging] = useState<MessagingRequest | null>(null);
  // Stable: the modal's focus trap is set up again whenever its onClose changes.
  const closeMessaging = useCallback(() => setMessaging(null), []);

  useEffect(() => {
    const offs = [
      // No replay: a modal asked for on an earlier page is not opened again.
      on('messaging:open', (request) => setMessaging(request)),
      on('route:not-found', ({ path }) => setRejectedPath(path)),
      on('app:server-busy', () => setServerBusy(true)),
      // With replay: the route rules may have asked for the dialog before the chrome mounted.
      on(
        'account:open-signup',
        (request) => {
          if (!getCookie('authorization_token')) setSignup(request);
        },
        { replay: true },
      ),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  return { rejectedPath, serverBusy, signup, closeSignup: () => setSignup(null), messaging, closeMessaging };
}
