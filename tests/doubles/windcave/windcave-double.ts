/**
 * A local Windcave for tests (docs/payment-providers.md#windcave): the REST API calls the adapter
 * makes (sessions, transactions: purchase with a stored card and refund), Basic authentication,
 * X-ID-Key idempotency, its hosted payment page with Approve / Decline / Cancel buttons that redirect
 * to the session's callback URL, and the FPRN notification (GET notificationUrl?sessionId=...).
 * Tests steer it through `control`: declines, timeouts (before or after doing the work), 5xx,
 * another amount, duplicate and forged notifications.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startDoubleServer } from '../double-server';

export type WindcaveFault = 'timeout' | 'timeout-after' | '5xx' | '4xx';
export type WindcaveCall = 'createSession' | 'getSession' | 'purchase' | 'refund' | 'getTransaction';

interface Transaction {
  id: string;
  type: 'purchase' | 'refund' | 'validate';
  authorised: boolean;
  responseText: string;
  amount: string;
  currency: string;
  merchantReference: string;
  sessionId?: string;
  card?: {
    id: string;
    cardHolderName: string;
    cardNumber: string;
    dateExpiryMonth: string;
    dateExpiryYear: string;
    type: string;
  };
}

export interface DoubleSession {
  id: string;
  type: 'purchase' | 'validate';
  state: 'init' | 'complete' | 'expired';
  amount: string;
  currency: string;
  merchantReference: string;
  callbackUrls: { approved?: string; declined?: string; cancelled?: string };
  notificationUrl?: string;
  expires?: string;
  storeCard: boolean;
  transactions: Transaction[];
  /** What GET reports as the amount, when a test told it to lie. */
  reportedAmount?: string;
  reportedCurrency?: string;
}

export interface WindcaveDouble {
  baseUrl: string;
  /** The API base the adapter is configured with (…/api/v1). */
  apiUrl: string;
  username: string;
  apiKey: string;
  close(): Promise<void>;
  control: {
    /** The next `times` calls of `call` fail this way. */
    fail(call: WindcaveCall, fault: WindcaveFault, times?: number): void;
    /** Drops the faults still queued for `call`: its next calls are answered normally. */
    heal(call: WindcaveCall): void;
    /** The payer's decision, as the hosted page's buttons make it (sends the FPRN unless told not to). */
    decide(sessionId: string, decision: 'approve' | 'decline' | 'cancel', notify?: boolean): Promise<void>;
    /** GET reports another amount (and currency) for the session than was asked. */
    reportAmount(sessionId: string, amount: string, currency?: string): void;
    /** Sends the session's FPRN `times` times (duplicates), awaiting each answer's status. */
    notify(sessionId: string, times?: number): Promise<number[]>;
    /** Sends an FPRN naming a session that does not exist (a forgery). */
    notifyForged(notificationUrl: string): Promise<number>;
    sessions(): DoubleSession[];
    sessionByReference(reference: string): DoubleSession[];
    refunds(): Transaction[];
    /** How many creates each X-ID-Key was sent with. */
    keyUses(key: string): number;
    /** Every request the double answered (method and path), oldest first. */
    requests(): string[];
  };
}

