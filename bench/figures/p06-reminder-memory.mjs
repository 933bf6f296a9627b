// P6: Redis bytes per scheduled reminder, read from P5's trials (the same jobs, counted key by key).
import { memoryFigure } from './p05-reminder-scheduling.mjs';

export default memoryFigure;
