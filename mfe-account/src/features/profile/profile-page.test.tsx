import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, on, removeCookie, setCookie } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import { EMPTY, serveProfile, STUDENT } from '../../../test/profile-fixtures';
import { api, apiError, http, HttpResponse, server } from '../../../test/network';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { loadPage } from '../../shared/page';
import type { Profile } from 'api/contract';
import { ProfilePage } from './profile-page';

jest.mock('../../shared/page', () => ({
  ...jest.requireActual<object>('../../shared/page'),
  loadPage: jest.fn(),
}));

/** POST profile/update: records each body and answers with `answer(body)`. */
function onUpdate(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(api('/profile/update'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const saved = (profile: Profile) => () => HttpResponse.json({ type: 'success', data: profile });

async function open(locale: 'en' | 'ms' = 'en', profile: Profile = STUDENT) {
  const served = serveProfile(profile);
  renderIntl(<ProfilePage />, {
    locale,
    messages: { en, ms },
    path: locale === 'en' ? '/en/my-profile' : '/ms/profil-saya',
  });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: locale === 'en' ? 'Your details' : 'Butiran anda' });
  return Object.assign(user, { served });
}

beforeEach(() => {
  jest.clearAllMocks();
  setCookie('authorization_token', 'tok-1');
  setCookie('userID', 'user-7');
  removeCookie('leadsID');
});

describe('ProfilePage loading', () => {
  it.each([
    ['en', 'My profile · Laluan Kerjaya', 'Student'],
    ['ms', 'Profil saya · Laluan Kerjaya', 'Pelajar'],
  ] as const)('shows the nickname, email and role and sets the title (%s)', async (locale, title, role) => {
    await open(locale);
    expect(document.title).toBe(title);
    const details = screen.getByText('aina@example.my').closest('dl')!;
    expect(within(details).getByText('Aina')).toBeInTheDocument();
    expect(within(details).getByText('aina@example.my')).toBeInTheDocument();
    expect(within(details).getByText(role)).toBeInTheDocument();
  });

  it('shows in one piece: nothing under the heading until the lists have answered (no section pushed down)', async () => {
    const served = serveProfile(STUDENT);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/user/saved-jobs'), async () => {
        await held;
        return HttpResponse.json({ type: 'success', count: 0, data: [] });
      }),
    );
    renderIntl(<ProfilePage />, { locale: 'en', messages: { en, ms }, path: '/en/my-profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    // The profile itself has answered, the saved jobs have not: still one loading state.
    await waitFor(() => expect(served.calls()).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Saved jobs' })).toBeInTheDocument();
  });

  it('loads the profile once on mount, with the token', async () => {
    const user = await open();
    expect(user.served.calls()).toBe(1);
    expect(user.served.auth()).toEqual(['Bearer tok-1']);
  });

  it.each([
    ['en', 'Your session has ended. Please log in again.', 'Log in again'],
    ['ms', 'Sesi anda telah tamat. Sila log masuk semula.', 'Log masuk semula'],
  ] as const)('on 401 clears the token and offers to log in again (%s)', async (locale, notice, button) => {
    server.use(http.get(api('/profile'), () => apiError(401, 'INVALID_TOKEN')));
    renderIntl(<ProfilePage />, { locale, messages: { en, ms } });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(getCookie('authorization_token')).toBeNull();
    const heard = jest.fn();
    const off = on('account:open-signup', heard);
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    expect(heard).toHaveBeenCalledWith({ context: 'profile', view: 'login' });
    off();
    expect(await axeViolations()).toEqual([]);
  });

  it("hands a busy server to the 504 page: the profile is the page's own data (spec §8)", async () => {
    let calls = 0;
    server.use(
      http.get(api('/profile'), () => {
        calls += 1;
        return apiError(503, 'SERVICE_UNAVAILABLE');
      }),
    );
    const busy = jest.fn();
    const off = on('app:server-busy', busy);
    renderIntl(<ProfilePage />, { locale: 'en', messages: { en, ms } });
    await waitFor(() => expect(busy).toHaveBeenCalledTimes(1));
    expect(busy).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
    // The client retried the GET once (spec §7), then gave up.
    expect(calls).toBe(2);
    expect(getCookie('authorization_token')).toBe('tok-1');
    off();
  });

  it('offers a retry when loading fails otherwise, keeping the token', async () => {
    // 400 is not retried by the client: the first answer is the failure the page shows.
    serveProfile(STUDENT);
    server.use(http.get(api('/profile'), () => apiError(400, 'BAD_REQUEST'), { once: true }));
    renderIntl(<ProfilePage />, { locale: 'en', messages: { en, ms } });
    expect(await screen.findByText('We could not load your profile.')).toBeInTheDocument();
    expect(getCookie('authorization_token')).toBe('tok-1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('aina@example.my')).toBeInTheDocument();
  });
});

describe('ProfileForm validation (spec §5)', () => {
  it.each([
    ['en', 'Save profile', '*Nickname is required', '*Age is required', '*Please select your gender'],
    ['ms', 'Simpan profil', '*Nama pendek diperlukan', '*Umur diperlukan', '*Sila pilih jantina anda'],
  ] as const)('checks a student on submit (%s)', async (locale, save, nickname, age, gender) => {
    const sent = onUpdate(saved(STUDENT));
    const user = await open(locale, { ...EMPTY, user_type: 'student' });
    await user.click(screen.getByRole('button', { name: save }));
    expect(screen.getByText(nickname)).toBeInTheDocument();
    expect(screen.getByText(age)).toBeInTheDocument();
    expect(screen.getByText(gender)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('checks the nickname on blur', async () => {
    const user = await open('en', EMPTY);
    await user.click(screen.getByLabelText('Nickname'));
    await user.tab();
    expect(screen.getByText('*Nickname is required')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Age', '*Age is required', 'Female'],
    ['ms', 'Umur', '*Umur diperlukan', 'Perempuan'],
  ] as const)(
    'clears the age error as soon as a valid age is typed, and a radio takes the first tap (%s)',
    async (locale, label, required, female) => {
      const user = await open(locale, { ...STUDENT, user_age: null, user_gender: null });
      const age = screen.getByLabelText(label);
      await user.click(age);
      await user.tab();
      expect(screen.getByText(required)).toBeInTheDocument();
      await user.click(age);
      await user.type(age, '16');
      // No stale "*Age is required" next to a valid age (walk review D3).
      expect(screen.queryByText(required)).not.toBeInTheDocument();
      expect(age).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByRole('radio', { name: female }));
      expect(screen.getByRole('radio', { name: female })).toBeChecked();
    },
  );

  it('keeps the gender error line in the layout whether or not it shows an error', async () => {
    const user = await open('en', { ...STUDENT, user_gender: null });
    const group = screen.getByRole('group', { name: 'Gender' });
    const line = group.querySelector('.ck-field__error');
    expect(line).toBeInTheDocument();
    expect(line).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    // The same element now carries the text: nothing was inserted above the other fields.
    expect(group.querySelector('.ck-field__error')).toBe(line);
    expect(line).toHaveTextContent('*Please select your gender');
    expect(group).toHaveAccessibleDescription('*Please select your gender');
  });

  it('keeps the age to three digits and blocks e, E, + and -', async () => {
    const user = await open('en', { ...STUDENT, user_age: null });
    const age = screen.getByLabelText('Age');
    expect(age).toHaveAttribute('inputmode', 'numeric');
    expect(age).toHaveAttribute('maxlength', '3');
    for (const key of ['e', 'E', '+', '-']) expect(fireEvent.keyDown(age, { key })).toBe(false);
    expect(fireEvent.keyDown(age, { key: '5' })).toBe(true);
    await user.type(age, '1e+E-2x34');
    expect(age).toHaveValue('123');
  });

  it.each([
    ['en', 'Other', 'Other languages', '*Please specify other languages', 'Save profile'],
    ['ms', 'Lain-lain', 'Bahasa lain', '*Sila nyatakan bahasa lain', 'Simpan profil'],
  ] as const)(
    'needs the other language text when Other is ticked (%s)',
    async (locale, other, label, message, save) => {
      const sent = onUpdate(saved(STUDENT));
      const user = await open(locale);
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: other }));
      await user.click(screen.getByRole('button', { name: save }));
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(sent).toEqual([]);
      await user.type(screen.getByLabelText(label), 'Iban');
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual(
        expect.objectContaining({
          user_preferred_language: ['malay', 'english', 'other'],
          user_other_language: 'Iban',
        }),
      );
    },
  );

  it.each([
    ['en', ['Student', 'Parent', 'Teacher', 'Other']],
    ['ms', ['Pelajar', 'Ibu bapa', 'Guru', 'Lain-lain']],
  ] as const)('names the roles (%s)', async (locale, names) => {
    await open(locale);
    const group = screen.getByRole('group', { name: locale === 'en' ? 'Role' : 'Peranan' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent!.trim()),
    ).toEqual(names);
  });

  it('asks non-students for an age range and organisation instead', async () => {
    const sent = onUpdate(saved(STUDENT));
    const user = await open('en');
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    expect(screen.queryByLabelText('Age')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Gender' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('*Please select your age range')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('ProfileForm submit', () => {
  it('sends the student payload of spec §3 and shows the success notice', async () => {
    const sent = onUpdate(saved({ ...STUDENT, name: 'Aina Z' }));
    const user = await open('en');
    const name = screen.getByLabelText('Nickname');
    await user.clear(name);
    await user.type(name, '  Aina Z ');
    await user.selectOptions(screen.getByLabelText('What do you plan to do after SPM?'), 'business');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(sent).toEqual([
      {
        user_type: 'student',
        name: 'Aina Z',
        user_age: '17',
        user_gender: 'female',
        user_income: 'below_rm7000',
        post_spm_plan: 'business',
        user_preferred_language: ['malay', 'english'],
        user_other_language: null,
        user_age_range: null,
        user_organization_name: null,
        is_complete_profile: true,
      },
    ]);
    const details = screen.getByText('aina@example.my').closest('dl')!;
    expect(within(details).getByText('Aina Z')).toBeInTheDocument();
  });

  it('sends the non-student payload with the other role fields cleared (ms)', async () => {
    const sent = onUpdate(saved({ ...STUDENT, user_type: 'parent' }));
    const user = await open('ms');
    await user.click(screen.getByRole('radio', { name: 'Ibu bapa' }));
    await user.selectOptions(screen.getByLabelText('Lingkungan umur'), '36_45');
    await user.type(screen.getByLabelText('Nama organisasi (tidak wajib)'), 'PIBG SMK Seri');
    await user.click(screen.getByRole('button', { name: 'Simpan profil' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profil anda telah disimpan.');
    expect(sent).toEqual([
      {
        user_type: 'parent',
        name: 'Aina',
        user_age: null,
        user_gender: null,
        user_income: null,
        post_spm_plan: null,
        user_preferred_language: [],
        user_other_language: null,
        user_age_range: '36_45',
        user_organization_name: 'PIBG SMK Seri',
        is_complete_profile: true,
      },
    ]);
  });

  it('says so when saving fails', async () => {
    onUpdate(() => apiError(400, 'VALIDATION_FAILED'));
    const user = await open('en');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your profile.');
  });

  it('ends the session when the save answers 401', async () => {
    onUpdate(() => apiError(401, 'INVALID_TOKEN'));
    const user = await open('en');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(getCookie('authorization_token')).toBeNull();
  });
});

describe('ProfilePage account actions', () => {
  it('downloads the data export as a JSON file', async () => {
    server.use(http.get(api('/profile/export'), () => HttpResponse.json({ profile: { email: 'aina@example.my' } })));
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:export');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const user = await open('en');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('laluan-kerjaya-my-data.json');
    expect(clicks[0]!.getAttribute('href')).toBe('blob:export');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/json');
    const text = await blob.text();
    expect(JSON.parse(text)).toEqual({ profile: { email: 'aina@example.my' } });
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:export'));
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    server.use(http.get(api('/profile/export'), () => apiError(400, 'BAD_REQUEST')));
    const user = await open('ms');
    await user.click(screen.getByRole('button', { name: 'Muat turun data saya' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kami tidak dapat menyediakan data anda.');
  });

  it.each([
    ['en', 'Log out', '/en'],
    ['ms', 'Log keluar', '/ms'],
  ] as const)('logs out, removes the token and user id and goes home (%s)', async (locale, button, home) => {
    let auth: string | null = null;
    server.use(
      http.post(api('/logout'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ type: 'success', message: 'Logged out' });
      }),
    );
    const user = await open(locale);
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(home));
    expect(auth).toBe('Bearer tok-1');
    expect(getCookie('authorization_token')).toBeNull();
    expect(getCookie('userID')).toBeNull();
  });

  it('still signs out on this device when the logout call fails', async () => {
    server.use(http.post(api('/logout'), () => HttpResponse.error()));
    const user = await open('en');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en'));
    expect(getCookie('authorization_token')).toBeNull();
  });
});

/** DELETE profile: records each body and answers with `answer(body)`. */
function onDelete(answer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.delete(api('/profile'), async ({ request }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const DELETE = {
  en: {
    open: 'Delete my account',
    dialog: 'Delete your account?',
    password: 'Enter your password to confirm',
    confirm: 'Yes, delete my account',
    cancel: 'Cancel',
    required: '*Password is required',
    wrong: '*That password is not right. Please try again.',
    failed: 'We could not delete your account. Please try again.',
    show: 'Show',
  },
  ms: {
    open: 'Padam akaun saya',
    dialog: 'Padam akaun anda?',
    password: 'Masukkan kata laluan anda untuk mengesahkan',
    confirm: 'Ya, padam akaun saya',
    cancel: 'Batal',
    required: '*Kata laluan diperlukan',
    wrong: '*Kata laluan itu tidak betul. Sila cuba lagi.',
    failed: 'Kami tidak dapat memadam akaun anda. Sila cuba lagi.',
    show: 'Tunjukkan',
  },
} as const;

describe('ProfilePage delete account (asks for the password again)', () => {
  it.each(['en', 'ms'] as const)(
    'opens on the password field, cancels without a call, then deletes with the password (%s)',
    async (locale) => {
      const t = DELETE[locale];
      const sent = onDelete(() => HttpResponse.json({ type: 'success', message: 'Deleted' }));
      setCookie('leadsID', 'lead-1');
      const user = await open(locale);
      const opener = screen.getByRole('button', { name: t.open });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: t.dialog });
      const password = within(dialog).getByLabelText(t.password);
      expect(password).toHaveFocus();
      expect(password).toHaveAttribute('type', 'password');
      expect(password).toHaveAttribute('autocomplete', 'current-password');
      expect(await axeViolations()).toEqual([]);

      // Escape closes it, nothing is sent, and the focus goes back to the button that opened it.
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      await user.click(opener);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.cancel }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent).toEqual([]);

      // Keyboard only: type the password, Enter confirms.
      await user.click(opener);
      await user.keyboard('rahsia123{Enter}');
      await waitFor(() => expect(loadPage).toHaveBeenCalledWith(`/${locale}`));
      expect(sent).toEqual([{ password: 'rahsia123' }]);
      expect(getCookie('authorization_token')).toBeNull();
      expect(getCookie('userID')).toBeNull();
      expect(getCookie('leadsID')).toBeNull();
    },
  );

  it.each(['en', 'ms'] as const)('asks for the password before sending anything (%s)', async (locale) => {
    const t = DELETE[locale];
    const sent = onDelete(() => HttpResponse.json({ type: 'success', message: 'Deleted' }));
    const user = await open(locale);
    await user.click(screen.getByRole('button', { name: t.open }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    const field = within(dialog).getByLabelText(t.password);
    expect(field).toHaveAccessibleDescription(t.required);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it.each(['en', 'ms'] as const)(
    'shows a wrong password under the field, keeps the account and selects the text to retype (%s)',
    async (locale) => {
      const t = DELETE[locale];
      const sent = onDelete((body) =>
        (body as { password?: string }).password === 'betul-123'
          ? HttpResponse.json({ type: 'success', message: 'Deleted' })
          : apiError(403, 'WRONG_PASSWORD', 'Wrong password'),
      );
      const user = await open(locale);
      await user.click(screen.getByRole('button', { name: t.open }));
      const dialog = screen.getByRole('dialog');
      const field = within(dialog).getByLabelText(t.password);
      await user.type(field, 'salah-123');
      // The kit's show/hide toggle works here too.
      await user.click(within(dialog).getByRole('button', { name: t.show }));
      expect(field).toHaveAttribute('type', 'text');
      await user.click(within(dialog).getByRole('button', { name: t.confirm }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.wrong);
      expect(field).toHaveAccessibleDescription(t.wrong);
      await waitFor(() => expect(field).toHaveFocus());
      expect((field as HTMLInputElement).selectionStart).toBe(0);
      expect((field as HTMLInputElement).selectionEnd).toBe('salah-123'.length);
      expect(getCookie('authorization_token')).toBe('tok-1');
      expect(loadPage).not.toHaveBeenCalled();
      expect(await axeViolations()).toEqual([]);

      // Typing replaces the selected text and clears the error; the right password deletes.
      await user.keyboard('betul-123');
      expect(within(dialog).queryByText(t.wrong)).not.toBeInTheDocument();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(loadPage).toHaveBeenCalledWith(`/${locale}`));
      expect(sent).toEqual([{ password: 'salah-123' }, { password: 'betul-123' }]);
    },
  );

  it('shows the server asking for the password (400 PASSWORD_REQUIRED) on the field', async () => {
    onDelete(() => apiError(400, 'PASSWORD_REQUIRED', 'Password required'));
    const user = await open('ms');
    await user.click(screen.getByRole('button', { name: DELETE.ms.open }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(DELETE.ms.password), 'x');
    await user.click(within(dialog).getByRole('button', { name: DELETE.ms.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DELETE.ms.required);
  });

  it.each(['en', 'ms'] as const)('keeps the dialog open with a general error otherwise (%s)', async (locale) => {
    const t = DELETE[locale];
    onDelete(() => apiError(503, 'SERVICE_UNAVAILABLE'));
    const busy = jest.fn();
    const off = on('app:server-busy', busy);
    const user = await open(locale);
    await user.click(screen.getByRole('button', { name: t.open }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(t.password), 'rahsia123');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.failed);
    expect(getCookie('authorization_token')).toBe('tok-1');
    expect(loadPage).not.toHaveBeenCalled();
    // A failed delete fails where it happened: the page is not replaced by the busy notice.
    expect(busy).not.toHaveBeenCalled();
    off();
  });

  it.each([
    ['en', 'Too many tries. Please wait a few minutes, then try again.'],
    ['ms', 'Terlalu banyak cubaan. Sila tunggu beberapa minit, kemudian cuba lagi.'],
  ] as const)('asks to wait after too many wrong passwords (429, %s)', async (locale, text) => {
    onDelete(() => apiError(429, 'RATE_LIMITED', 'Too many attempts'));
    const user = await open(locale);
    await user.click(screen.getByRole('button', { name: DELETE[locale].open }));
    await user.keyboard('salah-123{Enter}');
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(text);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'For your safety, please log in again, then delete your account within 10 minutes.', 'Log in again'],
    [
      'ms',
      'Demi keselamatan anda, sila log masuk semula, kemudian padam akaun anda dalam masa 10 minit.',
      'Log masuk semula',
    ],
  ] as const)(
    'an account without a password confirms without one, and is asked to log in again when it is not recent (%s)',
    async (locale, text, loginAgain) => {
      const sent = onDelete(() => apiError(403, 'RECENT_SIGN_IN_REQUIRED', 'Sign in again'));
      const heard = jest.fn();
      const off = on('account:open-signup', heard);
      const user = await open(locale, { ...STUDENT, has_password: false, providers: ['google'] });
      await user.click(screen.getByRole('button', { name: DELETE[locale].open }));
      const dialog = screen.getByRole('dialog', { name: DELETE[locale].dialog });
      expect(within(dialog).queryByLabelText(DELETE[locale].password)).not.toBeInTheDocument();
      // Nothing to type: the safe choice, Cancel, has the focus.
      expect(within(dialog).getByRole('button', { name: DELETE[locale].cancel })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: DELETE[locale].confirm }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
      expect(sent).toEqual([{}]);
      await user.click(within(dialog).getByRole('button', { name: loginAgain }));
      expect(heard).toHaveBeenCalledWith({ context: 'profile', view: 'login' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(getCookie('authorization_token')).toBe('tok-1');
      off();
    },
  );

  it('deletes an account without a password after a recent sign-in', async () => {
    const sent = onDelete(() => HttpResponse.json({ type: 'success', message: 'Deleted' }));
    const user = await open('en', { ...STUDENT, has_password: false, providers: ['google'] });
    await user.click(screen.getByRole('button', { name: DELETE.en.open }));
    await user.click(screen.getByRole('button', { name: DELETE.en.confirm }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en'));
    expect(sent).toEqual([{}]);
    expect(getCookie('authorization_token')).toBeNull();
  });

  it('ends the session when the delete answers 401', async () => {
    onDelete(() => apiError(401, 'INVALID_TOKEN'));
    const user = await open('en');
    await user.click(screen.getByRole('button', { name: DELETE.en.open }));
    await user.keyboard('rahsia123{Enter}');
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getCookie('authorization_token')).toBeNull();
  });
});

describe('ProfilePage accessibility', () => {
  it.each(['en', 'ms'] as const)('has no violations (%s)', async (locale) => {
    await open(locale);
    await act(async () => undefined);
    expect(await axeViolations()).toEqual([]);
  });
});
