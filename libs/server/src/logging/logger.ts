import pino, { type Logger, type LoggerOptions } from 'pino';

// Personal data and secrets never reach the logs, whatever a call site passes.
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

export function loggerOptions(level: string, name: string): LoggerOptions {
  return { name, level, redact: { paths: LOG_REDACTIONS, censor: '[redacted]' } };
}

export function createLogger(level: string, name: string): Logger {
  return pino(loggerOptions(level, name));
}
