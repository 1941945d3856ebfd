import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, kitMessages, TextField, validatePassword } from 'shared-kit';
import { useChangePassword } from './api/sessions';
import { profileMessages as m } from './profile-messages';

type FieldName = 'current' | 'next' | 'confirm';
type Errors = Partial<Record<FieldName, MessageDescriptor>>;

const newPasswordRule = validatePassword({ minLength: true });

export interface ChangePasswordFormProps {
  /** The server no longer knows the token (401). */
  readonly onSessionEnded: () => void;
}

/**
 * Change the password while signed in (decision 283): the current password is asked again; the
 * new one must be 8+ characters and not one of the most common (the server's PASSWORD_TOO_COMMON,
 * shown under the field). Every other sign-in of the account ends; this one stays. Checked on blur
 * and on submit (spec §5); the first field in error takes the focus.
 */
export function ChangePasswordForm({ onSessionEnded }: ChangePasswordFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<Record<FieldName, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<'tooMany' | 'failed' | null>(null);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const change = useChangePassword();

  const rule = (field: FieldName, all = values): MessageDescriptor | null => {
    if (field === 'current') return all.current === '' ? kitMessages.passwordRequired : null;
    if (field === 'next') return newPasswordRule(all.next);
    return all.confirm === '' ? kitMessages.passwordRequired : all.confirm !== all.next ? m.passwordMismatch : null;
  };
  const focus = (field: FieldName) =>
    setTimeout(() => form.current?.querySelector<HTMLInputElement>(`input[name="${INPUT_NAMES[field]}"]`)?.focus(), 0);

  const set = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setDone(false);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: rule(field, next) ?? undefined }));
  };
  const blur = (field: FieldName) => setErrors((e) => ({ ...e, [field]: rule(field) ?? undefined }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending) return;
    const found: Errors = {};
    for (const field of FIELDS) {
      const error = rule(field);
      if (error) found[field] = error;
    }
    setErrors(found);
    setProblem(null);
    const first = FIELDS.find((f) => found[f]);
    if (first) return focus(first);
    change.mutate(
      { current_password: values.current, new_password: values.next },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', confirm: '' });
          setDone(true);
        },
        onError: (error) => {
          if (error.status === 401) return onSessionEnded();
          if (error.code === 'WRONG_PASSWORD') {
            setErrors({ current: m.currentPasswordWrong });
            return focus('current');
          }
          if (error.code === 'PASSWORD_TOO_COMMON') {
            setErrors({ next: kitMessages.passwordTooCommon });
            return focus('next');
          }
          setProblem(error.status === 429 ? 'tooMany' : 'failed');
        },
      },
    );
  };

  const field = (name: FieldName, label: MessageDescriptor, autoComplete: string, hint?: MessageDescriptor) => (
    <TextField
      label={intl.formatMessage(label)}
      type="password"
      name={INPUT_NAMES[name]}
      autoComplete={autoComplete}
      revealable
      value={values[name]}
      hint={hint ? intl.formatMessage(hint) : undefined}
      error={errors[name] ? intl.formatMessage(errors[name]!) : null}
      onChange={(e) => set(name, e.target.value)}
      onBlur={() => blur(name)}
    />
  );

  return (
    <form ref={form} className="account-profile__form account-profile__password" noValidate onSubmit={submit}>
      {field('current', m.currentPassword, 'current-password')}
      {field('next', m.newPassword, 'new-password', m.newPasswordHint)}
      {field('confirm', m.confirmNewPassword, 'new-password')}
      {done ? (
        <p className="ck-notice" role="status">
          {intl.formatMessage(m.passwordChanged)}
        </p>
      ) : null}
      {problem ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(problem === 'tooMany' ? m.deleteTooMany : m.passwordChangeFailed)}
        </p>
      ) : null}
      <div className="account-profile__actions">
        <Button type="submit" busy={change.isPending}>
          {intl.formatMessage(m.changePasswordSubmit)}
        </Button>
      </div>
    </form>
  );
}

const FIELDS: readonly FieldName[] = ['current', 'next', 'confirm'];
const INPUT_NAMES: Record<FieldName, string> = {
  current: 'current-password',
  next: 'new-password',
  confirm: 'confirm-new-password',
};
