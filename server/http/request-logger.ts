/**
 * Each request's logger (request.log), made only when the request logs something
 * (docs/architecture.md#request-loggers). Fastify gives every request a child of the app's logger
 * bound to its request id; building a pino child (copying the parent, serialising the bindings)
 * cost a few per cent of a small route's CPU, and at the levels production runs below `info` most
 * requests log nothing. This stand-in has the logger's methods; the first call at an enabled level,
 * or any use of `child`, builds the real child once and hands everything to it, so every line
 * still carries the request id.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LEVELS: readonly LevelName[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** What pino adds to Fastify's base logger and the stand-in uses. */
interface LevelAware {
  isLevelEnabled?: (level: string) => boolean;
}

class LazyRequestLogger {
  #real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real child logger, built on first need. */
  real(): FastifyBaseLogger {
    this.#real ??= this.parent.child(this.bindings, this.options);
    return this.#real;
  }

  enabled(level: LevelName): boolean {
    // A route's own log level (options.level) needs the real child to judge; so does a logger
    // that cannot tell (not pino).
    const isLevelEnabled = (this.parent as FastifyBaseLogger & LevelAware).isLevelEnabled;
    if (this.#real !== undefined || this.options.level !== undefined || typeof isLevelEnabled !== 'function')
      return true;
    return isLevelEnabled.call(this.parent, level);
  }

  get level(): string {
    return this.#real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

for (const level of LEVELS) {
  Object.defineProperty(LazyRequestLogger.prototype, level, {
    value(this: LazyRequestLogger, ...args: unknown[]): void {
      if (!this.enabled(level)) return;
      (this.real()[level] as (...a: unknown[]) => void)(...args);
    },
  });
}
Object.defineProperty(LazyRequestLogger.prototype, 'silent', {
  value(): void {
    // Never writes, whatever the level.
  },
});

/** Fastify's childLoggerFactory: the stand-in above instead of an eager pino child. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
