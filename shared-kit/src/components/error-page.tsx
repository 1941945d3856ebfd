import type { ReactNode } from 'react';
import { Ola } from './ola';

export interface ErrorPageProps {
  readonly title: ReactNode;
  readonly message: ReactNode;
  readonly action: ReactNode;
  readonly mood?: 'confused' | 'tired' | 'happy';
  readonly code?: number;
}

/** The error page (404, 504, fatal errors): Ola, a title, a message and one way out. */
export function ErrorPage({ title, message, action, mood = 'confused', code }: ErrorPageProps) {
  return (
    <section className="ck-error-page" data-status={code}>
      <Ola mood={mood} size={160} />
      <h1 className="ck-error-page__title">{title}</h1>
      <p className="ck-error-page__message">{message}</p>
      <div className="ck-error-page__action">{action}</div>
    </section>
  );
}
