import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

/**
 * Work a request starts and does not wait for: its answer goes out first, the same whatever the work
 * finds (an e-mail link asked for an unknown address answers as fast as for a known one). Failures are
 * logged; a SIGTERM waits for the work in flight before the process ends.
 */
@Injectable()
export class AfterResponse implements BeforeApplicationShutdown {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: PinoLogger) {
    this.logger.setContext(AfterResponse.name);
  }

  run(what: string, work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((error: unknown) => this.logger.error({ err: error, what }, 'work after the answer failed'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.pending);
  }
}
