/**
 * Sends SMS through Twilio's Messages API with its official SDK (docs/sms.md). Every send is bounded
 * by a timeout; every failure becomes an SmsSendError that says what went wrong (Twilio's error
 * code and HTTP status, or a timeout) and never carries the message text or the SDK's own error,
 * whose request record holds the form body, and so the code.
 */
import type TwilioSdk from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { loadTwilio } from '../../lazy-packages';
import type { SmsProvider } from './sms-provider';
import { SmsSendError } from './sms-send-error';

/** Twilio's API; another base URL only for a test double or an egress proxy speaking the same API. */
export const TWILIO_API_BASE_URL = 'https://api.twilio.com';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A Twilio number (E.164) or an alphanumeric sender id; this or messagingServiceSid. */
  from?: string;
  messagingServiceSid?: string;
  /** Default https://api.twilio.com. */
  baseUrl?: string;
  /** Longest wait for Twilio to accept one message. */
  timeoutMs: number;
}

type TwilioClient = ReturnType<typeof TwilioSdk>;
type RequestClientClass = typeof TwilioSdk.RequestClient;

/**
 * The SDK's documented seam for its HTTP transport (the `httpClient` client option): its own
 * RequestClient, with every request's origin replaced by the base URL (path prefix kept).
 */
function baseUrlRequestClient(SdkRequestClient: RequestClientClass, baseUrl: URL, timeoutMs: number) {
  const prefix = baseUrl.pathname.replace(/\/+$/, '');
  class BaseUrlRequestClient extends SdkRequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const original = new URL(opts.uri);
      const target = new URL(`${prefix}${original.pathname}${original.search}`, baseUrl.origin);
      return super.request({ ...opts, uri: target.href });
    }
  }
  return new BaseUrlRequestClient({ timeout: timeoutMs, autoRetry: false });
}

async function createClient(settings: TwilioSettings): Promise<TwilioClient> {
  const twilio = await loadTwilio();
  const baseUrl = new URL(settings.baseUrl ?? TWILIO_API_BASE_URL);
  const httpClient =
    baseUrl.origin === TWILIO_API_BASE_URL && baseUrl.pathname === '/'
      ? new twilio.RequestClient({ timeout: settings.timeoutMs, autoRetry: false })
      : baseUrlRequestClient(twilio.RequestClient, baseUrl, settings.timeoutMs);
  // logLevel 'info': TWILIO_LOG_LEVEL=debug in the environment must not print requests to stdout.
  return twilio(settings.accountSid, settings.authToken, { httpClient, logLevel: 'info', autoRetry: false });
}

interface TwilioErrorShape {
  status?: unknown;
  code?: unknown;
  moreInfo?: unknown;
}

/** What went wrong, from the SDK's RestException (Twilio answered) or the transport's error (it did not). */
function sendError(error: unknown): SmsSendError {
  if (error instanceof SmsSendError) return error;
  const shape = (typeof error === 'object' && error !== null ? error : {}) as TwilioErrorShape & { code?: unknown };
  const status = typeof shape.status === 'number' ? shape.status : undefined;
  if (status !== undefined) {
    const code = typeof shape.code === 'number' ? shape.code : undefined;
    const moreInfo = typeof shape.moreInfo === 'string' ? shape.moreInfo : undefined;
    const reason =
      status === 401 || status === 403 ? 'credentials' : status === 429 || status >= 500 ? 'unavailable' : 'rejected';
    return new SmsSendError('twilio', reason, { httpStatus: status, providerCode: code, moreInfo });
  }
  // axios (inside the SDK) names the transport failure in `code`: ECONNABORTED/ETIMEDOUT for its timeout.
  const transport = typeof shape.code === 'string' ? shape.code : undefined;
  if (transport === 'ECONNABORTED' || transport === 'ETIMEDOUT') return new SmsSendError('twilio', 'timeout', {});
  return new SmsSendError('twilio', 'unreachable', { transportCode: transport });
}

export function createTwilioSmsProvider(settings: TwilioSettings): SmsProvider & {
  /** Sends and answers Twilio's message sid (for the log). */
  sendMessage(to: string, text: string): Promise<{ sid: string }>;
} {
  let client: Promise<TwilioClient> | undefined;
  const sender = settings.messagingServiceSid
    ? { messagingServiceSid: settings.messagingServiceSid, ...(settings.from ? { from: settings.from } : {}) }
    : { from: settings.from };

  async function sendMessage(to: string, text: string): Promise<{ sid: string }> {
    client ??= createClient(settings).catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    // Loading the SDK (the first send only) is local work: the deadline is for Twilio's answer.
    const ready = await client;
    let timer: NodeJS.Timeout | undefined;
    // The SDK's own timeout is the socket's; this one bounds the whole send, however Twilio answers.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SmsSendError('twilio', 'timeout', {})), settings.timeoutMs);
    });
    try {
      const created = ready.messages.create({ to, body: text, ...sender });
      created.catch(() => undefined);
      const message = await Promise.race([created, deadline]);
      return { sid: message.sid };
    } catch (error) {
      throw sendError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    isSandboxOutbox: false,
    sendMessage,
    async send(to, text) {
      await sendMessage(to, text);
    },
  };
}
