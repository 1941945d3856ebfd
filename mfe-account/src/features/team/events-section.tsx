import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, apiGet, apiRequest, errorOf } from 'shared-kit';
import { eventsMessages as m } from './events-messages';

type Audience = 'students' | 'parents' | 'teachers' | 'everyone';
interface TeamEvent {
  readonly id: string;
  readonly title: { en: string; ms: string };
  readonly starts_at: string;
  readonly published: boolean;
  readonly organiser: string;
}

const EMPTY = {
  titleEn: '',
  titleMs: '',
  summaryEn: '',
  summaryMs: '',
  starts: '',
  ends: '',
  placeEn: '',
  placeMs: '',
  online: '',
  audience: 'students' as Audience,
  organiser: '',
  source: '',
  published: true,
};
type Form = typeof EMPTY;

/** Editors enter and publish real events (issue 25, decision 332). */
export function EventsSection() {
  const intl = useIntl();
  const t = (d: (typeof m)[keyof typeof m], v?: Record<string, string>) => intl.formatMessage(d, v);
  const [events, setEvents] = useState<TeamEvent[]>([]);
  const [form, setForm] = useState<Form>(EMPTY);
  const [status, setStatus] = useState('');

  const load = () =>
    apiGet<{ data: TeamEvent[] }>('/team/events').then(
      (res) => setEvents(res.data.data),
      () => undefined,
    );
  useEffect(() => {
    void load();
  }, []);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const place =
      form.placeEn.trim() && form.placeMs.trim() ? { en: form.placeEn.trim(), ms: form.placeMs.trim() } : null;
    const online = form.online.trim() || null;
    if (!place && !online) return setStatus(t(m.needPlace));
    const source = form.source.trim() || null;
    if (form.published && !source) return setStatus(t(m.needSource));
    try {
      await apiRequest({
        method: 'POST',
        url: '/team/events',
        data: {
          title: { en: form.titleEn.trim(), ms: form.titleMs.trim() },
          summary: { en: form.summaryEn.trim(), ms: form.summaryMs.trim() },
          starts_at: form.starts,
          ends_at: form.ends,
          place,
          online_url: online,
          audience: form.audience,
          organiser: form.organiser.trim(),
          source_url: source,
          published: form.published,
        },
      });
      setForm(EMPTY);
      setStatus(t(m.saved));
      void load();
    } catch (error) {
      setStatus(errorOf(error).code === 'SOURCE_PAGE_REQUIRED' ? t(m.needSource) : t(m.failed));
    }
  };
  const remove = async (event: TeamEvent) => {
    try {
      await apiRequest({ method: 'DELETE', url: `/team/events/${event.id}` });
      void load();
    } catch {
      setStatus(t(m.failed));
    }
  };
  const text = (key: keyof Form, label: string, opts: { type?: string; required?: boolean; area?: boolean } = {}) => (
    <label className="team__field">
      {label}
      {opts.area ? (
        <textarea
          value={form[key] as string}
          required={opts.required}
          rows={3}
          maxLength={600}
          onChange={(e) => set(key, e.target.value as never)}
        />
      ) : (
        <input
          type={opts.type ?? 'text'}
          value={form[key] as string}
          required={opts.required}
          onChange={(e) => set(key, e.target.value as never)}
        />
      )}
    </label>
  );

  return (
    <section className="team__section" aria-labelledby="team-events">
      <h2 id="team-events">{t(m.title)}</h2>
      <p className="team__muted">{t(m.lead)}</p>
      <form className="team__event-form" onSubmit={(e) => void submit(e)}>
        {text('titleEn', t(m.titleEn), { required: true })}
        {text('titleMs', t(m.titleMs), { required: true })}
        {text('summaryEn', t(m.summaryEn), { required: true, area: true })}
        {text('summaryMs', t(m.summaryMs), { required: true, area: true })}
        {text('starts', t(m.starts), { type: 'datetime-local', required: true })}
        {text('ends', t(m.ends), { type: 'datetime-local', required: true })}
        {text('placeEn', t(m.placeEn))}
        {text('placeMs', t(m.placeMs))}
        {text('online', t(m.online), { type: 'url' })}
        <label className="team__field">
          {t(m.audience)}
          <select value={form.audience} onChange={(e) => set('audience', e.target.value as Audience)}>
            {(['students', 'parents', 'teachers', 'everyone'] as const).map((a) => (
              <option key={a} value={a}>
                {t(m[a])}
              </option>
            ))}
          </select>
        </label>
        {text('organiser', t(m.organiser), { required: true })}
        {text('source', t(m.source), { type: 'url' })}
        <label className="team__check">
          <input type="checkbox" checked={form.published} onChange={(e) => set('published', e.target.checked)} />
          {t(m.publish)}
        </label>
        <Button type="submit">{t(m.save)}</Button>
        <p role="status" className="team__notice">
          {status}
        </p>
      </form>
      <h3>{t(m.list)}</h3>
      {events.length === 0 ? (
        <p>{t(m.none)}</p>
      ) : (
        <ul className="team__messages">
          {events.map((e) => (
            <li key={e.id} className="team__message">
              <span className="team__tag">{t(e.published ? m.published : m.draft)}</span>{' '}
              <strong>{intl.locale.startsWith('ms') ? e.title.ms : e.title.en}</strong> ·{' '}
              {e.starts_at.replace('T', ' ')} · {e.organiser}{' '}
              <Button variant="ghost" onClick={() => void remove(e)}>
                {t(m.remove, { title: intl.locale.startsWith('ms') ? e.title.ms : e.title.en })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
