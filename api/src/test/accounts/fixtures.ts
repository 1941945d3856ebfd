/** Seven selections from the fixture activities (keys like s_activity_1, of type S). */
export const SELECTIONS = ['S', 'A', 'S', 'I', 'S', 'A', 'E'].map((type, i) => ({
  label: `${type.toLowerCase()}_activity_${i + 1}`,
  value: type,
}));

/** A valid quiz lead body. */
export const LEAD = {
  user_type: 'student',
  answers: { name: 'Hafiz', user_age: '16', user_gender: 'male', user_income: 'below_rm7000' },
  selections: SELECTIONS,
  result_code: 'SA',
  lang: 'ms',
};

/** A valid student profile update. */
export const STUDENT_PROFILE = {
  user_type: 'student',
  name: '  Nur   Aisyah ',
  user_age: '17',
  user_gender: 'female',
  user_income: 'below_rm7000',
  post_spm_plan: 'study_more',
  user_preferred_language: ['malay', 'english', 'other'],
  user_other_language: 'Iban',
  is_complete_profile: true,
};
