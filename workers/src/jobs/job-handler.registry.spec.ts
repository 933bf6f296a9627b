import { JOB_NAMES, QUEUE_NAMES, type JobName } from '@creneau/contracts';
import { assertOneHandlerPerJob } from './job-handler.registry';

const everyJobOnce = () => new Map<JobName, string[]>(JOB_NAMES.map((job) => [job, [`${job}Handler`]]));

describe('assertOneHandlerPerJob', () => {
  it('accepts exactly one handler per job', () => {
    expect(() => assertOneHandlerPerJob(everyJobOnce(), new Set(QUEUE_NAMES))).not.toThrow();
  });

  it('refuses a job without a handler on a queue this process runs', () => {
    const found = everyJobOnce();
    found.delete('RecordOutboxProbe');

    expect(() => assertOneHandlerPerJob(found, new Set(QUEUE_NAMES))).toThrow('job RecordOutboxProbe has no handler');
  });

  it('ignores a missing handler of a queue this process does not run', () => {
    const found = everyJobOnce();
    found.delete('RecordOutboxProbe');

    expect(() => assertOneHandlerPerJob(found, new Set(['notifications'] as const))).not.toThrow();
  });

  it('refuses two handlers for one job', () => {
    const found = everyJobOnce();
    found.set('PurgeRelayedOutbox', ['PurgeA', 'PurgeB']);

    expect(() => assertOneHandlerPerJob(found, new Set(QUEUE_NAMES))).toThrow(
      'PurgeRelayedOutbox has 2 handlers: PurgeA, PurgeB',
    );
  });
});
