import type { CareerQuizJobMatch } from 'api/contract';

/**
 * The slot for per-job actions in each recommended job's card: "Save" and "Add to compare" come
 * from shared-kit (built in another change, with the sign-up dialog for visitors). Render them
 * here — e.g. `<SaveJobButton jobId={job.id} /> <CompareButton slug={…} />` — and every card of
 * the result page shows them. Until then the cards have no actions area.
 */
export function JobActions(_props: { job: CareerQuizJobMatch }): React.ReactNode {
  return null;
}
