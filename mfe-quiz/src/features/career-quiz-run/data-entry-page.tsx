import type { AgeRange, Gender, LeadAnswers, Role } from 'api/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  BLOCKED_AGE_KEYS,
  Button,
  cleanAge,
  kitMessages,
  persistCookie,
  QUIZ_QUESTIONS,
  RouteLink,
  TextField,
  useLocale,
  useNavigateTo,
  usePageTitle,
  useRoute,
  validateAge,
  validateNickname,
  track,
} from 'shared-kit';
import { currentQuestionAtom, useAtomValue, useSetAtom, userSelectionsFullAtom } from 'shared-kit/state';
import { isComplete, readAnswers, type QuizAnswer } from '../../shared/quiz-answers';
import { saveLead } from './save-lead';
import { ChoiceGroup, type Choice } from './choice-group';
import { AGE_RANGE_LABELS, GENDER_LABELS, isRole, ROLE_LABELS, ROLES } from './roles';
import { runMessages as m } from './run-messages';
import './career-quiz-run.css';

/** Longest a save may hold the visitor before they go on to the result anyway (it still lands). */
export const SAVE_WAIT_MS = 6000;

type Field = 'nickname' | 'age' | 'gender' | 'ageRange';
type Errors = Partial<Record<Field, MessageDescriptor>>;

interface Form {
  nickname: string;
  age: string;
  gender: Gender | null;
  ageRange: AgeRange | null;
  organisation: string;
}

/** The rules of spec §5 for the role's fields. */
function validate(form: Form, student: boolean): Errors {
  const errors: Errors = {};
  const nickname = validateNickname(form.nickname);
  if (nickname) errors.nickname = nickname;
  if (student) {
    const age = validateAge(form.age);
    if (age) errors.age = age;
    if (!form.gender) errors.gender = kitMessages.genderRequired;
  } else if (!form.ageRange) {
    errors.ageRange = m.ageRangeRequired;
  }
  return errors;
}

