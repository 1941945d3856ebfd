/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactBody } from 'api/contract';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { ContactPage } from './contact-page';

// userEvent types key by key: a loaded machine needs more than jest's 5 s for a whole form.
jest.setTimeout(30_000);

const messages = { en, ms };
startApiServer();

/** The API: tokens numbered in order; POST contact answers with `answer(n)` for the n-th send. */
function serve(
  answer: (n: number) => Response | { acknowledgement: 'sent' | 'failed' } = () => ({ acknowledgement: 'sent' }),
) {
  const bodies: ContactBody[] = [];
  let tokens = 0;
  server.use(
    http.get(api('/contact/form-token'), () =>
      HttpResponse.json({ data: { form_token: `token-${++tokens}`, min_fill_seconds: 3 } }),
    ),
    http.post(api('/contact'), async ({ request }) => {
      bodies.push((await request.json()) as ContactBody);
      const a = answer(bodies.length);
      return a instanceof Response
        ? a
        : HttpResponse.json({ type: 'success', message: 'ok', data: a }, { status: 201 });
    }),
  );
  return { bodies, tokens: () => tokens };
}

const failure = (status: number, code: string, details?: { field: string; message: string }[]) =>
  HttpResponse.json(
    { error: { code, message: code, messageKey: `errors.${code.toLowerCase()}`, details } },
    { status },
  );

async function fill(user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'ms' = 'en') {
  const t = (en: string, ms: string) => (locale === 'en' ? en : ms);
  await user.type(screen.getByLabelText(t('Your name', 'Nama anda')), 'Aisyah');
  await user.type(screen.getByRole('textbox', { name: t('Your email', 'E-mel anda') }), 'aisyah@example.com');
  await user.selectOptions(screen.getByLabelText(t('Who are you?', 'Siapakah anda?')), t('Student', 'Pelajar'));
  await user.selectOptions(
    screen.getByLabelText(t('What is it about?', 'Tentang apa?')),
    t('Correction to our content', 'Pembetulan kandungan'),
  );
  await user.type(screen.getByLabelText(t('Your message', 'Mesej anda')), 'The nurse guide{enter}needs a fix.');
}

