import { serverNowMs } from '../../../api/server-clock';

/**
 * The current time as the wire and the booking rules count it: whole seconds since the epoch, by
 * the server's clock as far as the phone has learnt it (docs/rules.md#server-clock).
 */
export const nowSeconds = (): number => Math.floor(serverNowMs() / 1000);
