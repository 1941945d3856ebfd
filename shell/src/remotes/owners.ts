import { DECLARED_ROUTES, type Owner } from 'shared-kit';

/**
 * The remotes the shell activates: every owner in the route table, each with its slot
 * `#slot-<owner>` in index.html. A test checks this list against the workspace packages whose
 * role is "remote" (docs/decisions/045).
 */
export const OWNERS: readonly Owner[] = [...new Set(DECLARED_ROUTES.map((r) => r.owner))];
