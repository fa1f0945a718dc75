/** The subset of the Fastify/pino logger the services write to. */
export interface ServiceLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
