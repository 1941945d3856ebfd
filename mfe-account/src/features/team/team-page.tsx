import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Spinner, errorOf, usePageTitle } from 'shared-kit';
import {
  checkEditor,
  downloadCsv,
  loadTeamData,
  noteSearch,
  setContactStatus,
  type ContactRow,
  type CountRow,
  type Period,
  type Report,
  type SearchRow,
  type StepRow,
  type TeamData,
} from './api/team';
import { BarChart, type Series } from './bar-chart';
import { EventsSection } from './events-section';
import { teamMessages as m } from './team-messages';
import './team.css';

const DAY = 86_400_000;
const EN_COLOR = '#1f5fbf';
const MS_COLOR = '#c2410c';

/** A date in Malaysia (UTC+8) as YYYY-MM-DD. */
const malaysiaDate = (time: number) => new Date(time + 8 * 3600_000).toISOString().slice(0, 10);

export function defaultPeriod(now = Date.now()): Period {
  return { from: malaysiaDate(now - 83 * DAY), to: malaysiaDate(now) };
}

const QUIZ_STEPS = [
  'Quiz Started',
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `Quiz Question Answered:${n}`),
  'Quiz Data Entry Shown',
  'Quiz Result Shown',
  'Quiz Result Saved',
  'Quiz Result Shared',
];

type Status = 'checking' | 'refused' | 'failed' | 'ready';

/** The team view (My profile with ?view=team; issue 25, decision 331): for editors; the API refuses everyone else. */
export default function TeamPage() {
  const intl = useIntl();
  const t = (d: MessageDescriptor, values?: Record<string, string | number>) => intl.formatMessage(d, values);
  usePageTitle(t(m.title));
  const [status, setStatus] = useState<Status>('checking');
  const [period, setPeriod] = useState<Period>(() => defaultPeriod());
  const [data, setData] = useState<TeamData | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('checking');
    checkEditor(controller.signal)
      .then(() => loadTeamData(period, controller.signal))
      .then(
        (loaded) => {
          setData(loaded);
          setStatus('ready');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const { status: code } = errorOf(error);
          setStatus(code === 403 || code === 401 ? 'refused' : 'failed');
        },
      );
    return () => controller.abort();
  }, [period, attempt]);

  return (
    <div className="team">
      <h1>{t(m.title)}</h1>
      <p className="team__lead">{t(m.lead)}</p>
      {status === 'refused' ? (
        <p role="alert">{t(m.refused)}</p>
      ) : (
        <>
          <PeriodForm period={period} onChange={setPeriod} />
          {status === 'checking' ? <Spinner label={t(m.loading)} /> : null}
          {status === 'failed' ? (
            <div role="alert">
              <p>{t(m.failed)}</p>
              <Button onClick={() => setAttempt((n) => n + 1)}>{t(m.tryAgain)}</Button>
            </div>
          ) : null}
          {status === 'ready' && data ? <Reports data={data} period={period} onChanged={setData} /> : null}
        </>
      )}
    </div>
  );
}

function PeriodForm({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const intl = useIntl();
  const id = useId();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (from && to && from <= to) onChange({ from, to });
  };
  return (
    <form className="team__period" onSubmit={submit} aria-describedby={`${id}-hint`}>
      <label>
        {intl.formatMessage(m.from)}
        <input type="date" value={from} required onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        {intl.formatMessage(m.to)}
        <input type="date" value={to} required min={from} onChange={(e) => setTo(e.target.value)} />
      </label>
      <Button type="submit">{intl.formatMessage(m.show)}</Button>
      <p id={`${id}-hint`} className="team__muted">
        {intl.formatMessage(m.periodHint)}
      </p>
    </form>
  );
}

function Section({
  id,
  title,
  report,
  period,
  children,
}: {
  id: string;
  title: string;
  report: Report;
  period: Period;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className="team__section" aria-labelledby={id}>
      <div className="team__section-head">
        <h2 id={id}>{title}</h2>
        <Button
          variant="secondary"
          aria-label={intl.formatMessage(m.csvOf, { section: title })}
          onClick={() => void downloadCsv(report, period).catch(() => undefined)}
        >
          {intl.formatMessage(m.csv)}
        </Button>
      </div>
      {children}
    </section>
  );
}

function stepLabel(step: string, t: (d: MessageDescriptor, v?: Record<string, string | number>) => string): string {
  const question = /^Quiz Question Answered:(\d)$/.exec(step);
  if (question) return t(m.stepQuestion, { n: Number(question[1]) });
  const labels: Record<string, MessageDescriptor> = {
    'Quiz Started': m.stepStarted,
    'Quiz Data Entry Shown': m.stepDataEntry,
    'Quiz Result Shown': m.stepResult,
    'Quiz Result Saved': m.stepSaved,
    'Quiz Result Shared': m.stepShared,
    'Subject Match Started': m.subjectStarted,
    'Subject Match Results': m.subjectResults,
  };
  return labels[step] ? t(labels[step]) : step;
}

