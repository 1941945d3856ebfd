import { useId, type FocusEvent, type ReactNode } from 'react';

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
}

interface GroupProps {
  readonly legend: ReactNode;
  readonly error?: string | null;
  /** Called when focus leaves the whole group (validation on blur, spec §5). */
  readonly onLeave?: () => void;
  readonly children: ReactNode;
}

/**
 * A fieldset of radios or checkboxes with its legend and error text. The error line is always there
 * (empty when valid), so an error that comes or goes never moves the choices under a finger.
 */
function Group({ legend, error, onLeave, children }: GroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const leave = (e: FocusEvent<HTMLFieldSetElement>) => {
    if (onLeave && !e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave();
  };
  return (
    <fieldset
      className={['account-profile__group', error ? 'ck-field--invalid' : null].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
      onBlur={leave}
    >
      <legend className="ck-field__label">{legend}</legend>
      <div className="account-profile__choices">{children}</div>
      <p className="ck-field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}

export interface RadioGroupProps<T extends string> {
  readonly legend: ReactNode;
  readonly name: string;
  readonly choices: readonly Choice<T>[];
  readonly value: T | null;
  readonly onChange: (value: T) => void;
  readonly error?: string | null;
  readonly onLeave?: () => void;
}

export function RadioGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  onLeave,
}: RadioGroupProps<T>) {
  return (
    <Group legend={legend} error={error} onLeave={onLeave}>
      {choices.map((c) => (
        <label key={c.value} className="account-profile__choice">
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(c.value)}
          />
          {c.label}
        </label>
      ))}
    </Group>
  );
}

export interface CheckboxGroupProps<T extends string> {
  readonly legend: ReactNode;
  readonly name: string;
  readonly choices: readonly Choice<T>[];
  readonly value: readonly T[];
  readonly onChange: (value: T[]) => void;
}

export function CheckboxGroup<T extends string>({ legend, name, choices, value, onChange }: CheckboxGroupProps<T>) {
  return (
    <Group legend={legend}>
      {choices.map((c) => (
        <label key={c.value} className="account-profile__choice">
          <input
            type="checkbox"
            name={name}
            value={c.value}
            checked={value.includes(c.value)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? choices.map((x) => x.value).filter((v) => v === c.value || value.includes(v))
                  : value.filter((v) => v !== c.value),
              )
            }
          />
          {c.label}
        </label>
      ))}
    </Group>
  );
}

export interface SelectFieldProps<T extends string> {
  readonly label: ReactNode;
  readonly name: string;
  readonly placeholder: string;
  readonly choices: readonly Choice<T>[];
  readonly value: T | null;
  readonly onChange: (value: T | null) => void;
  readonly error?: string | null;
  readonly onBlur?: () => void;
}

/** A labelled native select; the empty first option means "not chosen". */
export function SelectField<T extends string>({
  label,
  name,
  placeholder,
  choices,
  value,
  onChange,
  error,
  onBlur,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={['ck-field', error ? 'ck-field--invalid' : null].filter(Boolean).join(' ')}>
      <label className="ck-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ck-field__control">
        <select
          id={id}
          name={name}
          className="ck-field__input"
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onBlur={onBlur}
          onChange={(e) => onChange(e.target.value === '' ? null : (e.target.value as T))}
        >
          <option value="">{placeholder}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="ck-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
