/**
 * A local double of Twilio's Messages API (2010-04-01), for the tests only: the SDK is pointed at it
 * (the tenant's sms.baseUrl) and nothing leaves the machine. It speaks the documented API:
 *
 *   POST /2010-04-01/Accounts/{AccountSid}/Messages.json
 *     HTTP basic auth (AccountSid : AuthToken), form-encoded To, From or MessagingServiceSid, Body
 *     201 and the Message resource (status "queued", or "accepted" through a messaging service)
 *     400/401/404/429/5xx and Twilio's error body { code, message, more_info, status }
 *
 * Tests script what it does next: a number it rejects with a Twilio error code (21211 invalid
 * number, 21610 unsubscribed, ...), the next answers (an error, a 5xx, or hanging with no answer
 * so the caller's timeout is what ends the request), and read the messages it accepted.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startDoubleServer } from '../double-server';

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
}

/** A message the double accepted, as Twilio would have queued it. */
export interface AcceptedMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  /** The request's headers, lower-cased (the tests check what the SDK sends). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** What the double answers instead of accepting: a Twilio error, or no answer at all. */
export type ScriptedAnswer = { error: TwilioErrorCode } | { status: 500 | 502 | 503; rawBody?: string } | 'hang';

/** The error codes the double knows, with the HTTP status and message Twilio gives them. */
const TWILIO_ERRORS = {
  20003: { status: 401, message: 'Authenticate' },
  20404: { status: 404, message: 'The requested resource was not found' },
  20429: { status: 429, message: 'Too Many Requests' },
  21211: { status: 400, message: "The 'To' number {to} is not a valid phone number." },
  21408: {
    status: 400,
    message: 'Permission to send an SMS has not been enabled for the region indicated by the To number: {to}',
  },
  21602: { status: 400, message: 'Message body is required.' },
  21603: { status: 400, message: "A 'From' phone number is required." },
  21604: { status: 400, message: "A 'To' phone number is required." },
  21606: {
    status: 400,
    message:
      "The 'From' phone number provided is not a valid message-capable Twilio phone number for this destination.",
  },
  21610: { status: 400, message: 'Attempt to send to unsubscribed recipient' },
  21614: { status: 400, message: "'To' number is not a valid mobile number" },
} as const;
export type TwilioErrorCode = keyof typeof TWILIO_ERRORS;

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const E164 = /^\+[1-9][0-9]{6,14}$/;

export interface TwilioDouble {
  /** http://127.0.0.1:{port}: the SDK's base URL. */
  readonly url: string;
  /** Every message accepted, oldest first. */
  readonly messages: readonly AcceptedMessage[];
  /** Requests received (accepted or not), so a test can see that a call was made. */
  readonly requestCount: number;
  /** Messages to `to` get this answer until `clear()`, e.g. { error: 21211 }. */
  answerFor(to: string, answer: ScriptedAnswer): void;
  /** The next request (whatever its number) gets this answer; queued in order. */
  answerNext(answer: ScriptedAnswer): void;
  /** Forgets the scripted answers (not the messages). */
  clear(): void;
  /** Ends every hanging request and stops listening. */
  close(): Promise<void>;
}

function twilioError(res: ServerResponse, code: TwilioErrorCode, to = ''): void {
  const { status, message } = TWILIO_ERRORS[code];
  const body = {
    code,
    message: message.replace('{to}', to),
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
    ...(code === 20003 ? { detail: 'Your AccountSid or AuthToken was incorrect.' } : {}),
  };
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function basicAuth(req: IncomingMessage): { user: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Twilio's RFC 2822 dates: "Thu, 24 Aug 2023 05:01:45 +0000". */
function rfc2822(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

export async function startTwilioDouble(accounts: readonly TwilioAccount[]): Promise<TwilioDouble> {
  const tokens = new Map(accounts.map((a) => [a.accountSid, a.authToken]));
  const messages: AcceptedMessage[] = [];
  const byNumber = new Map<string, ScriptedAnswer>();
  const next: ScriptedAnswer[] = [];
  const hanging = new Set<ServerResponse>();
  let requestCount = 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    requestCount += 1;
    const url = new URL(req.url ?? '/', 'http://double');
    const path = MESSAGES_PATH.exec(url.pathname);
    const body = await readBody(req);
    if (!path?.[1]) return twilioError(res, 20404);
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const accountSid = decodeURIComponent(path[1]);
    const auth = basicAuth(req);
    // Twilio answers 401 20003 alike for an unknown account and a wrong token.
    if (!auth || auth.user !== accountSid || tokens.get(accountSid) !== auth.password) return twilioError(res, 20003);
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return twilioError(res, 21604);
    }
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    const scripted = next.shift() ?? byNumber.get(to);
    if (scripted === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (scripted && 'error' in scripted) return twilioError(res, scripted.error, to);
    if (scripted) {
      const code = 20500;
      res.writeHead(scripted.status, { 'content-type': 'application/json; charset=utf-8' }).end(
        scripted.rawBody ??
          JSON.stringify({
            code,
            message: 'Internal Server Error',
            more_info: `https://www.twilio.com/docs/errors/${code}`,
            status: scripted.status,
          }),
      );
      return;
    }
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const text = form.get('Body');
    if (!to) return twilioError(res, 21604);
    if (!E164.test(to)) return twilioError(res, 21211, to);
    if (!from && !messagingServiceSid) return twilioError(res, 21603);
    if (!text) return twilioError(res, 21602);

    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, accountSid, to, from, messagingServiceSid, body: text, headers: { ...req.headers } });
    const now = rfc2822(new Date());
    const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`;
    res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end(
      JSON.stringify({
        account_sid: accountSid,
        api_version: '2010-04-01',
        body: text,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: messagingServiceSid && !from ? null : from,
        messaging_service_sid: messagingServiceSid,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid,
        status: messagingServiceSid ? 'accepted' : 'queued',
        subresource_uris: { media: uri.replace('.json', '/Media.json') },
        to,
        uri,
      }),
    );
  }

  const server = await startDoubleServer((req, res) => handle(req, res), {
    failure: (error) => ({ contentType: 'text/plain', body: String(error) }),
    hanging,
  });

  return {
    url: server.origin,
    get messages() {
      return messages;
    },
    get requestCount() {
      return requestCount;
    },
    answerFor(to, answer) {
      byNumber.set(to, answer);
    },
    answerNext(answer) {
      next.push(answer);
    },
    clear() {
      byNumber.clear();
      next.length = 0;
    },
    close: () => server.close(),
  };
}