const newId = () => randomBytes(8).toString('hex');
const TEST_CARD = {
  cardHolderName: 'WINDCAVE TESTER',
  cardNumber: '411111........11',
  dateExpiryMonth: '12',
  dateExpiryYear: '30',
  type: 'visa',
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function cents(amount: string): number {
  const [whole = '0', part = '0'] = amount.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0').slice(0, 2));
}

export async function startWindcaveDouble(
  options: { username?: string; apiKey?: string } = {},
): Promise<WindcaveDouble> {
  const username = options.username ?? 'KerbsideREST';
  const apiKey = options.apiKey ?? `key-${newId()}`;
  const sessions = new Map<string, DoubleSession>();
  const transactions = new Map<string, Transaction>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const keyCount = new Map<string, number>();
  const faults: { call: WindcaveCall; fault: WindcaveFault }[] = [];
  const hanging = new Set<ServerResponse>();
  const log: string[] = [];
  const savedCards = new Set<string>();
  let baseUrl = '';

  const takeFault = (call: WindcaveCall): WindcaveFault | null => {
    const index = faults.findIndex((f) => f.call === call);
    if (index < 0) return null;
    const [taken] = faults.splice(index, 1);
    return taken?.fault ?? null;
  };

  /** Answers as the fault says; true when the answer was taken over by it. `work` runs first for 'timeout-after'. */
  const faulted = (res: ServerResponse, fault: WindcaveFault | null, work?: () => void): boolean => {
    if (fault === null) return false;
    if (fault === 'timeout-after') work?.();
    if (fault === 'timeout' || fault === 'timeout-after') {
      hanging.add(res);
      return true;
    }
    if (fault === '5xx') json(res, 503, { errors: [{ message: 'service unavailable' }] });
    else json(res, 400, { errors: [{ target: 'request', message: 'invalid request' }] });
    return true;
  };

  const sessionView = (s: DoubleSession) => ({
    id: s.id,
    state: s.state,
    type: s.type,
    amount: s.reportedAmount ?? s.amount,
    currency: s.reportedCurrency ?? s.currency,
    merchantReference: s.merchantReference,
    expires: s.expires,
    links: [
      { href: `${baseUrl}/api/v1/sessions/${s.id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/hpp/${s.id}`, rel: 'hpp', method: 'REDIRECT' },
    ],
    transactions: s.transactions.map((t) => ({
      ...t,
      amount: s.reportedAmount ?? t.amount,
      currency: s.reportedCurrency ?? t.currency,
    })),
  });

  const sendFprn = async (s: DoubleSession): Promise<number> => {
    if (!s.notificationUrl) return 0;
    const url = new URL(s.notificationUrl);
    url.searchParams.set('sessionId', s.id);
    try {
      const answer = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(5000) });
      await answer.text();
      return answer.status;
    } catch {
      return 0;
    }
  };

  const decide = async (id: string, decision: 'approve' | 'decline' | 'cancel', notify = true) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    if (s.state !== 'init') return;
    if (s.expires && new Date(s.expires) <= new Date() && decision !== 'cancel') {
      s.state = 'expired';
      return;
    }
    s.state = 'complete';
    if (decision !== 'cancel') {
      const approved = decision === 'approve';
      const card = { id: `card_${newId()}`, ...TEST_CARD };
      if (approved && s.storeCard) savedCards.add(card.id);
      const t: Transaction = {
        id: newId(),
        type: s.type,
        authorised: approved,
        responseText: approved ? 'APPROVED' : 'DECLINED',
        amount: s.amount,
        currency: s.currency,
        merchantReference: s.merchantReference,
        sessionId: s.id,
        card,
      };
      transactions.set(t.id, t);
      s.transactions.push(t);
    }
    if (notify) await sendFprn(s);
  };

  const hppPage = (s: DoubleSession) => {
    const button = (d: string, label: string) =>
      `<form method="post" action="/hpp/${s.id}/${d}"><button type="submit" name="decision" value="${d}">${label}</button></form>`;
    const open = s.state === 'init';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Windcave payment</title></head><body>
<h1>Windcave payment</h1><p>Reference ${s.merchantReference}</p><p>Amount ${s.currency} ${s.amount}</p>
${open ? `${button('approve', 'Pay with test card')}${button('decline', 'Decline payment')}${button('cancel', 'Cancel payment')}` : `<p id="status">Payment ${s.transactions.at(-1)?.authorised ? 'approved' : 'not approved'}. You can close this window.</p>`}
</body></html>`;
  };

  const api = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const expected = `Basic ${Buffer.from(`${username}:${apiKey}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return json(res, 401, { errors: [{ message: 'unauthorised' }] });
    const key = typeof req.headers['x-id-key'] === 'string' ? req.headers['x-id-key'] : undefined;
    const text = req.method === 'POST' ? await readBody(req) : '';
    const body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    if (req.method === 'POST' && key) {
      keyCount.set(key, (keyCount.get(key) ?? 0) + 1);
    }
    const remembered = key ? byKey.get(`${path}\u0000${key}`) : undefined;

    if (req.method === 'POST' && path === '/sessions') {
      const fault = takeFault('createSession');
      const work = () => {
        if (remembered) return remembered;
        const s: DoubleSession = {
          id: newId(),
          type: body.type === 'validate' ? 'validate' : 'purchase',
          state: 'init',
          amount: String(body.amount),
          currency: String(body.currency),
          merchantReference: String(body.merchantReference ?? ''),
          callbackUrls: (body.callbackUrls ?? {}) as DoubleSession['callbackUrls'],
          ...(typeof body.notificationUrl === 'string' ? { notificationUrl: body.notificationUrl } : {}),
          ...(typeof body.expires === 'string' ? { expires: body.expires } : {}),
          storeCard: body.storeCard === true,
          transactions: [],
        };
        sessions.set(s.id, s);
        const answer = { status: 202, body: sessionView(s) };
        if (key) byKey.set(`${path}\u0000${key}`, answer);
        return answer;
      };
      if (faulted(res, fault, work)) return;
      const answer = work();
      return json(res, answer.status, answer.body);
    }
    const sessionMatch = /^\/sessions\/([A-Za-z0-9_-]+)$/.exec(path);
    if (req.method === 'GET' && sessionMatch?.[1]) {
      if (faulted(res, takeFault('getSession'))) return;
      const s = sessions.get(sessionMatch[1]);
      if (!s) return json(res, 404, { errors: [{ message: 'session not found' }] });
      if (s.state === 'init' && s.expires && new Date(s.expires) <= new Date()) s.state = 'expired';
      return json(res, s.state === 'init' ? 202 : 200, sessionView(s));
    }
    if (req.method === 'POST' && path === '/transactions') {
      const refund = body.type === 'refund';
      const fault = takeFault(refund ? 'refund' : 'purchase');
      const work = () => {
        if (remembered) return remembered;
        let answer: { status: number; body: unknown };
        if (refund) {
          const original = transactions.get(String(body.transactionId));
          const refunded = [...transactions.values()]
            .filter((t) => t.type === 'refund' && t.sessionId === original?.id && t.authorised)
            .reduce((sum, t) => sum + cents(t.amount), 0);
          const ok = original?.authorised === true && cents(String(body.amount)) + refunded <= cents(original.amount);
          const t: Transaction = {
            id: newId(),
            type: 'refund',
            authorised: ok,
            responseText: ok ? 'APPROVED' : 'REFUND AMOUNT EXCEEDS ORIGINAL',
            amount: String(body.amount),
            currency: original?.currency ?? '',
            merchantReference: String(body.merchantReference ?? ''),
            ...(original ? { sessionId: original.id } : {}),
          };
          transactions.set(t.id, t);
          answer = {
            status: original ? 201 : 404,
            body: original ? t : { errors: [{ message: 'transaction not found' }] },
          };
        } else {
          const cardId = String(body.cardId ?? '');
          const ok = savedCards.has(cardId);
          const t: Transaction = {
            id: newId(),
            type: 'purchase',
            authorised: ok,
            responseText: ok ? 'APPROVED' : 'DECLINED',
            amount: String(body.amount),
            currency: String(body.currency),
            merchantReference: String(body.merchantReference ?? ''),
            card: { id: cardId, ...TEST_CARD },
          };
          transactions.set(t.id, t);
          answer = { status: 201, body: t };
        }
        if (key) byKey.set(`${path}\u0000${key}`, answer);
        return answer;
      };
      if (faulted(res, fault, work)) return;
      const answer = work();
      return json(res, answer.status, answer.body);
    }
    const transactionMatch = /^\/transactions\/([A-Za-z0-9_-]+)$/.exec(path);
    if (req.method === 'GET' && transactionMatch?.[1]) {
      if (faulted(res, takeFault('getTransaction'))) return;
      const t = transactions.get(transactionMatch[1]);
      return t ? json(res, 200, t) : json(res, 404, { errors: [{ message: 'transaction not found' }] });
    }
    return json(res, 404, { errors: [{ message: 'no such call' }] });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://double');
    log.push(`${req.method} ${url.pathname}`);
    if (url.pathname.startsWith('/api/v1/')) return api(req, res, url.pathname.slice('/api/v1'.length));
    const page = /^\/hpp\/([A-Za-z0-9_-]+)(?:\/(approve|decline|cancel))?$/.exec(url.pathname);
    const s = page?.[1] ? sessions.get(page[1]) : undefined;
    if (!page || !s) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    if (req.method === 'POST' && page[2]) {
      const decision = page[2] as 'approve' | 'decline' | 'cancel';
      await readBody(req);
      await decide(s.id, decision);
      const target =
        decision === 'approve'
          ? s.callbackUrls.approved
          : decision === 'decline'
            ? s.callbackUrls.declined
            : s.callbackUrls.cancelled;
      if (target) {
        const back = new URL(target);
        back.searchParams.set('sessionId', s.id);
        res.writeHead(303, { location: back.toString() });
        return res.end();
      }
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(hppPage(s));
  };
  const server = await startDoubleServer(handle, {
    failure: (error) => ({
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: String(error) }] }),
    }),
    hanging,
  });
  baseUrl = server.origin;

  return {
    baseUrl,
    apiUrl: `${baseUrl}/api/v1`,
    username,
    apiKey,
    close: () => server.close(),
    control: {
      fail(call, fault, times = 1) {
        for (let i = 0; i < times; i += 1) faults.push({ call, fault });
      },
      heal(call) {
        for (let i = faults.length - 1; i >= 0; i -= 1) if (faults[i]?.call === call) faults.splice(i, 1);
      },
      decide,
      reportAmount(sessionId, amount, currency) {
        const s = sessions.get(sessionId);
        if (!s) throw new Error(`no session ${sessionId}`);
        s.reportedAmount = amount;
        if (currency) s.reportedCurrency = currency;
      },
      async notify(sessionId, times = 1) {
        const s = sessions.get(sessionId);
        if (!s) throw new Error(`no session ${sessionId}`);
        const statuses: number[] = [];
        for (let i = 0; i < times; i += 1) statuses.push(await sendFprn(s));
        return statuses;
      },
      async notifyForged(notificationUrl) {
        const url = new URL(notificationUrl);
        url.searchParams.set('sessionId', newId());
        const answer = await fetch(url);
        await answer.text();
        return answer.status;
      },
      sessions: () => [...sessions.values()],
      sessionByReference: (reference) => [...sessions.values()].filter((s) => s.merchantReference === reference),
      refunds: () => [...transactions.values()].filter((t) => t.type === 'refund'),
      keyUses: (key) => keyCount.get(key) ?? 0,
      requests: () => [...log],
    },
  };
}
