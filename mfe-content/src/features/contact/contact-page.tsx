import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ContactBody, ContactTopic } from 'api/contract';
import { RouteLink, TextField, toApiError, useLocale, usePageTitle, validateEmail, kitMessages } from 'shared-kit';
import { getFormToken } from './api/get-form-token';
import { sendContact } from './api/send-contact';
import { contactMessages as m } from './contact-messages';
import '../shared/static-page.css';
import './contact-page.css';

/** Limits of the API's schema (api/src/routes/contact/schemas.ts). */
export const NAME_MAX = 100;
export const MESSAGE_MAX = 2000;
const EMAIL_MAX = 254;

type Role = ContactBody['role'];
type Field = 'name' | 'email' | 'role' | 'topic' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'role', 'topic', 'message'];

const ROLES: readonly [Role, MessageDescriptor][] = [
  ['student', m.roleStudent],
  ['parent', m.roleParent],
  ['teacher', m.roleTeacher],
  ['other', m.roleOther],
];
const TOPICS: readonly [ContactTopic, MessageDescriptor][] = [
  ['general', m.topicGeneral],
  ['content_correction', m.topicCorrection],
  ['partnership', m.topicPartnership],
  ['privacy', m.topicPrivacy],
  ['technical', m.topicTechnical],
];

interface Values {
  name: string;
  email: string;
  role: Role | '';
  topic: ContactTopic | '';
  message: string;
  /** The honeypot: people never see it (decision 110). */
  website: string;
}
const EMPTY: Values = { name: '', email: '', role: '', topic: '', message: '', website: '' };

type Problem = { message: MessageDescriptor; values?: Record<string, string | number> } | null;

/** Spec §5 style: "*… is required" and friends, checked on blur and on submit. */
function check(field: Field, values: Values): Problem {
  const value = values[field];
  switch (field) {
    case 'name':
      if (!value.trim()) return { message: m.nameRequired };
      return value.trim().length > NAME_MAX ? { message: m.nameTooLong, values: { max: NAME_MAX } } : null;
    case 'email': {
      const rule = validateEmail(value);
      if (rule) return { message: rule };
      return value.trim().length > EMAIL_MAX ? { message: kitMessages.emailInvalid } : null;
    }
    case 'role':
      return value ? null : { message: m.roleRequired };
    case 'topic':
      return value ? null : { message: m.topicRequired };
    case 'message':
      if (!value.trim()) return { message: m.messageRequired };
      return value.trim().length > MESSAGE_MAX ? { message: m.messageTooLong, values: { max: MESSAGE_MAX } } : null;
  }
}

type FormProblem = 'fix' | 'network' | 'rateLimited' | 'again' | null;
const FORM_PROBLEMS: Record<Exclude<FormProblem, null>, MessageDescriptor> = {
  fix: m.fixErrors,
  network: m.failedNetwork,
  rateLimited: m.failedRateLimited,
  again: m.failedAgain,
};

