import { slowdownMs } from './sign-in-slowdown.service';

describe('slowdownMs', () => {
  it('lets a person mistype a few times, then doubles the wait up to sixteen times the first', () => {
    const waits = Array.from({ length: 12 }, (_, failures) => slowdownMs(failures, 500));

    expect(waits).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
