import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { lazyRequestLogger } from './request-logger';

function capture(level: string): { logger: FastifyBaseLogger; lines: () => Record<string, unknown>[] } {
  const out: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level }, stream) as unknown as FastifyBaseLogger;
  return {
    logger,
    lines: () =>
      out
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('lazyRequestLogger', () => {
  it('builds no child while the request logs below the level, and writes nothing', () => {
    const { logger, lines } = capture('error');
    const child = vi.spyOn(logger, 'child');
    const log = lazyRequestLogger(logger, { reqId: 'r1' }, {});
    log.info({ status: 200 }, 'request');
    log.debug('detail');
    log.warn('warned');
    expect(child).not.toHaveBeenCalled();
    expect(lines()).toEqual([]);
  });

  it('writes at an enabled level with the request id, as an eager child would', () => {
    const { logger, lines } = capture('info');
    const eager = capture('info');
    lazyRequestLogger(logger, { reqId: 'r2' }, {}).info({ status: 200 }, 'request');
    eager.logger.child({ reqId: 'r2' }, {}).info({ status: 200 }, 'request');
    const strip = (l: Record<string, unknown>) => ({ ...l, time: 0 });
    expect(lines().map(strip)).toEqual(eager.lines().map(strip));
    expect(lines()[0]).toMatchObject({ reqId: 'r2', status: 200, msg: 'request' });
  });

  it('serialises an error as the child would, and builds the child once', () => {
    const { logger, lines } = capture('error');
    const child = vi.spyOn(logger, 'child');
    const log = lazyRequestLogger(logger, { reqId: 'r3' }, {});
    log.error({ err: new Error('boom') }, 'failed');
    log.error('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines()).toHaveLength(2);
    expect(lines()[0]).toMatchObject({ reqId: 'r3', msg: 'failed', err: { type: 'Error', message: 'boom' } });
  });

  it('honours a route log level, its own children and its level', () => {
    const { logger, lines } = capture('error');
    const log = lazyRequestLogger(logger, { reqId: 'r4' }, { level: 'info' });
    expect(log.level).toBe('info');
    log.info('route at info');
    log.child({ part: 'x' }).info('from a child');
    expect(lines().map((l) => [l.reqId, l.msg, l.part])).toEqual([
      ['r4', 'route at info', undefined],
      ['r4', 'from a child', 'x'],
    ]);
  });

  it('has every method Fastify checks a logger for', () => {
    const log = lazyRequestLogger(capture('info').logger, { reqId: 'r5' }, {});
    for (const method of ['info', 'error', 'debug', 'fatal', 'warn', 'trace', 'child', 'silent'] as const)
      expect(typeof log[method]).toBe('function');
  });
});
