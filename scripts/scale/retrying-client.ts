/**
 * The scale check's HTTP client: each customer connects from an address of its own on loopback
 * (127.x.y.z), so nginx sees, and passes on, a different client address for each; a request that
 * fails on the way (connection refused or reset, nginx's 502/503/504 when the process it chose
 * died) is sent again unchanged, with the same idempotency key, as the app's own client does.
 * Every attempt is counted in a Tally, the figures the check prints.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type Attempt = { kind: 'answer'; answer: Answer } | { kind: 'failed'; error: string };

/** Statuses that mean "the request did not get to a working process": the same request is sent again. */
export const RETRIED_STATUSES: readonly number[] = [502, 503, 504];

/** Whether an attempt is retried: it never got an answer from the application. */
export function isRetried(attempt: Attempt): boolean {
  return attempt.kind === 'failed' || RETRIED_STATUSES.includes(attempt.answer.status);
}

export interface Tally {
  /** Attempts sent, retries included. */
  requests: number;
  /** Attempts that failed on the way (isRetried). */
  errors: number;
  /** Attempts that were a retry of an earlier one. */
  retries: number;
  /** Requests that still failed after every retry: neither an answer nor a clear refusal. */
  unanswered: number;
  /** What the failed attempts were, e.g. "502" or "ECONNRESET", with their count. */
  errorKinds: Map<string, number>;
}

export function newTally(): Tally {
  return { requests: 0, errors: 0, retries: 0, unanswered: 0, errorKinds: new Map() };
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ClientOptions {
  /** e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  /** The address this client connects from (loopback: any 127.x.y.z). */
  localAddress: string;
  tally: Tally;
  /** Attempts per request, the first included. */
  attempts?: number;
  timeoutMs?: number;
}

export interface Client {
  readonly localAddress: string;
  /** Sends the request until an application answers it (or the attempts run out: then throws). */
  send(spec: RequestSpec): Promise<Answer>;
  close(): void;
}

function once(base: URL, agent: http.Agent, localAddress: string, spec: RequestSpec, timeoutMs: number) {
  return new Promise<Attempt>((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: spec.method,
        path: spec.path,
        headers: spec.headers,
        localAddress,
        agent,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            kind: 'answer',
            answer: { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) },
          }),
        );
        res.on('error', (error) =>
          resolve({ kind: 'failed', error: (error as NodeJS.ErrnoException).code ?? error.message }),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    req.on('error', (error) =>
      resolve({ kind: 'failed', error: (error as NodeJS.ErrnoException).code ?? error.message }),
    );
    req.end(spec.body);
  });
}

export function retryingClient(options: ClientOptions): Client {
  const base = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const attempts = options.attempts ?? 6;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const { tally } = options;
  return {
    localAddress: options.localAddress,
    async send(spec) {
      let last = '';
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        tally.requests += 1;
        if (attempt > 1) tally.retries += 1;
        const outcome = await once(base, agent, options.localAddress, spec, timeoutMs);
        if (!isRetried(outcome) && outcome.kind === 'answer') return outcome.answer;
        tally.errors += 1;
        last = outcome.kind === 'failed' ? outcome.error : String(outcome.answer.status);
        tally.errorKinds.set(last, (tally.errorKinds.get(last) ?? 0) + 1);
        // A short, growing pause: long enough for nginx to mark a dead process down.
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
      tally.unanswered += 1;
      throw new Error(`${spec.method} ${spec.path}: no answer after ${attempts} attempts (last: ${last})`);
    },
    close: () => agent.destroy(),
  };
}
