import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, removeCookie, setCookie } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import type { SessionItem } from 'api/contract';
import { serveProfile, STUDENT, THIS_DEVICE } from '../../../test/profile-fixtures';
import { api, apiError, http, HttpResponse, server } from '../../../test/network';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { ProfilePage } from './profile-page';

/** My profile's change-password form and "Where you are logged in" (decision 283). */
const PHONE: SessionItem = {
  ...THIS_DEVICE,
  id: '0b6f6c1e-0000-4000-8000-000000000002',
  browser: 'Chrome',
  os: 'Android',
  current: false,
};

async function open(locale: 'en' | 'ms' = 'en', profile = STUDENT, ...handlers: Parameters<typeof server.use>) {
  serveProfile(profile);
  server.use(...handlers);
  renderIntl(<ProfilePage />, { locale, messages: { en, ms } });
  await screen.findByRole('heading', { level: 2, name: locale === 'en' ? 'Your details' : 'Butiran anda' });
  return userEvent.setup();
}

beforeEach(() => {
  setCookie('authorization_token', 'tok-1');
  setCookie('userID', 'user-7');
  removeCookie('leadsID');
});

describe('change password', () => {
  it('checks the fields, shows the server’s verdicts under them, then confirms (en)', async () => {
    const bodies: unknown[] = [];
    let answer = (): Response => apiError(403, 'WRONG_PASSWORD');
    server.use(
      http.post(api('/change-password'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    const user = await open();
    const form = screen.getByRole('heading', { name: 'Change your password' }).closest('section')!;
    const submit = within(form).getByRole('button', { name: 'Change password' });
    await user.click(submit);
    expect(within(form).getAllByText('*Password is required')).toHaveLength(3);
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByLabelText('Current password'), 'not my password');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(submit);
    expect(within(form).getByText('*Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'nasi lemak pedas');
    await user.type(within(form).getByLabelText('Confirm new password'), 'nasi lemak pedaz');
    await user.click(submit);
    expect(within(form).getByText('*Passwords do not match')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'nasi lemak pedas');
    await user.click(submit);
    expect(await within(form).findByText('*Your current password is not right. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveFocus());

    answer = () => apiError(400, 'PASSWORD_TOO_COMMON');
    await user.click(submit);
    expect(
      await within(form).findByText('*This password is too common and easy to guess. Please choose another one.'),
    ).toBeInTheDocument();

    answer = () => HttpResponse.json({ type: 'success', message: 'changed' });
    await user.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your password has been changed. You are logged out on your other devices.',
    );
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(bodies.at(-1)).toEqual({ current_password: 'not my password', new_password: 'nasi lemak pedas' });
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(form).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('in Malay: labels and the too-common message', async () => {
    server.use(http.post(api('/change-password'), () => apiError(400, 'PASSWORD_TOO_COMMON')));
    const user = await open('ms');
    const form = screen.getByRole('heading', { name: 'Tukar kata laluan anda' }).closest('section')!;
    await user.type(within(form).getByLabelText('Kata laluan semasa'), 'kata laluan lama');
    await user.type(within(form).getByLabelText('Kata laluan baharu'), 'password123');
    await user.type(within(form).getByLabelText('Sahkan kata laluan baharu'), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Tukar kata laluan' }));
    expect(
      await within(form).findByText('*Kata laluan ini terlalu biasa dan mudah diteka. Sila pilih kata laluan lain.'),
    ).toBeInTheDocument();
  });

  it('an account without a password (Google or Facebook) gets the way to set one, not the form', async () => {
    await open('en', { ...STUDENT, has_password: false, providers: ['google'] });
    const section = screen.getByRole('heading', { name: 'Change your password' }).closest('section')!;
    expect(within(section).queryByLabelText('Current password')).toBeNull();
    expect(section).toHaveTextContent('You log in with Google or Facebook');
  });
});

describe('where you are logged in', () => {
  it('lists the devices, marks this one, and logs another out', async () => {
    let sessions = [THIS_DEVICE, PHONE];
    const ended: string[] = [];
    const user = await open(
      'en',
      STUDENT,
      http.get(api('/user/sessions'), () => HttpResponse.json({ type: 'success', data: { sessions } })),
      http.delete(api('/user/sessions/:id'), ({ params }) => {
        ended.push(String(params.id));
        sessions = [THIS_DEVICE];
        return HttpResponse.json({ type: 'success', message: 'ended', data: { ended: 1 } });
      }),
    );
    const section = screen.getByRole('heading', { name: 'Where you are logged in' }).closest('section')!;
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox on Linux');
    expect(items[0]).toHaveTextContent('This device');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Chrome on Android');
    await user.click(within(items[1]!).getByRole('button', { name: 'Log out Chrome on Android' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(ended).toEqual([PHONE.id]);
    expect(await axeViolations()).toEqual([]);
  });

  it('in Malay: log out everywhere ends this device’s session too', async () => {
    let calls = 0;
    const user = await open(
      'ms',
      STUDENT,
      http.get(api('/user/sessions'), () =>
        HttpResponse.json({ type: 'success', data: { sessions: [THIS_DEVICE, PHONE] } }),
      ),
      http.post(api('/logout-everywhere'), () => {
        calls += 1;
        return HttpResponse.json({ type: 'success', message: 'out', data: { ended: 2 } });
      }),
    );
    const section = screen.getByRole('heading', { name: 'Peranti yang log masuk ke akaun anda' }).closest('section')!;
    expect(await within(section).findByText('Chrome di Android')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Log keluar di semua peranti' }));
    expect(
      await screen.findByText('Anda telah dilog keluar di semua peranti. Log masuk semula untuk meneruskan.'),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(getCookie('authorization_token')).toBeNull();
  });
});