describe('ContactPage', () => {
  it('shows every spec-style error on submit, focuses the first, and clears one as it is fixed', async () => {
    serve();
    const user = userEvent.setup();
    renderIntl(<ContactPage />, { messages });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveAttribute('rows', '6');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '*Name is required',
      '*Email is required',
      '*Please select who you are',
      '*Please select a topic',
      '*Message is required',
      'Please check the fields marked above.',
    ]);
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Your name'), 'Ali');
    expect(screen.queryByText('*Name is required')).not.toBeInTheDocument();
  });

  it('checks a field on blur: an invalid email, then a valid one', async () => {
    serve();
    const user = userEvent.setup();
    renderIntl(<ContactPage />, { messages });
    const email = screen.getByRole('textbox', { name: 'Your email' });
    await user.type(email, 'aisyah@');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // not while typing
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('*Please enter a valid email');
    await user.type(email, 'example.com');
    expect(screen.queryByText('*Please enter a valid email')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('a message too long: the counter and the error say so', async () => {
    serve();
    const user = userEvent.setup();
    renderIntl(<ContactPage />, { messages });
    const message = screen.getByLabelText('Your message');
    await user.click(message);
    await user.paste('m'.repeat(2001));
    await user.tab();
    expect(screen.getByText('2001 of 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('*Message must be at most 2000 characters');
    expect(message).toHaveValue('m'.repeat(2001)); // nothing cut off
  });

  it('sends the form in the page language with its token and the empty honeypot, then confirms', async () => {
    const { bodies } = serve();
    const user = userEvent.setup();
    renderIntl(<ContactPage />, { messages });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const heading = await screen.findByRole('heading', { name: 'Thank you, Aisyah!' });
    expect(heading).toHaveFocus();
    expect(bodies).toEqual([
      {
        name: 'Aisyah',
        email: 'aisyah@example.com',
        role: 'student',
        topic: 'content_correction',
        message: 'The nurse guide\nneeds a fix.',
        lang: 'en',
        form_token: 'token-1',
        website: '',
      },
    ]);
    expect(screen.getByText('Your message has reached our team.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We have sent a confirmation to aisyah@example.com. If you do not see it, check your spam folder.',
      ),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // Another message: a new form with a new token; the sender's details are kept.
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('Aisyah');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('keeps everything typed when the network fails, the server is busy or refuses; sends once it can', async () => {
    const { bodies, tokens } = serve((n) =>
      n === 1
        ? HttpResponse.error()
        : n === 2
          ? failure(429, 'RATE_LIMITED')
          : n === 3
            ? failure(400, 'FORM_EXPIRED')
            : { acknowledgement: 'failed' as const },
    );
    const user = userEvent.setup();
    renderIntl(<ContactPage />, { messages });
    await fill(user);
    const send = screen.getByRole('button', { name: 'Send message' });
    const kept = () => {
      expect(screen.getByLabelText('Your name')).toHaveValue('Aisyah');
      expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveValue('aisyah@example.com');
      expect(screen.getByLabelText('Who are you?')).toHaveValue('student');
      expect(screen.getByLabelText('What is it about?')).toHaveValue('content_correction');
      expect(screen.getByLabelText('Your message')).toHaveValue('The nurse guide\nneeds a fix.');
    };
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your message. Check your connection and try again: what you typed is still here.',
    );
    kept();
    await user.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have sent several messages in a short time. Please try again later: what you typed is still here.',
      ),
    );
    kept();
    await user.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please check your message and press “Send message” again.'),
    );
    kept();
    await waitFor(() => expect(tokens()).toBe(2)); // an expired token is replaced
    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Thank you, Aisyah!' })).toBeInTheDocument();
    expect(bodies.map((b) => b.form_token)).toEqual(['token-1', 'token-1', 'token-1', 'token-2']);
    expect(
      screen.getByText('We could not send a confirmation email to aisyah@example.com, but your message is with us.'),
    ).toBeInTheDocument();
  });

  it('a used form token (the form was sent with it already) is replaced, and the message sent with the new one', async () => {
    const { bodies, tokens } = serve((n) =>
      n === 1 ? failure(400, 'FORM_TOKEN_USED') : { acknowledgement: 'sent' as const },
    );
    const user = userEvent.setup();
    renderIntl(<ContactPage />, { messages });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please check your message and press “Send message” again.'),
    );
    await waitFor(() => expect(tokens()).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Aisyah!' })).toBeInTheDocument();
    expect(bodies.map((b) => b.form_token)).toEqual(['token-1', 'token-2']);
  });

  it('maps the server’s field verdict onto the field', async () => {
    serve(() => failure(400, 'VALIDATION_FAILED', [{ field: 'body.email', message: 'must match pattern' }]));
    const user = userEvent.setup();
    renderIntl(<ContactPage />, { messages });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('*Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveFocus();
  });

  it('in Malay: the errors, the options and the confirmation', async () => {
    const { bodies } = serve();
    const user = userEvent.setup();
    renderIntl(<ContactPage />, { messages, locale: 'ms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hubungi kami' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hantar mesej' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '*Nama diperlukan',
      '*E-mel diperlukan',
      '*Sila pilih siapa anda',
      '*Sila pilih topik',
      '*Mesej diperlukan',
      'Sila semak ruangan yang bertanda di atas.',
    ]);
    expect(
      Array.from(screen.getByLabelText('Siapakah anda?').querySelectorAll('option')).map((o) => o.textContent),
    ).toEqual(['Pilih satu', 'Pelajar', 'Ibu bapa', 'Guru', 'Lain-lain']);
    expect(await axeViolations()).toEqual([]);
    await act(async () => {
      await fill(user, 'ms');
    });
    await user.click(screen.getByRole('button', { name: 'Hantar mesej' }));
    expect(await screen.findByRole('heading', { name: 'Terima kasih, Aisyah!' })).toBeInTheDocument();
    expect(bodies[0]!.lang).toBe('ms');
  });
});
