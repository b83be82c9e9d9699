/**
 * `npm run bench:plans`: the query plans of chosen reads for the 1-year demo user alone and for its copy among
 * 1,000 other users (the scale phase's databases), side by side. The bench server runs in this process: every
 * statement a read's request sends is noted at the `pg` client, then run again under EXPLAIN (ANALYZE, BUFFERS)
 * on the same connection. BENCH_PLAN_READS: comma-separated paths (default: the three the scale bar flagged).
 */
import pg from 'pg';
import { SCALE_USERS } from './scale';
import { startBenchServer } from './server';

const READS = (process.env.BENCH_PLAN_READS ?? '/api/tasks,/api/workouts,/api/timeline').split(',');

interface Sent {
  client: pg.Client;
  text: string;
  values: unknown[] | undefined;
}
let noted: Sent[] | undefined;
// The original method, called with each client as `this` (apply and call below).
const query = Reflect.get(pg.Client.prototype, 'query') as (this: pg.Client, ...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  if (noted && typeof text === 'string')
    noted.push({
      client: this,
      text,
      values: ((config as { values?: unknown[] }).values ?? values) as unknown[] | undefined,
    });
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const log = (line: string) => console.error(`[plans] ${line}`);
const server = await startBenchServer(log, Number(process.env.BENCH_SCALE_USERS ?? SCALE_USERS));
try {
  const { info } = server;
  const scale = info.scale;
  if (!scale) throw new Error('bench:plans needs the scale databases: BENCH_SCALE_USERS must be at least 2');
  const signIn = async (url: string, email: string, password: string) => {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { origin: info.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const demo = info.demo.find((d) => d.history === '1y')!;
  const sides = [
    { name: 'alone', url: info.url, cookie: await signIn(info.url, demo.email, demo.password) },
    {
      name: `among ${scale.users} users`,
      url: scale.url,
      cookie: await signIn(scale.url, scale.email, scale.password),
    },
  ];
  const get = async (url: string, cookie: string) =>
    (await fetch(url, { headers: { cookie, 'cache-control': 'no-cache' } })).arrayBuffer();
  for (const read of READS)
    for (const side of sides) {
      for (let i = 0; i < 20; i++) await get(`${side.url}${read}`, side.cookie);
      noted = [];
      await get(`${side.url}${read}`, side.cookie);
      const statements = noted.filter((s) => /^\s*(select|with)\b/i.test(s.text));
      if (statements.some((s) => /\$1\b/.test(s.text) && !s.values?.length))
        throw new Error('a statement lost its values');
      noted = undefined;
      console.log(`\n### ${read} · ${side.name}: ${statements.length} statements`);
      for (const { client, text, values } of statements) {
        const plan = await query.call(client, `explain (analyze, buffers) ${text}`, values);
        const lines = (plan as pg.QueryResult<{ 'QUERY PLAN': string }>).rows.map((row) => row['QUERY PLAN']);
        console.log(`\n${text.replace(/\s+/g, ' ').slice(0, 300)}\n${lines.join('\n')}`);
      }
    }
} finally {
  await server.close();
}
