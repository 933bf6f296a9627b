// P2: booking latency at BENCH_CLIENTS callers, read from P1's trials (the same bookings, timed one by one).
import { latencyFigure } from './p01-booking-throughput.mjs';

export default latencyFigure;
