import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRetried, newTally, retryingClient } from './retrying-client';

describe('the scale check client', () => {
  let server: Server;
  let baseUrl = '';
  const seen: Array<{ address: string; body: string }> = [];

  beforeAll(async () => {
    // Answers 502 to the first two attempts of each body, as nginx does when the process it chose died.
    const attempts = new Map<string, number>();
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ address: req.socket.remoteAddress ?? '', body });
        const n = (attempts.get(body) ?? 0) + 1;
        attempts.set(body, n);
        if (body === 'refused') res.writeHead(200).end('no');
        else if (n <= 2) res.writeHead(502).end('bad gateway');
        else res.writeHead(200).end(`ok ${n}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('retries what never reached the application, nothing else', () => {
    const answer = (status: number) => ({
      kind: 'answer' as const,
      answer: { status, headers: {}, body: Buffer.alloc(0) },
    });
    expect(isRetried({ kind: 'failed', error: 'ECONNRESET' })).toBe(true);
    expect([502, 503, 504].map((s) => isRetried(answer(s)))).toEqual([true, true, true]);
    expect([200, 303, 400, 429, 500].map((s) => isRetried(answer(s)))).toEqual([false, false, false, false, false]);
  });

  it('sends the same request again, from its own address, and counts each attempt', async () => {
    const tally = newTally();
    const client = retryingClient({ baseUrl, localAddress: '127.0.0.5', tally });
    const answer = await client.send({ method: 'POST', path: '/', body: '{"idempotencyKey":"k-1"}' });
    client.close();
    expect(answer.body.toString()).toBe('ok 3');
    expect(seen.filter((s) => s.body === '{"idempotencyKey":"k-1"}')).toEqual(
      Array.from({ length: 3 }, () => ({ address: '127.0.0.5', body: '{"idempotencyKey":"k-1"}' })),
    );
    expect({ ...tally, errorKinds: Object.fromEntries(tally.errorKinds) }).toEqual({
      requests: 3,
      errors: 2,
      retries: 2,
      unanswered: 0,
      errorKinds: { '502': 2 },
    });
  });

  it('gives up after its attempts and counts the request as unanswered', async () => {
    const tally = newTally();
    const client = retryingClient({ baseUrl, localAddress: '127.0.0.5', tally, attempts: 2 });
    await expect(client.send({ method: 'POST', path: '/', body: 'k-2' })).rejects.toThrow(/no answer after 2 attempts/);
    client.close();
    expect(tally).toMatchObject({ requests: 2, errors: 2, retries: 1, unanswered: 1 });
  });
});
