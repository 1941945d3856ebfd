import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { ErrorPage } from '../components/error-page';
import { localeOfPath } from '../routes/paths';
import { reloadAfterChunkError } from './reload-guard';

/** Props single-spa passes to every app and parcel; the shell adds `domElement`. */
export interface AppProps {
  /** Set by single-spa when it mounts the app or parcel. */
  readonly name?: string;
  readonly domElement?: HTMLElement;
  readonly [key: string]: unknown;
}

const FATAL = {
  en: {
    title: 'Something went wrong',
    message: 'Sorry, this page stopped working. Reload to try again.',
    action: 'Reload',
  },
  ms: {
    title: 'Ada masalah teknikal',
    message: 'Maaf, halaman ini terhenti. Muat semula untuk cuba lagi.',
    action: 'Muat semula',
  },
};

/** Fatal errors inside an app show the error page in that app's slot, in the page's language. */
export function FatalError() {
  const t = FATAL[localeOfPath(window.location.pathname) ?? 'en'];
  return (
    <ErrorPage
      title={t.title}
      message={t.message}
      action={
        <button type="button" className="ck-button ck-button--primary" onClick={() => window.location.reload()}>
          {t.action}
        </button>
      }
    />
  );
}

class Boundary extends Component<{ children: ReactNode; name: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Code that did not load (a new build replaced it, or the network hiccupped): reload once at
    // this route; within 10 s of the last forced reload the error page shows instead (spec §4).
    if (reloadAfterChunkError(error)) return;
    console.error(`[${this.props.name}] crashed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <FatalError /> : this.props.children;
  }
}

/**
 * single-spa lifecycles for a React app or parcel: React 19 `createRoot`, an error boundary that
 * shows the error page, mounted into the `domElement` the shell gives.
 */
export function createAppLifecycles<P extends AppProps>(Root: ComponentType<P>) {
  const Wrapped = (props: P) => (
    <Boundary name={props.name ?? 'app'}>
      <Root {...props} />
    </Boundary>
  );
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Wrapped,
    errorBoundary: () => <FatalError />,
  });
}
