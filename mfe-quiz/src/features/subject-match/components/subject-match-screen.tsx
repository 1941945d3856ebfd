import type { Subject } from 'api/contract';
import { useIntl } from 'react-intl';
import { Button, Spinner } from 'shared-kit';
import { useSubjects } from '../api/get-subjects';
import type { Selection } from '../selection';
import { subjectMatchMessages as m } from '../subject-match-messages';
import { SubjectPicker } from './subject-picker';
import { SubjectResults } from './subject-results';

export interface SubjectMatchScreenProps {
  readonly selection: Selection;
  readonly onChange: (next: Selection, opts?: { step?: boolean }) => void;
}

/** The page under its heading: the picker, or the ranked jobs, over the subject list. */
export default function SubjectMatchScreen({ selection, onChange }: SubjectMatchScreenProps) {
  const intl = useIntl();
  const subjects = useSubjects();
  if (subjects.isPending) return <Spinner />;
  if (subjects.isError) {
    return (
      <div role="alert" className="subject-match__problem">
        <p>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void subjects.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  }
  const byCode = new Map<string, Subject>(subjects.data.map((s) => [s.code, s]));
  // A shared link may carry a code we do not know (typed by hand, or an old link): say so.
  const unknown = selection.subjects.filter((c) => !byCode.has(c));
  const known = { ...selection, subjects: selection.subjects.filter((c) => byCode.has(c)) };
  return selection.view === 'jobs' ? (
    <SubjectResults selection={known} unknown={unknown} subjects={byCode} onChange={onChange} />
  ) : (
    <SubjectPicker selection={known} subjects={subjects.data} onChange={onChange} />
  );
}