/** A labelled control (select or textarea) wired like the kit's TextField: hint and error described. */
function Field(props: {
  label: string;
  hint?: ReactNode;
  error: string | null;
  children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['ck-field', props.error ? 'ck-field--invalid' : null].filter(Boolean).join(' ')}>
      <label className="ck-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="ck-field__control">
        {props.children({
          id,
          ...(props.error ? { 'aria-invalid': true as const } : {}),
          ...(described ? { 'aria-describedby': described } : {}),
        })}
      </div>
      {props.hint ? (
        <p className="ck-field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="ck-field__error" id={`${id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The contact page (route `contact`): the form, and a confirmation once it is sent. */
export function ContactPage() {
  const intl = useIntl();
  const locale = useLocale();
  usePageTitle(intl.formatMessage(m.pageTitle));
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [shown, setShown] = useState<Partial<Record<Field, Problem>>>({});
  const [problem, setProblem] = useState<FormProblem>(null);
  const [sent, setSent] = useState<{ name: string; email: string; acknowledged: boolean } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  /** A new token: when the form shows, and when the server refused the old one. */
  const fetchToken = useCallback(async (signal?: AbortSignal): Promise<string | null> => {
    try {
      const fresh = await getFormToken(signal);
      setToken(fresh);
      return fresh;
    } catch {
      return null; // asked again on submit; a failure there says "check your connection"
    }
  }, []);
  useEffect(() => {
    if (sent) return;
    const abort = new AbortController();
    void fetchToken(abort.signal);
    return () => abort.abort();
  }, [sent, fetchToken]);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const errorOf = (field: Field) => {
    const p = shown[field];
    return p ? intl.formatMessage(p.message, p.values) : null;
  };
  const set = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // An error already shown follows the typing, so it never stays stale once fixed.
    if (field !== 'website' && shown[field]) setShown((s) => ({ ...s, [field]: check(field, next) }));
  };
  const blur = (field: Field) => setShown((s) => ({ ...s, [field]: check(field, values) }));

  const focusField = (field: Field) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const failed = (error: unknown) => {
    const e = toApiError(error);
    // A used token (decision 281): this form was already sent with it, with other text.
    if (e.code === 'FORM_EXPIRED' || e.code === 'FORM_TOKEN_INVALID' || e.code === 'FORM_TOKEN_USED') {
      void fetchToken();
      setProblem('again');
    } else if (e.code === 'FORM_TOO_FAST') {
      setProblem('again'); // the same token: it is older now
    } else if (e.code === 'RATE_LIMITED') {
      setProblem('rateLimited');
    } else if (e.code === 'VALIDATION_FAILED' && e.details.length) {
      // The server's verdict on a field, in the form's own words.
      const fields = e.details
        .map((d) => /^body\.(\w+)/.exec(d.field)?.[1])
        .filter((f): f is Field => FIELDS.includes(f as Field));
      const verdicts = Object.fromEntries(
        fields.map((f) => [
          f,
          check(f, values) ?? { message: f === 'email' ? kitMessages.emailInvalid : m.failedAgain },
        ]),
      );
      setShown((s) => ({ ...s, ...verdicts }));
      setProblem(fields.length ? 'fix' : 'again');
      if (fields[0]) focusField(fields[0]);
    } else {
      setProblem(e.status === null || e.busy ? 'network' : 'again');
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found = Object.fromEntries(FIELDS.map((f) => [f, check(f, values)])) as Record<Field, Problem>;
    setShown(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      setProblem('fix');
      focusField(first);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const formToken = token ?? (await fetchToken());
      if (!formToken) {
        setProblem('network');
        return;
      }
      const body: ContactBody = {
        name: values.name.trim(),
        email: values.email.trim(),
        role: values.role as Role,
        topic: values.topic as ContactTopic,
        message: values.message.trim(),
        lang: locale,
        form_token: formToken,
        website: values.website,
      };
      const data = await sendContact(body);
      // The next message gets a new token, issued when its form shows.
      setToken(null);
      setSent({ name: body.name, email: body.email, acknowledged: data.acknowledgement === 'sent' });
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  };

  const another = () => {
    setValues({ ...EMPTY, name: values.name, email: values.email, role: values.role });
    setShown({});
    setProblem(null);
    setSent(null);
  };

  if (sent) {
    return (
      <div className="static-page contact">
        <h1 className="static-page__title">{intl.formatMessage(m.title)}</h1>
        <section className="contact__sent" aria-labelledby="contact-sent">
          <h2 id="contact-sent" ref={sentHeading} tabIndex={-1}>
            <span className="contact__tick" aria-hidden="true">
              ✓
            </span>{' '}
            {intl.formatMessage(m.sentTitle, { name: sent.name })}
          </h2>
          <p>{intl.formatMessage(m.sentBody)}</p>
          <p>{intl.formatMessage(sent.acknowledged ? m.sentAck : m.sentNoAck, { email: sent.email })}</p>
          <div className="contact__actions">
            <button type="button" className="ck-button ck-button--primary" onClick={another}>
              {intl.formatMessage(m.another)}
            </button>
            <RouteLink to="home" className="ck-button ck-button--secondary">
              {intl.formatMessage(m.home)}
            </RouteLink>
          </div>
        </section>
      </div>
    );
  }

  const messageLength = values.message.trim().length;
  return (
    <div className="static-page contact">
      <h1 className="static-page__title">{intl.formatMessage(m.title)}</h1>
      <p className="static-page__lead">{intl.formatMessage(m.lead)}</p>
      <form ref={form} className="contact__form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          name="name"
          label={intl.formatMessage(m.name)}
          autoComplete="name"
          value={values.name}
          error={errorOf('name')}
          onChange={(e) => set('name', e.target.value)}
          onBlur={() => blur('name')}
        />
        <TextField
          name="email"
          type="email"
          inputMode="email"
          label={intl.formatMessage(m.email)}
          hint={intl.formatMessage(m.emailHint)}
          autoComplete="email"
          value={values.email}
          error={errorOf('email')}
          onChange={(e) => set('email', e.target.value)}
          onBlur={() => blur('email')}
        />
        <Field label={intl.formatMessage(m.role)} error={errorOf('role')}>
          {(a11y) => (
            <select
              {...a11y}
              name="role"
              className="ck-field__input contact__select"
              value={values.role}
              onChange={(e) => set('role', e.target.value)}
              onBlur={() => blur('role')}
            >
              <option value="">{intl.formatMessage(m.roleChoose)}</option>
              {ROLES.map(([value, label]) => (
                <option key={value} value={value}>
                  {intl.formatMessage(label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={intl.formatMessage(m.topic)} error={errorOf('topic')}>
          {(a11y) => (
            <select
              {...a11y}
              name="topic"
              className="ck-field__input contact__select"
              value={values.topic}
              onChange={(e) => set('topic', e.target.value)}
              onBlur={() => blur('topic')}
            >
              <option value="">{intl.formatMessage(m.topicChoose)}</option>
              {TOPICS.map(([value, label]) => (
                <option key={value} value={value}>
                  {intl.formatMessage(label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={intl.formatMessage(m.message)}
          error={errorOf('message')}
          hint={
            <span className={messageLength > MESSAGE_MAX ? 'contact__counter--over' : undefined}>
              {intl.formatMessage(m.counter, { count: messageLength, max: MESSAGE_MAX })}
            </span>
          }
        >
          {(a11y) => (
            <textarea
              {...a11y}
              name="message"
              rows={6}
              className="ck-field__input contact__textarea"
              value={values.message}
              onChange={(e) => set('message', e.target.value)}
              onBlur={() => blur('message')}
            />
          )}
        </Field>
        {/* The honeypot: off screen, out of the tab order and hidden from assistive tech. */}
        <div className="contact__hp" aria-hidden="true">
          <label>
            {intl.formatMessage(m.website)}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => set('website', e.target.value)}
            />
          </label>
        </div>
        {problem ? (
          <p className="ck-notice ck-notice--error contact__problem" role="alert">
            {intl.formatMessage(FORM_PROBLEMS[problem])}
          </p>
        ) : null}
        <button
          type="submit"
          className="ck-button ck-button--primary contact__send"
          aria-busy={sending || undefined}
          aria-disabled={sending || undefined}
        >
          {intl.formatMessage(sending ? m.sending : m.send)}
        </button>
        <p className="contact__privacy">
          {intl.formatMessage(m.privacy)}{' '}
          <RouteLink to="privacy" className="ck-link">
            {intl.formatMessage(m.privacyLink)}
          </RouteLink>
        </p>
      </form>
    </div>
  );
}
