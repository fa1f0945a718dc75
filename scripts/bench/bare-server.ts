/**
 * The ceiling of every HTTP figure in bench:api: Fastify with one JSON route and nothing else, in
 * its own process like the real server, listening on PORT.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bench/bare', async () => ({ status: 'ok', tenants: 4 }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
