import { useEffect, useState } from 'react';
import { getCookie, on, type BusEvents } from 'shared-kit';

export type SignupRequest = BusEvents['account:open-signup'];

/**
 * What other apps ask of the shell through the bus: a remote rejecting its route (404), the HTTP
 * client announcing the server is busy (504), and the sign-up dialog. The links in our emails land
 * with ?verification=… or ?reset_token=…, which open the dialog on its log-in view.
 */
export function useShellEvents() {
  const [rejectedPath, setRejectedPath] = useState<string | null>(null);
  const [serverBusy, setServerBusy] = useState(false);
  const [signup, setSignup] = useState<SignupRequest | null>(() => {
    const query = new URLSearchParams(window.location.search);
    const fromEmail = query.has('verification') || query.has('reset_token');
    return fromEmail && !getCookie('authorization_token') ? { context: 'profile', view: 'login' } : null;
  });

  useEffect(() => {
    const offs = [
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

  return { rejectedPath, serverBusy, signup, closeSignup: () => setSignup(null) };
}
