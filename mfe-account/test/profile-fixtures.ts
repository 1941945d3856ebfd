import { http, HttpResponse } from 'msw';
import type { Profile, SessionItem } from 'api/contract';
import { api, server } from './network';

export const STUDENT: Profile = {
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

export const EMPTY: Profile = {
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

/** GET profile answers this profile (and records the Authorization header of each call). */
/** A sign-in as GET user/sessions lists it. */
export const THIS_DEVICE: SessionItem = {
  id: '0b6f6c1e-0000-4000-8000-000000000001',
  created_at: '2026-11-20T02:00:00.000Z',
  last_used_at: '2026-11-26T09:30:00.000Z',
  expires_at: '2026-12-20T02:00:00.000Z',
  idle_expires_at: '2026-12-03T09:30:00.000Z',
  browser: 'Firefox',
  os: 'Linux',
  current: true,
};

export function serveProfile(profile: Profile = STUDENT): {
  readonly calls: () => number;
  readonly auth: () => (string | null)[];
} {
  const auth: (string | null)[] = [];
  server.use(
    http.get(api('/profile'), ({ request }) => {
      auth.push(request.headers.get('authorization'));
      return HttpResponse.json({ type: 'success', data: profile });
    }),
    // The profile's lists (saved jobs, quiz results, guides read): empty unless a test says otherwise.
    http.get(api('/user/saved-jobs'), () => HttpResponse.json({ type: 'success', count: 0, data: [] })),
    http.get(api('/user/leads'), () => HttpResponse.json({ type: 'success', data: [] })),
    http.get(api('/user/read-jobs'), () => HttpResponse.json({ type: 'success', data: [] })),
    // Where you are logged in (decision 283): this device only, unless a test says otherwise.
    http.get(api('/user/sessions'), () => HttpResponse.json({ type: 'success', data: { sessions: [THIS_DEVICE] } })),
  );
  return { calls: () => auth.length, auth: () => [...auth] };
}
