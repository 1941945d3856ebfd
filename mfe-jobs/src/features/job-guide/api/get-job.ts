// The guide's data lives in src/shared/api (the comparison reads the same cached guides).
export { getJob, jobQuery, useJob } from '../../../shared/api/get-job';
