/**
 * The API's rate limits per client (docs/rules.md#enumeration): what the environment can set
 * (server-env.ts) and the defaults. server/http/rate-limit.ts enforces them.
 */
export interface ApiRateLimit {
  /** Requests allowed per client (IP address) per window. */
  max: number;
  timeWindowMs: number;
  /** Tighter limits of the routes an attacker would use to find accounts or send SMS. */
  sensitive?: SensitiveRateLimits;
}

export interface RouteRateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * Tighter limits per client address on the routes that tell whether a phone has an account or
 * send an SMS (docs/rules.md#enumeration): each counts apart from the others and from the rest of
 * the API, across tenants.
 */
export interface SensitiveRateLimits {
  /** POST /cloud/{tenant}/account/chkPhone. */
  chkPhone: RouteRateLimit;
  /** Each of the two code-send routes (cloud getUserIdentifyCode, shop sms/getUserIdentifyCode). */
  codeSend: RouteRateLimit;
}

export const DEFAULT_SENSITIVE_RATE_LIMITS: SensitiveRateLimits = {
  chkPhone: { max: 20, timeWindowMs: 600_000 },
  codeSend: { max: 10, timeWindowMs: 600_000 },
};

/** Generous: a busy customer session makes a few calls a second at most. */
export const DEFAULT_API_RATE_LIMIT: ApiRateLimit = {
  max: 600,
  timeWindowMs: 60_000,
  sensitive: DEFAULT_SENSITIVE_RATE_LIMITS,
};
