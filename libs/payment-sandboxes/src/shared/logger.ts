const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;

/** What the sandboxes log through (the shape of Nest's LoggerService, so the API's logger would fit too). */
export interface SandboxLogger {
  log(message: unknown, context?: string): void;
  warn(message: unknown, context?: string): void;
  error(message: unknown, trace?: string, context?: string): void;
  debug?(message: unknown, context?: string): void;
}

/** One JSON object per line on stdout, in the same shape as the API's log lines. */
export class JsonLogger implements SandboxLogger {
  constructor(private readonly minLevel: LogLevel = 'info') {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    this.write('error', message, context, trace);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }

  private write(level: LogLevel, message: unknown, context?: string, trace?: string) {
    if (LEVELS[level] < LEVELS[this.minLevel]) return;
    const entry: Record<string, unknown> = { level, time: new Date().toISOString() };
    if (context) entry.context = context;
    if (message && typeof message === 'object' && !(message instanceof Error)) Object.assign(entry, message);
    else entry.msg = message instanceof Error ? message.message : String(message);
    if (trace) entry.trace = trace;
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  }
}
