import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: this machine only (127.0.0.1) in development and test; every interface (0.0.0.0) in production. */
  HOST: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The primary without a pooler in between: set when DATABASE_URL is PgBouncer in transaction mode. */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must be a postgres:// URL')
    .optional(),
  /** A streaming replica for the storefront's catalogue reads (db/replica-pool.ts). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must be a postgres:// URL')
    .optional(),
  /** How far behind the primary the replica may be and still be read. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /** After SIGTERM: seconds answering 503 on /api/health/ready before closing, so the proxy stops sending. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
  DATA_DIR: z.string().default('./data'),
  APP_URL: z.url().optional(),
  APP_SECRET: z.string().min(16, 'APP_SECRET must be at least 16 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Remodel Market <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  /** Behind a load balancer, trust X-Forwarded-For so throttles see the caller's IP, not the balancer's. */
  TRUST_PROXY: bool.default(false),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API origin (a local stub in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * The optional image model of styled AI pictures (issue 26 point 5, docs/api-ai-design.md): off unless set.
   * AI_IMAGE_KEY, if any, is sent to it as a bearer token and nowhere else.
   */
  AI_IMAGE_URL: z.url().optional(),
  AI_IMAGE_KEY: z.string().optional(),
  /** How long a picture may take, in seconds; below the picture's claim lease (ai-pictures). */
  AI_IMAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(60),
  /**
   * Where uploads live (issue 27, lib/object-store): `disk` under DATA_DIR/objects (one node), or `s3`, a
   * bucket every node shares. S3_ENDPOINT names an S3-compatible service (MinIO, s3rver); absent: AWS. No
   * keys: the SDK's own chain (environment, instance role).
   */
  OBJECT_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SEED_DEMO: bool.default(true),
  /** Pay contractors their available profit automatically, once a day (docs/api-payouts.md). */
  PAYOUT_SCHEDULE: bool.default(true),
  WEB_DIST: z.string().default('apps/web/dist'),
});

export type AppConfig = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** postgres:// URL; absent means the embedded PGlite under dataDir/pglite. */
  databaseUrl: string | undefined;
  /** The primary directly; when set, databaseUrl is a transaction pooler (db/pooler.ts). */
  databaseDirectUrl: string | undefined;
  /** A streaming replica read by the storefront's catalogue routes (plugins/db.ts readDbFor). */
  databaseReadUrl: string | undefined;
  /** The replica is read only while it is at most this far behind the primary. */
  readMaxLagMs: number;
  /** Seconds between SIGTERM (readiness turns 503) and closing; 5 in production, else 0. */
  drainSeconds: number;
  dataDir: string;
  /** Public base URL used in mailed links, without a trailing slash. */
  appUrl: string;
  /** HMAC key for signed links; when absent, buildApp generates one and keeps it in the settings table. */
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string | undefined; jwksUrl: string; issuer: string };
  apple: { clientId: string | undefined; jwksUrl: string; issuer: string };
  paymentProvider: 'sandbox' | 'stripe';
  /** Stripe keys; required when paymentProvider is 'stripe'. The webhook secret also signs sandbox events. */
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiBase: string | undefined };
  trustProxy: boolean;
  /** The image model of styled pictures; no url: pictures are off. */
  aiImage: { url: string | undefined; key: string | undefined; timeoutMs: number };
  /** Where uploads live; `s3` comes with its bucket (checked by loadConfig). */
  objectStore: 'disk' | 's3';
  s3: {
    endpoint: string | undefined;
    bucket: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
  };
  seedDemo: boolean;
  /** main.ts starts the daily payout run (never in buildApp, so tests and tools do not). */
  payoutSchedule: boolean;
  webDist: string;
};

/** AppConfig once buildApp has settled the secret: what `app.config` holds. */
export type ResolvedConfig = AppConfig & { appSecret: string };

/** Parses the environment once; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (e.OBJECT_STORE === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  OBJECT_STORE=s3 needs S3_BUCKET');
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the instance role)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_URL ? e.DATABASE_DIRECT_URL : undefined,
    databaseReadUrl: e.DATABASE_URL ? e.DATABASE_READ_URL : undefined,
    readMaxLagMs: e.DATABASE_READ_MAX_LAG_MS,
    drainSeconds: e.DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0),
    dataDir: e.DATA_DIR,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    appSecret: e.APP_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuer: e.GOOGLE_ISSUER },
    apple: { clientId: e.APPLE_CLIENT_ID, jwksUrl: e.APPLE_JWKS_URL, issuer: e.APPLE_ISSUER },
    paymentProvider: e.PAYMENT_PROVIDER,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    trustProxy: e.TRUST_PROXY,
    aiImage: { url: e.AI_IMAGE_URL, key: e.AI_IMAGE_KEY, timeoutMs: e.AI_IMAGE_TIMEOUT_SECONDS * 1000 },
    objectStore: e.OBJECT_STORE,
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    seedDemo: e.SEED_DEMO,
    payoutSchedule: e.PAYOUT_SCHEDULE,
    webDist: e.WEB_DIST,
  };
}
