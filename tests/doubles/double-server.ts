/**
 * The HTTP server every provider double runs on (docs/payment-providers.md#testing): a free loopback
 * port, a handler whose failure is answered 500 in the provider's own error shape, and a close that
 * ends the requests the double holds unanswered (a scripted hang) before it stops listening.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

export async function startDoubleServer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
  options: {
    /** The provider's 500 body for a handler that failed. */
    failure: (error: unknown) => { contentType: string; body: string };
    /** Requests held unanswered (a scripted hang): ended by close(). */
    hanging?: Iterable<ServerResponse>;
  },
): Promise<DoubleServer> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return;
      const { contentType, body } = options.failure(error);
      res.writeHead(500, { 'content-type': contentType }).end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      for (const res of options.hanging ?? []) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
