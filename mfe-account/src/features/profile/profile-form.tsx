import { useMemo, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  BLOCKED_AGE_KEYS,
  Button,
  cleanAge,
  kitMessages,
  TextField,
  validateAge,
  validateNickname,
  type Rule,
} from 'shared-kit';
import { FieldInput } from '../../shared/field-input';
import { useField } from '../../shared/use-field';
import type { AgeRange, Gender, Income, Language, PostSpmPlan, Profile, ProfileUpdate, Role } from 'api/contract';
import { useUpdateProfile } from './api/update-profile';
import { CheckboxGroup, RadioGroup, SelectField } from './fields';
import { optionSets } from './options';
import { profileMessages as m } from './profile-messages';

const validateOtherLanguage: Rule = (value) => (value.trim() === '' ? kitMessages.otherLanguageRequired : null);

export interface ProfileFormProps {
  readonly profile: Profile;
  /** The server no longer knows the token (401). */
  readonly onSessionEnded: () => void;
}

/** Edit the profile by role (spec §3, §5, §6); saves with POST profile/update. */
export function ProfileForm({ profile, onSessionEnded }: ProfileFormProps) {
  const intl = useIntl();
  const options = useMemo(() => optionSets(intl), [intl]);
  const [role, setRole] = useState<Role>(profile.user_type ?? 'student');
  const nickname = useField(validateNickname, { live: true, initial: profile.name ?? '' });
  const age = useField(validateAge, {
    live: true,
    initial: profile.user_age === null ? '' : cleanAge(String(profile.user_age)),
  });
  const [gender, setGender] = useState<Gender | null>(profile.user_gender);
  const [genderError, setGenderError] = useState<MessageDescriptor | null>(null);
  const [income, setIncome] = useState<Income | null>(profile.user_income);
  const [plan, setPlan] = useState<PostSpmPlan | null>(profile.post_spm_plan);
  const [languages, setLanguages] = useState<Language[]>([...profile.user_preferred_language]);
  const otherLanguage = useField(validateOtherLanguage, { live: true, initial: profile.user_other_language ?? '' });
  const [ageRange, setAgeRange] = useState<AgeRange | null>(profile.user_age_range);
  const [ageRangeError, setAgeRangeError] = useState<MessageDescriptor | null>(null);
  const [organisation, setOrganisation] = useState(profile.user_organization_name ?? '');
  // Saved: the page shows the answer (the query's data is replaced); failed: a notice, or the session ended.
  const save = useUpdateProfile();

  const student = role === 'student';
  const otherTicked = languages.includes('other');
  const checkGender = (value = gender) => {
    const error = value ? null : kitMessages.genderRequired;
    setGenderError(error);
    return error === null;
  };
  const checkAgeRange = (value = ageRange) => {
    const error = value ? null : m.ageRangeRequired;
    setAgeRangeError(error);
    return error === null;
  };
  const text = (d: MessageDescriptor | null) => (d ? intl.formatMessage(d) : null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (save.isPending) return;
    const form = e.currentTarget;
    const checks = student
      ? [nickname.check(), age.check(), checkGender(), otherTicked ? otherLanguage.check() : true]
      : [nickname.check(), checkAgeRange()];
    if (!checks.every(Boolean)) {
      // After the errors render, take the user to the first one.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    const body: ProfileUpdate = {
      user_type: role,
      name: nickname.value.trim(),
      user_age: student ? age.value : null,
      user_gender: student ? gender : null,
      user_income: student ? income : null,
      post_spm_plan: student ? plan : null,
      user_preferred_language: student ? languages : [],
      user_other_language: student && otherTicked ? otherLanguage.value.trim() : null,
      user_age_range: student ? null : ageRange,
      user_organization_name: student ? null : organisation.trim() || null,
      is_complete_profile: true,
    };
    save.mutate(body, {
      onError: (error) => {
        if (error.status === 401) onSessionEnded();
      },
    });
  };

  return (
    <form className="account-profile__form" noValidate onSubmit={submit}>
      <FieldInput
        field={nickname}
        label={intl.formatMessage(m.nickname)}
        name="name"
        autoComplete="nickname"
        maxLength={60}
      />
      <RadioGroup
        legend={intl.formatMessage(m.role)}
        name="user_type"
        choices={options.roles}
        value={role}
        onChange={setRole}
      />
      {student ? (
        <>
          <TextField
            label={intl.formatMessage(m.age)}
            name="user_age"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={age.value}
            onKeyDown={(e) => {
              if (BLOCKED_AGE_KEYS.has(e.key)) e.preventDefault();
            }}
            onChange={(e) => age.setValue(cleanAge(e.target.value))}
            onBlur={age.onBlur}
            error={text(age.error)}
          />
          <RadioGroup
            legend={intl.formatMessage(m.gender)}
            name="user_gender"
            choices={options.genders}
            value={gender}
            onChange={(value) => {
              setGender(value);
              checkGender(value);
            }}
            onLeave={() => checkGender()}
            error={text(genderError)}
          />
          <SelectField
            label={intl.formatMessage(m.income)}
            name="user_income"
            placeholder={intl.formatMessage(m.choose)}
            choices={options.incomes}
            value={income}
            onChange={setIncome}
          />
          <SelectField
            label={intl.formatMessage(m.plan)}
            name="post_spm_plan"
            placeholder={intl.formatMessage(m.choose)}
            choices={options.plans}
            value={plan}
            onChange={setPlan}
          />
          <CheckboxGroup
            legend={intl.formatMessage(m.languages)}
            name="user_preferred_language"
            choices={options.languages}
            value={languages}
            onChange={setLanguages}
          />
          {otherTicked ? (
            <FieldInput
              field={otherLanguage}
              label={intl.formatMessage(m.otherLanguage)}
              name="user_other_language"
              maxLength={100}
            />
          ) : null}
        </>
      ) : (
        <>
          <SelectField
            label={intl.formatMessage(m.ageRange)}
            name="user_age_range"
            placeholder={intl.formatMessage(m.choose)}
            choices={options.ageRanges}
            value={ageRange}
            onChange={(value) => {
              setAgeRange(value);
              if (ageRangeError) checkAgeRange(value);
            }}
            onBlur={() => checkAgeRange()}
            error={text(ageRangeError)}
          />
          <TextField
            label={intl.formatMessage(m.organisation)}
            name="user_organization_name"
            autoComplete="organization"
            maxLength={120}
            value={organisation}
            onChange={(e) => setOrganisation(e.target.value)}
          />
        </>
      )}
      {save.isSuccess ? (
        <p className="ck-notice ck-notice--success" role="status">
          {intl.formatMessage(m.saved)}
        </p>
      ) : null}
      {save.isError && save.error.status !== 401 ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(m.saveFailed)}
        </p>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        {intl.formatMessage(m.save)}
      </Button>
    </form>
  );
}
