export interface GroupedCallsOptions {
  /** Most inputs in one call. */
  maxBatch?: number;
  /** Calls running at once; the rest wait, and grow, meanwhile. */
  maxInFlight?: number;
  /**
   * How long the first input waits for others before its call leaves (0: the next microtask). For work
   * nobody waits on, where one statement for many beats one each soon.
   */
  gatherMs?: number;
}

interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs one call for many inputs, as Postgres groups commits: inputs that arrive while calls are in
 * flight go together in the next one. A lone input waits for nobody (its call leaves on the next
 * microtask); under load a busy worker makes one round trip, and one commit, for many jobs.
 *
 * `run` answers one output per input, in order, and must be all or nothing (one transaction, one
 * statement): when it throws, each input of the batch is run again alone, so a bad input fails alone
 * and the others go through.
 */
export class GroupedCalls<In, Out> {
  private readonly waiting: Waiting<In, Out>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly gatherMs: number;

  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    { maxBatch = 100, maxInFlight = 2, gatherMs = 0 }: GroupedCallsOptions = {},
  ) {
    this.maxBatch = maxBatch;
    this.maxInFlight = maxInFlight;
    this.gatherMs = gatherMs;
  }

  call(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.scheduled) return;
      // Inputs of the same tick (jobs the worker started together), or of the gathering time, leave in one call.
      this.scheduled = true;
      const leave = () => {
        this.scheduled = false;
        this.flush();
      };
      if (this.gatherMs > 0) setTimeout(leave, this.gatherMs);
      else queueMicrotask(leave);
    });
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      // What waits is shared among the free calls: two half batches on two connections beat one whole.
      const share = Math.ceil(this.waiting.length / (this.maxInFlight - this.inFlight));
      const batch = this.waiting.splice(0, Math.min(this.maxBatch, share));
      this.inFlight += 1;
      void this.settle(batch).finally(() => {
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  private async settle(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((waiting) => waiting.input));
      if (outputs.length !== batch.length)
        throw new Error(`grouped call answered ${outputs.length} outputs for ${batch.length} inputs`);
      batch.forEach((waiting, i) => waiting.resolve(outputs[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      // Nothing of the batch was done: each input runs again alone, so one bad input fails alone.
      for (const waiting of batch) await this.settle([waiting]);
    }
  }
}
