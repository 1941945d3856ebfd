import type { RiasecType } from '../content/schemas.js';

/**
 * Quiz activities that are no longer shown, kept so that answers given before they were retired
 * still score (decision 298): a result stored in an account or a cookie, or a shared result link,
 * names the activities its quiz showed, and without these it would fail with
 * QUIZ_UNKNOWN_ACTIVITY and ask the student to take the quiz again. They are scored with the type
 * they had when the student saw them and shown with the label the student saw. They are never
 * drawn into a new quiz (generate-affinity reads only content/activities/activities.json), and a
 * key in use again in the bank is scored from the bank.
 */
export interface RetiredActivity {
  key: string;
  type: RiasecType;
  label: { en: string; ms: string };
  /** The change that retired it. */
  retired: string;
}

export const RETIRED_ACTIVITIES: readonly RetiredActivity[] = [
  // Issue 9 (decision 060's bank change): replaced by cleanly typed activities.
  { key: 'playing_sports', type: 'R', label: { en: 'Playing sports', ms: 'Bersukan' }, retired: 'issue 9' },
  {
    key: 'caring_for_people',
    type: 'S',
    label: { en: 'Caring for sick people', ms: 'Menjaga orang sakit' },
    retired: 'issue 9',
  },
  {
    key: 'working_in_a_group',
    type: 'S',
    label: { en: 'Working in a group', ms: 'Bekerja dalam kumpulan' },
    retired: 'issue 9',
  },
  // Issue 24 item 4 (decision 295): activities that read as two types.
  {
    key: 'writing_computer_code',
    type: 'I',
    label: { en: 'Writing computer code', ms: 'Menulis kod komputer' },
    retired: 'decision 295',
  },
  {
    key: 'exploring_how_things_work',
    type: 'I',
    label: { en: 'Exploring how things work', ms: 'Meneroka cara sesuatu berfungsi' },
    retired: 'decision 295',
  },
  {
    key: 'making_handicrafts',
    type: 'A',
    label: { en: 'Making handicrafts', ms: 'Membuat kraf tangan' },
    retired: 'decision 295',
  },
  {
    key: 'competing_to_win',
    type: 'E',
    label: { en: 'Competing to win', ms: 'Bertanding untuk menang' },
    retired: 'decision 295',
  },
  {
    key: 'organising_events',
    type: 'E',
    label: { en: 'Organising events', ms: 'Menganjurkan acara' },
    retired: 'decision 295',
  },
];
