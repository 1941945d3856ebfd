import type { JobDetail, Locale } from 'api/contract';
import { ComingSoon } from '../coming-soon';
import type { Section } from '../sections';
import { KnowledgeSection } from './knowledge-section';
import { PathwaySection } from './pathway-section';
import { SalarySection } from './salary-section';

/** The body of one section of a guide. */
export function SectionBody({ job, section, locale }: { job: JobDetail; section: Section; locale: Locale }) {
  switch (section) {
    case 'job-knowledge':
      return <KnowledgeSection job={job} locale={locale} />;
    case 'education-pathway':
      return <PathwaySection job={job} locale={locale} />;
    case 'salary-and-progression':
      return <SalarySection job={job} locale={locale} />;
    default:
      // Experts say: only real, attributable sources; none are verified yet.
      return <ComingSoon level={3} />;
  }
}
