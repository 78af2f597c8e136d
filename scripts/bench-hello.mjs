// The baseline of `npm run bench`: a bare Fastify server answering GET /hello with
// {hello: 'world'} and the same Server-Timing header the API sets, so both are measured alike.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.addHook('onSend', async (_request, reply, payload) => {
  void reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  return payload;
});
app.get('/hello', async () => ({ hello: 'world' }));

const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