/** The lead's answers for the role (the profile fields of spec §3). */
function leadAnswers(form: Form, student: boolean): LeadAnswers {
  const name = form.nickname.trim();
  return student
    ? { name, user_age: form.age, user_gender: form.gender }
    : { name, user_age_range: form.ageRange, user_organization_name: form.organisation.trim() || null };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Data entry (route `quiz.dataEntry`, `data-entry-{role}`, layout data-entry): who the visitor is,
 * then the short lead form of that role; or skip. Either way the lead is saved (POST leads →
 * leadsID) and the visitor goes on to the result; a failed or slow save never stops them.
 */
export default function DataEntryPage() {
  const intl = useIntl();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const locale = useLocale();
  const navigateTo = useNavigateTo();
  const word = useRoute()?.canonical.type;
  const role: Role = isRole(word) ? word : 'student';
  const student = role === 'student';
  const answers = readAnswers(useAtomValue(userSelectionsFullAtom));
  const setCurrent = useSetAtom(currentQuestionAtom);
  const [form, setForm] = useState<Form>({ nickname: '', age: '', gender: null, ageRange: null, organisation: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  usePageTitle(t(m.dataTitle));
  // The team's quiz funnel (issue 25): the seven answers led here.
  useEffect(() => void track('Quiz Data Entry Shown'), []);

  const update = <K extends keyof Form>(key: K, value: Form[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    // Once a field shows an error, it is re-checked as it changes.
    if (key in errors) setErrors((e) => ({ ...e, [key]: validate(next, student)[key as Field] }));
  };
  const check = (field: Field) => setErrors((e) => ({ ...e, [field]: validate(form, student)[field] }));
  const text = (field: Field) => {
    const d = errors[field];
    return d ? t(d) : null;
  };

  const finish = async (lead: LeadAnswers | undefined, all: QuizAnswer[]) => {
    setBusy(true);
    persistCookie('userLeadFormData', { user_type: role, ...lead });
    // Silent on failure (spec §8): the result never waits on the save for longer than SAVE_WAIT_MS.
    await Promise.race([saveLead({ role, answers: all, lead, locale }), delay(SAVE_WAIT_MS)]);
    navigateTo('quiz.result');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(form, student);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"] input`)?.focus();
      return;
    }
    void finish(leadAnswers(form, student), answers);
  };

  const changeAnswers = () => {
    setCurrent(QUIZ_QUESTIONS);
    navigateTo('quiz.start');
  };

  if (!isComplete(answers)) {
    return (
      <div className="quiz-run quiz-run--data">
        <h1>{t(m.dataHeading)}</h1>
        <p>{t(m.notReady)}</p>
        <RouteLink to="quiz.start" className="ck-button ck-button--primary">
          {t(m.goToQuiz)}
        </RouteLink>
      </div>
    );
  }

  const roles: Choice<Role>[] = ROLES.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }));
  const genders = (Object.keys(GENDER_LABELS) as Gender[]).map((g) => ({ value: g, label: t(GENDER_LABELS[g]) }));
  const ranges = (Object.keys(AGE_RANGE_LABELS) as AgeRange[]).map((r) => ({
    value: r,
    label: t(AGE_RANGE_LABELS[r]),
  }));

  return (
    <div className="quiz-run quiz-run--data">
      <h1>{t(m.dataHeading)}</h1>
      <p className="quiz-run__lead">{t(m.dataLead)}</p>
      <form className="quiz-run__form" noValidate onSubmit={submit}>
        <ChoiceGroup
          legend={t(m.roleLegend)}
          name="user_type"
          choices={roles}
          value={role}
          className="quiz-run__roles"
          onChange={(r) => {
            setErrors({});
            navigateTo('quiz.dataEntry', { type: r }, { replace: true });
          }}
        />
        <div data-field="nickname">
          <TextField
            label={t(m.nickname)}
            name="name"
            autoComplete="nickname"
            maxLength={60}
            value={form.nickname}
            onChange={(e) => update('nickname', e.target.value)}
            onBlur={() => check('nickname')}
            error={text('nickname')}
          />
        </div>
        {student ? (
          <>
            <div data-field="age">
              <TextField
                label={t(m.age)}
                hint={t(m.ageHint)}
                name="user_age"
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={form.age}
                onKeyDown={(e) => {
                  if (BLOCKED_AGE_KEYS.has(e.key)) e.preventDefault();
                }}
                onChange={(e) => update('age', cleanAge(e.target.value))}
                onBlur={() => check('age')}
                error={text('age')}
              />
            </div>
            <div data-field="gender">
              <ChoiceGroup
                legend={t(m.gender)}
                name="user_gender"
                choices={genders}
                value={form.gender}
                onChange={(g) => update('gender', g)}
                onLeave={() => check('gender')}
                error={text('gender')}
              />
            </div>
          </>
        ) : (
          <>
            <div data-field="ageRange">
              <ChoiceGroup
                legend={t(m.ageRange)}
                name="user_age_range"
                choices={ranges}
                value={form.ageRange}
                onChange={(r) => update('ageRange', r)}
                onLeave={() => check('ageRange')}
                error={text('ageRange')}
              />
            </div>
            <TextField
              label={t(m.organisation)}
              name="user_organization_name"
              autoComplete="organization"
              maxLength={120}
              value={form.organisation}
              onChange={(e) => update('organisation', e.target.value)}
            />
          </>
        )}
        <div className="quiz-run__actions">
          <Button type="submit" busy={busy}>
            {t(m.submit)}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void finish(undefined, answers)}>
            {t(m.skip)}
          </Button>
        </div>
      </form>
      <p className="quiz-run__start-over">
        <Button variant="ghost" disabled={busy} onClick={changeAnswers}>
          {t(m.changeAnswers)}
        </Button>
      </p>
    </div>
  );
}
