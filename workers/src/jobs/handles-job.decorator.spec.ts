import type { JobPayloads } from '@creneau/contracts';
import { HANDLES_JOB, HandlesJob, type JobHandler } from './handles-job.decorator';

describe('HandlesJob', () => {
  it('marks the class with the job it handles, for the registry', () => {
    @HandlesJob('SendSms')
    class SendsSms implements JobHandler<'SendSms'> {
      async handle(_payload: JobPayloads['SendSms']): Promise<void> {}
    }

    expect(Reflect.getMetadata(HANDLES_JOB, SendsSms)).toBe('SendSms');
  });

  it('refuses, at compile time, a class that handles another job than the one it names', () => {
    // The check is the compiler's (npm run typecheck fails if the line below compiles): an SMS-reply
    // handler takes an inbound SMS id, not the message id SendSms carries.
    // @ts-expect-error the class takes ApplySmsReply's payload, not SendSms's
    @HandlesJob('SendSms')
    class RepliesToSms {
      async handle(_payload: JobPayloads['ApplySmsReply']): Promise<void> {}
    }

    expect(Reflect.getMetadata(HANDLES_JOB, RepliesToSms)).toBe('SendSms');
  });
});
