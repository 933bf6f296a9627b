import { GroupedCalls } from './grouped-calls';

/** A call that stays open until released, recording the inputs it was given. */
function controlledRun() {
  const calls: { inputs: number[]; release: () => void; fail: (error: Error) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      calls.push({ inputs, release: () => resolve(inputs.map((n) => n * 10)), fail: reject });
    });
  return { calls, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupedCalls', () => {
  it('sends inputs of the same tick together and answers each its own output', async () => {
    const { calls, run } = controlledRun();
    const grouped = new GroupedCalls(run, { maxInFlight: 1 });
    const answers = Promise.all([grouped.call(1), grouped.call(2), grouped.call(3)]);
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2, 3]]);
    calls[0].release();
    await expect(answers).resolves.toEqual([10, 20, 30]);
  });

  it('groups what arrives while calls are in flight into the next call', async () => {
    const { calls, run } = controlledRun();
    const grouped = new GroupedCalls(run, { maxInFlight: 1 });
    const first = grouped.call(1);
    await tick();
    const later = [grouped.call(2), grouped.call(3)];
    await tick();
    grouped.call(4).catch(() => undefined);
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([[1]]);
    calls[0].release();
    await expect(first).resolves.toBe(10);
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2, 3, 4]]);
    calls[1].release();
    await expect(Promise.all(later)).resolves.toEqual([20, 30]);
  });

  it('with gatherMs, holds the first input that long and sends what came meanwhile with it', async () => {
    jest.useFakeTimers();
    try {
      const { calls, run } = controlledRun();
      const grouped = new GroupedCalls(run, { maxInFlight: 1, gatherMs: 10 });
      const first = grouped.call(1);
      await Promise.resolve();
      expect(calls).toEqual([]);
      jest.advanceTimersByTime(5);
      const second = grouped.call(2);
      expect(calls).toEqual([]);
      jest.advanceTimersByTime(5);
      expect(calls.map((call) => call.inputs)).toEqual([[1, 2]]);
      calls[0].release();
      await expect(Promise.all([first, second])).resolves.toEqual([10, 20]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps at most maxInFlight calls running and maxBatch inputs per call', async () => {
    const { calls, run } = controlledRun();
    const grouped = new GroupedCalls(run, { maxBatch: 2, maxInFlight: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((n) => grouped.call(n)));
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    calls[0].release();
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2], [3, 4], [5]]);
    calls[1].release();
    calls[2].release();
    await expect(answers).resolves.toEqual([10, 20, 30, 40, 50]);
  });

  it('shares what waits among the calls that may start', async () => {
    const { calls, run } = controlledRun();
    const grouped = new GroupedCalls(run, { maxInFlight: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((n) => grouped.call(n)));
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    for (const call of calls) call.release();
    await expect(answers).resolves.toEqual([10, 20, 30, 40, 50]);
  });

  it('runs each input of a failed call again alone, so only the bad one fails', async () => {
    const calls: number[][] = [];
    const grouped = new GroupedCalls(
      async (inputs: number[]) => {
        calls.push(inputs);
        if (inputs.includes(2)) throw new Error('constraint violated');
        return inputs.map((n) => n * 10);
      },
      { maxInFlight: 1 },
    );
    const answers = [1, 2, 3].map((n) => grouped.call(n));
    await expect(answers[0]).resolves.toBe(10);
    await expect(answers[1]).rejects.toThrow('constraint violated');
    await expect(answers[2]).resolves.toBe(30);
    expect(calls).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('goes on with the next inputs after a failed call', async () => {
    const { calls, run } = controlledRun();
    const grouped = new GroupedCalls(run, { maxInFlight: 1 });
    const failed = grouped.call(1);
    await tick();
    const next = grouped.call(3);
    calls[0].fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await tick();
    calls[1].release();
    await expect(next).resolves.toBe(30);
  });

  it('rejects a call that answers a different number of outputs', async () => {
    const grouped = new GroupedCalls(async (inputs: number[]) => inputs.slice(1));
    await expect(Promise.all([grouped.call(1), grouped.call(2)])).rejects.toThrow('0 outputs for 1 inputs');
  });
});