/** Sessions per step and language over the whole period. */
function totals(rows: readonly StepRow[], steps: readonly string[]) {
  const sum = (lang: string, step: string) =>
    rows.filter((r) => r.lang === lang && r.step === step).reduce((n, r) => n + r.sessions, 0);
  return steps.map((step) => ({ step, en: sum('en', step), ms: sum('ms', step) }));
}

function Reports({ data, period, onChanged }: { data: TeamData; period: Period; onChanged: (d: TeamData) => void }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, values?: Record<string, string | number>) => intl.formatMessage(d, values);
  const funnel = useMemo(() => totals(data.funnel, QUIZ_STEPS), [data.funnel]);
  const subject = useMemo(
    () => totals(data.subjectMatch, ['Subject Match Started', 'Subject Match Results']),
    [data.subjectMatch],
  );
  const labels = useMemo(() => funnel.map((r) => stepLabel(r.step, t)), [funnel]); // eslint-disable-line react-hooks/exhaustive-deps
  const series: Series[] = useMemo(
    () => [
      { label: t(m.english), values: funnel.map((r) => r.en), color: EN_COLOR },
      { label: t(m.malay), values: funnel.map((r) => r.ms), color: MS_COLOR },
    ],
    [funnel], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const [notice, setNotice] = useState('');

  const note = useCallback(
    async (row: SearchRow, kind: SearchRow['note']) => {
      try {
        await noteSearch(row.term, kind);
        onChanged({ ...data, searches: data.searches.map((s) => (s.term === row.term ? { ...s, note: kind } : s)) });
        setNotice(intl.formatMessage(m.saved));
      } catch {
        setNotice(intl.formatMessage(m.saveFailed));
      }
    },
    [data, onChanged, intl],
  );
  const mark = useCallback(
    async (row: ContactRow, status: ContactRow['status']) => {
      try {
        await setContactStatus(row.id, status);
        onChanged({ ...data, contact: data.contact.map((c) => (c.id === row.id ? { ...c, status } : c)) });
        setNotice(intl.formatMessage(m.saved));
      } catch {
        setNotice(intl.formatMessage(m.saveFailed));
      }
    },
    [data, onChanged, intl],
  );
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' });
  const langName = (lang: string) => (lang === 'en' ? t(m.english) : lang === 'ms' ? t(m.malay) : t(m.unknown));
  const deviceName = (d: string) =>
    d === 'phone' ? t(m.phone) : d === 'tablet' ? t(m.tablet) : d === 'desktop' ? t(m.desktop) : t(m.unknown);

  return (
    <>
      <p role="status" className="team__notice">
        {notice}
      </p>
      <Section id="team-funnel" title={t(m.funnelTitle)} report="funnel" period={period}>
        {funnel.every((r) => r.en + r.ms === 0) ? (
          <p>{t(m.empty)}</p>
        ) : (
          <>
            <BarChart summary={t(m.funnelSummary)} labels={labels} series={series} horizontal stacked />
            <table className="team__table">
              <thead>
                <tr>
                  <th scope="col">{t(m.step)}</th>
                  <th scope="col">{t(m.english)}</th>
                  <th scope="col">{t(m.malay)}</th>
                </tr>
              </thead>
              <tbody>
                {funnel.map((r, i) => (
                  <tr key={r.step}>
                    <th scope="row">{labels[i]}</th>
                    <td>{r.en}</td>
                    <td>{r.ms}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <details className="team__details">
              <summary>{t(m.byWeek)}</summary>
              <table className="team__table">
                <thead>
                  <tr>
                    <th scope="col">{t(m.week)}</th>
                    <th scope="col">{t(m.language)}</th>
                    <th scope="col">{t(m.step)}</th>
                    <th scope="col">{t(m.visits)}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.funnel.map((r) => (
                    <tr key={`${r.week}-${r.lang}-${r.step}`}>
                      <td>{r.week}</td>
                      <td>{langName(r.lang)}</td>
                      <td>{stepLabel(r.step, t)}</td>
                      <td>{r.sessions}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </Section>

      <Section id="team-subject" title={t(m.subjectTitle)} report="subject-match" period={period}>
        <CountTable
          head={[t(m.step), t(m.english), t(m.malay)]}
          rows={subject.map((r) => [stepLabel(r.step, t), r.en, r.ms])}
        />
      </Section>

      <Section id="team-searches" title={t(m.searchesTitle)} report="searches" period={period}>
        <p className="team__muted">{t(m.searchesLead)}</p>
        {data.searches.length === 0 ? (
          <p>{t(m.empty)}</p>
        ) : (
          <table className="team__table">
            <thead>
              <tr>
                <th scope="col">{t(m.term)}</th>
                <th scope="col">{t(m.searches)}</th>
                <th scope="col">{t(m.noResults)}</th>
                <th scope="col">{t(m.note)}</th>
              </tr>
            </thead>
            <tbody>
              {data.searches.map((s) => (
                <tr key={s.term}>
                  <th scope="row">{s.term}</th>
                  <td>{s.searches}</td>
                  <td>{s.noResults}</td>
                  <td>
                    <div className="team__actions" role="group" aria-label={t(m.actionsFor, { term: s.term })}>
                      {s.note ? (
                        <>
                          <span className="team__tag">{t(s.note === 'synonym' ? m.notedSynonym : m.notedIdea)}</span>
                          <Button variant="ghost" onClick={() => void note(s, null)}>
                            {t(m.clearNote)}
                          </Button>
                        </>
                      ) : (
                        <>
                          <Button variant="secondary" onClick={() => void note(s, 'synonym')}>
                            {t(m.asSynonym)}
                          </Button>
                          <Button variant="secondary" onClick={() => void note(s, 'new_job_idea')}>
                            {t(m.asIdea)}
                          </Button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section id="team-requests" title={t(m.requestsTitle)} report="job-requests" period={period}>
        <CountTable
          head={[t(m.job), t(m.requests), t(m.lastAt)]}
          rows={data.jobRequests.map((r) => [r.name, r.requests, date(r.lastAt)])}
        />
      </Section>

      <Section id="team-contact" title={t(m.contactTitle)} report="contact-messages" period={period}>
        {data.contact.length === 0 ? (
          <p>{t(m.empty)}</p>
        ) : (
          <ul className="team__messages">
            {data.contact.map((c) => (
              <li key={c.id} className="team__message">
                <p className="team__message-head">
                  <span className={`team__tag team__tag--${c.status}`}>
                    {t(c.status === 'new' ? m.statusNew : m.statusAnswered)}
                  </span>{' '}
                  <strong>{c.name}</strong> &lt;{c.email}&gt; · {c.topic} · {langName(c.lang)} · {date(c.createdAt)}
                </p>
                <p className="team__message-body">{c.message}</p>
                <Button variant="secondary" onClick={() => void mark(c, c.status === 'new' ? 'answered' : 'new')}>
                  {t(c.status === 'new' ? m.markAnswered : m.markNew)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="team-guides" title={t(m.guidesTitle)} report="guides" period={period}>
        {data.overview.guides.length ? (
          <BarChart
            summary={t(m.guidesSummary)}
            labels={data.overview.guides.map((g) => g.key)}
            series={[{ label: t(m.reads), values: data.overview.guides.map((g) => g.count), color: EN_COLOR }]}
            horizontal
          />
        ) : null}
        <CountTable head={[t(m.guide), t(m.reads)]} rows={data.overview.guides.map((g) => [g.key, g.count])} />
      </Section>
      <EventsSection />
      <div className="team__grid">
        <SmallCounts
          id="team-languages"
          title={t(m.languagesTitle)}
          report="languages"
          period={period}
          head={[t(m.language), t(m.visits)]}
          rows={data.overview.languages}
          name={langName}
        />
        <SmallCounts
          id="team-devices"
          title={t(m.devicesTitle)}
          report="devices"
          period={period}
          head={[t(m.device), t(m.visits)]}
          rows={data.overview.devices}
          name={deviceName}
        />
        <SmallCounts
          id="team-campaigns"
          title={t(m.campaignsTitle)}
          report="campaigns"
          period={period}
          head={[t(m.campaign), t(m.visits)]}
          rows={data.overview.campaigns}
          name={(k) => k}
        />
      </div>
    </>
  );
}

function SmallCounts(props: {
  id: string;
  title: string;
  report: Report;
  period: Period;
  head: [string, string];
  rows: readonly CountRow[];
  name: (key: string) => string;
}) {
  return (
    <Section id={props.id} title={props.title} report={props.report} period={props.period}>
      <CountTable head={props.head} rows={props.rows.map((r) => [props.name(r.key), r.count])} />
    </Section>
  );
}

function CountTable({ head, rows }: { head: readonly string[]; rows: readonly (readonly (string | number)[])[] }) {
  const intl = useIntl();
  if (rows.length === 0) return <p>{intl.formatMessage(m.empty)}</p>;
  return (
    <table className="team__table">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <th scope="row">{row[0]}</th>
            {row.slice(1).map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
