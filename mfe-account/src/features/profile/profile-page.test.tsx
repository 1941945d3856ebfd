import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, on, removeCookie, setCookie } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { loadPage } from '../../shared/page';
import { deleteProfile } from './api/delete-profile';
import { exportProfile } from './api/export-profile';
import { getProfile } from './api/get-profile';
import { logout } from './api/logout';
import type { Profile } from './api/profile-types';
import { updateProfile } from './api/update-profile';
import { ProfilePage } from './profile-page';

jest.mock('./api/get-profile');
jest.mock('./api/update-profile');
jest.mock('./api/delete-profile');
jest.mock('./api/export-profile');
jest.mock('./api/logout');
jest.mock('../../shared/page', () => ({ ...jest.requireActual<object>('../../shared/page'), loadPage: jest.fn() }));

const getMock = jest.mocked(getProfile);
const updateMock = jest.mocked(updateProfile);
const deleteMock = jest.mocked(deleteProfile);
const exportMock = jest.mocked(exportProfile);
const logoutMock = jest.mocked(logout);

const httpError = (status: number, code = 'X') =>
  Object.assign(new Error('Request failed'), { response: { status, data: { error: { code, message: code } } } });

const STUDENT: Profile = {
  id: 'user-7',
  email: 'aina@example.my',
  email_verified: true,
  has_password: true,
  providers: [],
  lang: 'en',
  created_at: '2026-01-01T00:00:00.000Z',
  name: 'Aina',
  user_type: 'student',
  user_age: 17,
  user_gender: 'female',
  user_income: 'below_rm7000',
  post_spm_plan: 'study_more',
  user_preferred_language: ['malay', 'english'],
  user_other_language: null,
  user_age_range: null,
  user_organization_name: null,
  is_complete_profile: true,
};

const EMPTY: Profile = {
  ...STUDENT,
  name: null,
  user_type: null,
  user_age: null,
  user_gender: null,
  user_income: null,
  post_spm_plan: null,
  user_preferred_language: [],
  is_complete_profile: false,
};

async function open(locale: 'en' | 'ms' = 'en', profile: Profile = STUDENT) {
  getMock.mockResolvedValue(profile);
  renderIntl(<ProfilePage />, {
    locale,
    messages: { en, ms },
    path: locale === 'en' ? '/en/my-profile' : '/ms/profil-saya',
  });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: locale === 'en' ? 'Your details' : 'Butiran anda' });
  return user;
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

  it('loads the profile once on mount', async () => {
    await open();
    expect(getMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'Your session has ended. Please log in again.', 'Log in again'],
    ['ms', 'Sesi anda telah tamat. Sila log masuk semula.', 'Log masuk semula'],
  ] as const)('on 401 clears the token and offers to log in again (%s)', async (locale, notice, button) => {
    getMock.mockRejectedValue(httpError(401, 'INVALID_TOKEN'));
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

  it('offers a retry when loading fails otherwise, keeping the token', async () => {
    getMock.mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce(STUDENT);
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
    const user = await open(locale, { ...EMPTY, user_type: 'student' });
    await user.click(screen.getByRole('button', { name: save }));
    expect(screen.getByText(nickname)).toBeInTheDocument();
    expect(screen.getByText(age)).toBeInTheDocument();
    expect(screen.getByText(gender)).toBeInTheDocument();
    expect(updateMock).not.toHaveBeenCalled();
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
      const user = await open(locale);
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: other }));
      await user.click(screen.getByRole('button', { name: save }));
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(updateMock).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText(label), 'Iban');
      updateMock.mockResolvedValue(STUDENT);
      await user.click(screen.getByRole('button', { name: save }));
      expect(updateMock).toHaveBeenCalledWith(
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
    const user = await open('en');
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    expect(screen.queryByLabelText('Age')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Gender' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('*Please select your age range')).toBeInTheDocument();
    expect(updateMock).not.toHaveBeenCalled();
  });
});

