import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Rule } from 'shared-kit';

export interface Field {
  readonly value: string;
  readonly error: MessageDescriptor | null;
  readonly setValue: (value: string) => void;
  readonly onBlur: () => void;
  /** Runs the rule now (on submit); true when the value is valid. */
  readonly check: () => boolean;
}

/**
 * One validated input (spec §5: checked on blur and on submit). With `live`, a field that shows an
 * error is re-checked on every keystroke (the sign-up password).
 */
export function useField(rule: Rule, opts: { live?: boolean; initial?: string } = {}): Field {
  const [value, setRaw] = useState(opts.initial ?? '');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  return {
    value,
    error,
    setValue: (next) => {
      setRaw(next);
      if (opts.live && error) setError(rule(next));
    },
    onBlur: () => setError(rule(value)),
    check: () => {
      const e = rule(value);
      setError(e);
      return e === null;
    },
  };
}
