import type { JobDetail, Locale } from 'api/contract';
import GuideDetails from './details/guide-details';
import type { DetailsPart } from './details/has-details';

/**
 * One part of the guide's details (decision 220); it renders nothing when the job has none. It
 * renders with its section (not a frame later), so the sections below it never shift (CLS 0).
 */
export function DetailsSlot({ job, part, locale }: { job: JobDetail; part: DetailsPart; locale: Locale }) {
  return <GuideDetails job={job} part={part} locale={locale} />;
}
