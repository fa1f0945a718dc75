import type { Database } from '../../db/database';
import type { Clock } from '../shared/clock';

/** The subset of the Fastify/pino logger the parking services write to. */
export interface ParkingLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What the parking services run on; built once by the app (server/app.ts). */
export interface ParkingDeps {
  db: Database;
  now: Clock;
  log: ParkingLogger;
  /** Minutes an unpaid booking holds its tickets. */
  holdMinutes: number;
}

export const DEFAULT_HOLD_MINUTES = 15;
