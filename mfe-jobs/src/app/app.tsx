import { AppIntl, useLocale, useRoute } from 'shared-kit';
import { DirectoryPage } from '../features/directory/directory-page';
import { JobGuidePage, type Section } from '../features/job-guide/job-guide-page';
import { loadJobsMessages } from '../i18n/load';

/** mfe-jobs: the directory and the job guides. */
export function App() {
  const locale = useLocale();
  const route = useRoute();
  const id = route?.route.id;
  return (
    <AppIntl app="mfe-jobs" locale={locale} load={loadJobsMessages}>
      {id === 'directory' ? <DirectoryPage /> : null}
      {id === 'jobs.detail' || id === 'jobs.section' ? (
        <JobGuidePage slug={route!.params.slug!} section={(route!.canonical.section as Section | undefined) ?? null} />
      ) : null}
    </AppIntl>
  );
}
