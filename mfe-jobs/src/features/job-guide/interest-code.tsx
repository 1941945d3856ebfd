import { useIntl } from 'react-intl';
import { defineMessages } from 'shared-kit';

const messages = defineMessages({
  interest: { id: 'jobs.guide.interestExplained', defaultMessage: 'Interest code {code}: {types}' },
  R: { id: 'jobs.guide.type.R', defaultMessage: 'Realistic' },
  I: { id: 'jobs.guide.type.I', defaultMessage: 'Investigative' },
  A: { id: 'jobs.guide.type.A', defaultMessage: 'Artistic' },
  S: { id: 'jobs.guide.type.S', defaultMessage: 'Social' },
  E: { id: 'jobs.guide.type.E', defaultMessage: 'Enterprising' },
  C: { id: 'jobs.guide.type.C', defaultMessage: 'Conventional' },
});

const isType = (letter: string): letter is 'R' | 'I' | 'A' | 'S' | 'E' | 'C' => /^[RIASEC]$/.test(letter);

/** "Interest code SIC: Social, Investigative, Conventional" — the Holland code with its type names. */
export function InterestCode({ code }: { readonly code: string }) {
  const intl = useIntl();
  const types = [...code]
    .filter(isType)
    .map((letter) => intl.formatMessage(messages[letter]))
    .join(', ');
  return <span>{intl.formatMessage(messages.interest, { code, types })}</span>;
}
