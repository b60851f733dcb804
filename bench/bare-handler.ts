// The yardsticks of bench/throughput.ts, on the same database, in a process of its own like the API's: a bare Fastify
// + node-postgres handler doing one indexed lookup (a user by primary key, as a prepared statement), and one reading
// a list page's worth of labels (the 20 newest of a branch, one index range, no joins, no sign-in, sent as it comes).
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

app.get<{ Params: { branchId: string } }>('/bare-page/:branchId', async (request) => {
  const { rows } = await pool.query({
    name: 'bare-page',
    text: `select id, tracking_code, type, accept_type, service_type, item_type, purchase_type, weight_grams, status,
             shipping_type, via_branch_id, source_name, source_phone, destination_name, destination_phone,
             pickup_at_po, cod_amount, total_cost, created_at, updated_at, accept_branch_id, deliver_branch_id,
             source_township, destination_township
           from labels where accept_branch_id = $1 order by id desc limit 20`,
    values: [Number(request.params.branchId)],
  });
  return { data: rows };
});

await app.listen({ port: Number(process.env.PORT ?? '0'), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