describe('ProfileForm submit', () => {
  it('sends the student payload of spec §3 and shows the success notice', async () => {
    updateMock.mockResolvedValue({ ...STUDENT, name: 'Aina Z' });
    const user = await open('en');
    const name = screen.getByLabelText('Nickname');
    await user.clear(name);
    await user.type(name, '  Aina Z ');
    await user.selectOptions(screen.getByLabelText('What do you plan to do after SPM?'), 'business');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(updateMock).toHaveBeenCalledWith({
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
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    const details = screen.getByText('aina@example.my').closest('dl')!;
    expect(within(details).getByText('Aina Z')).toBeInTheDocument();
  });

  it('sends the non-student payload with the other role fields cleared (ms)', async () => {
    updateMock.mockResolvedValue({ ...STUDENT, user_type: 'parent' });
    const user = await open('ms');
    await user.click(screen.getByRole('radio', { name: 'Ibu bapa' }));
    await user.selectOptions(screen.getByLabelText('Lingkungan umur'), '36_45');
    await user.type(screen.getByLabelText('Nama organisasi (tidak wajib)'), 'PIBG SMK Seri');
    await user.click(screen.getByRole('button', { name: 'Simpan profil' }));
    expect(updateMock).toHaveBeenCalledWith({
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
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Profil anda telah disimpan.');
  });

  it('says so when saving fails', async () => {
    updateMock.mockRejectedValue(httpError(400, 'VALIDATION_FAILED'));
    const user = await open('en');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your profile.');
  });

  it('ends the session when the save answers 401', async () => {
    updateMock.mockRejectedValue(httpError(401, 'INVALID_TOKEN'));
    const user = await open('en');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(getCookie('authorization_token')).toBeNull();
  });
});

describe('ProfilePage account actions', () => {
  it('downloads the data export as a JSON file', async () => {
    exportMock.mockResolvedValue({ profile: { email: 'aina@example.my' } });
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
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual({ profile: { email: 'aina@example.my' } });
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:export'));
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    exportMock.mockRejectedValue(httpError(500));
    const user = await open('ms');
    await user.click(screen.getByRole('button', { name: 'Muat turun data saya' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kami tidak dapat menyediakan data anda.');
  });

  it.each([
    ['en', 'Log out', '/en'],
    ['ms', 'Log keluar', '/ms'],
  ] as const)('logs out, removes the token and user id and goes home (%s)', async (locale, button, home) => {
    logoutMock.mockResolvedValue(undefined);
    const heard = jest.fn();
    const off = on('account:signed-out', heard);
    const user = await open(locale);
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(home));
    expect(logoutMock).toHaveBeenCalledTimes(1);
    expect(getCookie('authorization_token')).toBeNull();
    expect(getCookie('userID')).toBeNull();
    expect(heard).toHaveBeenCalled();
    off();
  });

  it('still signs out on this device when the logout call fails', async () => {
    logoutMock.mockRejectedValue(new Error('Network Error'));
    const user = await open('en');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en'));
    expect(getCookie('authorization_token')).toBeNull();
  });

  it('deletes the account only after confirming, then clears cookies and goes home', async () => {
    deleteMock.mockResolvedValue(undefined);
    setCookie('leadsID', 'lead-1');
    const user = await open('en');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(deleteMock).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en'));
    expect(deleteMock).toHaveBeenCalledTimes(1);
    expect(getCookie('authorization_token')).toBeNull();
    expect(getCookie('userID')).toBeNull();
    expect(getCookie('leadsID')).toBeNull();
  });

  it('keeps the dialog open with an error when deletion fails (ms)', async () => {
    deleteMock.mockRejectedValue(httpError(500));
    const user = await open('ms');
    await user.click(screen.getByRole('button', { name: 'Padam akaun saya' }));
    const dialog = screen.getByRole('dialog', { name: 'Padam akaun anda?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, padam akaun saya' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kami tidak dapat memadam akaun anda.');
    expect(getCookie('authorization_token')).toBe('tok-1');
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('ProfilePage accessibility', () => {
  it.each(['en', 'ms'] as const)('has no violations (%s)', async (locale) => {
    await open(locale);
    await act(async () => undefined);
    expect(await axeViolations()).toEqual([]);
  });
});
