// The yardstick of bench/throughput.ts: a bare Fastify + node-postgres handler doing one indexed lookup (a user by
// primary key, as a prepared statement) on the same database, in a process of its own like the API's.
//   DATABASE_URL=postgres://… PORT=4000 DATABASE_POOL_SIZE=10 npx tsx bench/bare-handler.ts
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? '10'),
});
const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>('/bare/:id', async (request) => {
  const { rows } = await pool.query({
    name: 'bare-user',
    text: 'select id, user_name from users where id = $1',
    values: [Number(request.params.id)],
  });
  return { data: rows[0] ?? null };
});

await app.listen({ port: Number(process.env.PORT ?? '0'), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
