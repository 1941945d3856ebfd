// Tests only: the fixture lives in src/shared (the comparison's tests use it too).
export { JOB } from '../../shared/job.fixture';
