import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = (protocols: string[], example: string) =>
  z
    .url({ error: `must be a URL such as ${example}` })
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      error: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    })
    .optional();

/** TRUST_PROXY: true/false, a hop count, or a comma list of addresses/CIDRs (Fastify's trustProxy). */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no', ''].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.every((entry) => /^[0-9a-fA-F.:/]+$/.test(entry))) return list;
  ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a comma list of addresses' });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtps://user:pass@smtp.example.com:465'),
  MAIL_FROM: z.string().min(3).default('Track. Grow. <no-reply@localhost>'),
  APP_URL: optionalUrl(['http:', 'https:'], 'https://track.example.com'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  AI_BASE_URL: optionalUrl(['http:', 'https:'], 'https://api.openai.com/v1'),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  COOKIE_SECURE: booleanFlag.optional(),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => URL.canParse(value) && ['mailto:', 'https:'].includes(new URL(value).protocol), {
      error: 'must be a mailto: or https: URL, such as mailto:admin@example.com',
    })
    .optional(),
  PUSH_ALLOW_LOCAL_ENDPOINTS: booleanFlag.default(false),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  redisUrl: string | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  cookieSecure: boolean;
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** The built web app to serve; default apps/web/dist. */
  webDist: string | undefined;
  /** Web Push: the VAPID subject, and whether local (http, private-address) endpoints are allowed (tests). */
  push: { subject: string; allowLocalEndpoints: boolean };
}

/** The address in MAIL_FROM ("Name <a@b>" or "a@b"). */
const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  // An empty variable means "not set", as in most twelve-factor apps.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  if (e.AI_BASE_URL && !e.AI_MODEL)
    throw new ConfigError('Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set');
  if (!e.AI_BASE_URL && (e.AI_API_KEY || e.AI_MODEL)) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL: required when AI_API_KEY or AI_MODEL is set',
    );
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl,
    redisUrl: e.REDIS_URL,
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL ?? '' } : undefined,
    cookieSecure: e.COOKIE_SECURE ?? appUrl.startsWith('https:'),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    push: {
      subject:
        e.VAPID_SUBJECT ?? (appUrl.startsWith('https:') ? appUrl : `mailto:${mailAddress(e.MAIL_FROM)}`),
      allowLocalEndpoints: e.PUSH_ALLOW_LOCAL_ENDPOINTS,
    },
  };
}
