import type { DirectoryGroup } from 'api/contract';
import { useIntl } from 'react-intl';
import { useLocale } from 'shared-kit';
import { directoryMessages as m } from './directory-messages';

export interface DirectoryFiltersProps {
  readonly groups: readonly DirectoryGroup[];
  readonly industry: string;
  readonly tvet: boolean;
  /**
   * Without it the filters only show their state: the first view's (366), whose form the server's
   * harness makes `inert` until the app arrives, so they look as the app's do and take no input.
   */
  readonly onChange?: (next: { industry?: string; tvet?: boolean }) => void;
}

const showOnly = () => undefined;

/** The directory's filters: an industry and "only jobs with a TVET route" (the URL holds them). */
export function DirectoryFilters({ groups, industry, tvet, onChange }: DirectoryFiltersProps) {
  const intl = useIntl();
  const locale = useLocale();
  const change = onChange ?? showOnly;
  return (
    <form
      className="jobs-directory__filters"
      aria-label={intl.formatMessage(m.filters)}
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="jobs-directory__filter">
        <span>{intl.formatMessage(m.industry)}</span>
        <select value={industry} onChange={(e) => change({ industry: e.target.value })}>
          <option value="">{intl.formatMessage(m.allIndustries)}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {locale === 'ms' ? g.name_bm : g.name}
            </option>
          ))}
        </select>
      </label>
      <label className="jobs-directory__check">
        <input type="checkbox" checked={tvet} onChange={(e) => change({ tvet: e.target.checked })} />
        <span>{intl.formatMessage(m.tvetOnly)}</span>
      </label>
    </form>
  );
}
