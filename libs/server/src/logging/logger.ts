import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { serializeRequest, serializeResponse } from './http-serializers';
import { PRETTY_IGNORED_FIELDS, prettyMessage } from './pretty-line';

// Personal data and secrets never reach the logs, whatever a call site passes. Requests and responses are
// logged without their headers (http-serializers.ts), so their cookies and credentials never are.
export const LOG_REDACTIONS = ['*.password', '*.token'];

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** LOG_FORMAT when set; else pretty in development (a person reads it), JSON elsewhere (a collector reads it). */
export function logFormat(config: { NODE_ENV: string; LOG_FORMAT?: LogFormat }): LogFormat {
  return config.LOG_FORMAT ?? (config.NODE_ENV === 'development' ? 'pretty' : 'json');
}

export function loggerOptions(level: string, name: string): LoggerOptions {
  return {
    name,
    level,
    redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
    // Tokens in paths and query strings, search terms and referers: see redact-url.ts.
    serializers: { req: serializeRequest, res: serializeResponse },
  };
}

/**
 * One line per entry either way: JSON on stdout, or pino-pretty's "HH:MM:ss INFO (api): message" written
 * synchronously in this process (no transport thread, nothing lost at exit). pino-pretty is a development
 * dependency: the production image has none, and asking for it there stops the start with this message.
 */
export function logDestination(format: LogFormat): DestinationStream | undefined {
  if (format === 'json') return undefined;
  let pretty: (options: Record<string, unknown>) => DestinationStream;
  try {
    // Loaded only when asked for: production installs omit it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    pretty = require('pino-pretty') as typeof pretty;
  } catch {
    throw new Error(
      'LOG_FORMAT=pretty needs the pino-pretty package, a development dependency that production installs ' +
        '(the Docker image) leave out: use LOG_FORMAT=json there.',
    );
  }
  // Colours follow the terminal (FORCE_COLOR when npm start relays a terminal's output).
  return pretty({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    messageFormat: prettyMessage,
    ignore: PRETTY_IGNORED_FIELDS,
  });
}

/** What nestjs-pino's `pinoHttp` (and pino itself) take: the options, with the pretty stream when asked. */
export function pinoSettings<Options extends LoggerOptions>(
  options: Options,
  format: LogFormat,
): Options | [Options, DestinationStream] {
  const destination = logDestination(format);
  return destination ? [options, destination] : options;
}

export function createLogger(level: string, name: string, format: LogFormat = 'json'): Logger {
  const destination = logDestination(format);
  return destination ? pino(loggerOptions(level, name), destination) : pino(loggerOptions(level, name));
}
