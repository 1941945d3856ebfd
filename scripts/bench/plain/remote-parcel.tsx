// Plain-bundle stand-in for shell/src/remotes/remote-parcel.tsx: the parcels the shell mounts
// (the jobs search bar, the sign-up dialog) as React.lazy chunks of the same components.
import { lazy, Suspense, type ComponentType } from 'react';
import { AppIntl, useLocale, type Owner } from 'shared-kit';
import { SlotStatus, type SlotSize } from '../../../shell/src/remotes/slot-status';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

export const PARCELS: Record<string, Loader> = {
  'mfe-jobs:./search-bar': () =>
    Promise.all([
      import('../../../mfe-jobs/src/features/search/search-bar'),
      import('../../../mfe-jobs/src/i18n/load'),
    ]).then(([bar, messages]) => ({
      default: function SearchBarRoot(props: Record<string, unknown>) {
        const locale = useLocale();
        return (
          <AppIntl app="mfe-jobs" locale={locale} load={messages.loadJobsMessages}>
            <bar.SearchBar autoFocus={props.autoFocus as boolean} onNavigate={props.onNavigate as () => void} />
          </AppIntl>
        );
      },
    })),
  'mfe-account:./signup-dialog': () =>
    import('../../../mfe-account/src/app/signup-dialog-parcel').then((m) => ({
      default: m.SignupDialogRoot as unknown as ComponentType<Record<string, unknown>>,
    })),
};

const lazies = new Map<string, ComponentType<Record<string, unknown>>>();
function lazyFor(key: string) {
  let component = lazies.get(key);
  if (!component) {
    component = lazy(PARCELS[key]!);
    lazies.set(key, component);
  }
  return component;
}

interface Props {
  readonly owner: Owner;
  readonly expose: string;
  readonly props?: Record<string, unknown>;
  readonly className?: string;
  readonly size?: SlotSize | null;
}

export function RemoteParcel({ owner, expose, props = {}, className, size = 'strip' }: Props) {
  const Parcel = lazyFor(`${owner}:${expose}`);
  return (
    <div className={className}>
      <Suspense fallback={size ? <SlotStatus state={{ kind: 'loading' }} size={size} /> : null}>
        <Parcel {...props} />
      </Suspense>
    </div>
  );
}
