import { useId, type FocusEvent, type ReactNode } from 'react';

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
}

export interface ChoiceGroupProps<T extends string> {
  readonly legend: ReactNode;
  readonly name: string;
  readonly choices: readonly Choice<T>[];
  readonly value: T | null;
  readonly onChange: (value: T) => void;
  readonly error?: string | null;
  /** Called when focus leaves the whole group (validation on blur, spec §5). */
  readonly onLeave?: () => void;
  readonly className?: string;
}

/**
 * A fieldset of native radios as large tappable rows (≥ 48 px). The error line is always there,
 * empty when valid, so an error that comes or goes does not move the choices under a finger.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  onLeave,
  className,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const leave = (e: FocusEvent<HTMLFieldSetElement>) => {
    if (onLeave && !e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave();
  };
  return (
    <fieldset
      className={['quiz-run__group', error ? 'ck-field--invalid' : null, className].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
      onBlur={leave}
    >
      <legend className="ck-field__label">{legend}</legend>
      <div className="quiz-run__options">
        {choices.map((c) => (
          <label key={c.value} className="quiz-run__option">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(c.value)}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      <p className="ck-field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}
