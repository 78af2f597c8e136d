// The baseline of `npm run bench`: a bare Fastify server answering GET /hello with
// {hello: 'world'} and the same Server-Timing header the API sets (onRequest to onSend, from a
// monotonic clock), so both are measured alike.
import Fastify from 'fastify';

const startedAt = Symbol('startedAt');
const app = Fastify({ logger: false });
app.addHook('onRequest', async (request) => {
  request[startedAt] = process.hrtime.bigint();
});
app.addHook('onSend', async (request, reply, payload) => {
  const ms = Number(process.hrtime.bigint() - request[startedAt]) / 1e6;
  void reply.header('server-timing', `app;dur=${ms.toFixed(3)}`);
  return payload;
});
app.get('/hello', async () => ({ hello: 'world' }));

const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
