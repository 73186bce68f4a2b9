/** Server configuration, from the environment (README "Configuration"). */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** The embedded database and the mail outbox live here. */
  dataDir: string;
  /** A real PostgreSQL server; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** API base URL the client calls; '' means the page's own origin. */
  apiBaseUrl: string;
  /** The built client (webpack output). */
  clientDir: string;
  /** Translation files, served at /locales/{lng}/{ns}.json. */
  localesDir: string;
  logLevel: string;
  /** Check every answer against api-spec/ (on in tests: a wrong answer fails loudly). */
  validateResponses: boolean;
  /** Signs sessions, e-mail links and captcha challenges; made and stored on first start when unset. */
  sessionSecret: string | undefined;
  sessionTtlSeconds: number;
  /** Where the game is reached from outside: links in e-mails start with it. */
  publicUrl: string;
  /** SMTP server (smtp:// or smtps:// URL); unset: e-mails go to the outbox folder in dataDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the contact form goes. */
  supportEmail: string;
  hcaptchaSecret: string | undefined;
  hcaptchaSiteKey: string | undefined;
  /** The accounts made on first start (printed once). */
  seedAdmin: SeedAccount;
  seedDemo: SeedAccount;
  /** Requests allowed per window and client address, per guarded call; failed sign-ins per account. */
  rateLimits: RateLimits;
  /** Redis for the rate-limit counters every server shares; unset: the database holds them. */
  redisUrl: string | undefined;
  /** Behind a reverse proxy: trust X-Forwarded-* (client address for rate limits). */
  trustProxy: boolean;
  /** `CLOCK`: `movable` (default, demo: Admin/SetClock moves it) or `system` (production). */
  clockMode: 'movable' | 'system';
  /** `IMAGE_HOSTS`: the hosts whose https pictures a profile may show. */
  imageHosts: string[];
  /** `DEMO_SEASON`: on a first start with no season, generate one and its demo league (default on). */
  demoSeason: boolean;
  /** `PAYMENT_PROVIDER`: the sandbox served by this server (default, offline), or Payzee. */
  payments: PaymentSettings;
}

export type PaymentSettings =
  | { provider: 'sandbox' }
  | { provider: 'payzee'; checkoutUrl: string; merchantId: string; secret: string };

function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'payzee')
    throw new Error(`PAYMENT_PROVIDER must be "sandbox" or "payzee", got "${provider}"`);
  const { PAYZEE_CHECKOUT_URL, PAYZEE_MERCHANT_ID, PAYZEE_SECRET } = env;
  if (!PAYZEE_CHECKOUT_URL || !PAYZEE_MERCHANT_ID || !PAYZEE_SECRET)
    throw new Error(
      'PAYMENT_PROVIDER=payzee needs PAYZEE_CHECKOUT_URL, PAYZEE_MERCHANT_ID and PAYZEE_SECRET',
    );
  return {
    provider,
    checkoutUrl: PAYZEE_CHECKOUT_URL,
    merchantId: PAYZEE_MERCHANT_ID,
    secret: PAYZEE_SECRET,
  };
}

export interface SeedAccount {
  userName: string;
  email: string;
  /** Unset: a random one, printed on first start. */
  password: string | undefined;
}

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export type RateLimits = Record<
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'forgotPasswordConfirm'
  | 'contact'
  | 'emailVerification'
  | 'accountSignIn'
  | 'couponPerUser'
  | 'couponPerAddress'
  | 'pictureUpload',
  RateLimit
>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, windowSeconds: 60 },
  register: { max: 5, windowSeconds: 600 },
  forgotPassword: { max: 5, windowSeconds: 900 },
  /** Setting a password from a reset link: a guess at a token costs a read, but is limited too. */
  forgotPasswordConfirm: { max: 10, windowSeconds: 900 },
  contact: { max: 5, windowSeconds: 900 },
  emailVerification: { max: 3, windowSeconds: 600 },
  /** Failed sign-ins per account, from any address: then 429 for that account until the window ends. */
  accountSignIn: { max: 10, windowSeconds: 900 },
  /** Coupon redemptions, every attempt counted (api-spec wallet.yaml BuyWithCouponCode). */
  couponPerUser: { max: 10, windowSeconds: 600 },
  couponPerAddress: { max: 30, windowSeconds: 600 },
  /** Profile picture uploads: each one is decoded and re-encoded (tens of ms of CPU). */
  pictureUpload: { max: 20, windowSeconds: 600 },
};

/** Picture hosts a profile may use unless `IMAGE_HOSTS` says otherwise (empty: none). */
const DEFAULT_IMAGE_HOSTS = 'www.gravatar.com,secure.gravatar.com,i.imgur.com';

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

const ROOT = resolve(__dirname, '..');

function clockMode(value: string | undefined): ServerConfig['clockMode'] {
  if (value === undefined || value === '' || value === 'movable') return 'movable';
  if (value === 'system') return 'system';
  throw new Error(`CLOCK must be "movable" or "system", got "${value}"`);
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PORT must be 0-65535, got "${value}"`);
  return n;
}

/**
 * The address a browser on this machine reaches a server listening on `host`: a wildcard
 * (listening everywhere) by the loopback. The console prints it and, without PUBLIC_URL,
 * e-mailed links start with it, so both name the same host.
 */
export function reachableUrl(host: string, listenPort: number): string {
  const wildcard = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = wildcard
    ? '127.0.0.1'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return `http://${name}:${listenPort}`;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  return {
    port: port(env.PORT),
    host,
    dataDir: resolve(env.DATA_DIR || resolve(ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    apiBaseUrl: env.API_BASE_URL ?? '',
    clientDir: resolve(env.CLIENT_DIR || resolve(ROOT, 'dist')),
    localesDir: resolve(ROOT, 'public', 'locales'),
    logLevel: env.LOG_LEVEL || 'info',
    validateResponses: env.VALIDATE_RESPONSES === '1',
    sessionSecret: env.SESSION_SECRET || undefined,
    sessionTtlSeconds: positiveInt('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 168) * 3600,
    publicUrl: (env.PUBLIC_URL || reachableUrl(host, port(env.PORT) || 8080)).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Kadro <no-reply@kadro.local>',
    supportEmail: env.SUPPORT_EMAIL || 'destek@kadro.local',
    hcaptchaSecret: env.HCAPTCHA_SECRET || undefined,
    hcaptchaSiteKey: env.HCAPTCHA_SITE_KEY || undefined,
    seedAdmin: {
      userName: env.ADMIN_USERNAME || 'admin',
      email: env.ADMIN_EMAIL || 'admin@kadro.local',
      password: env.ADMIN_PASSWORD || undefined,
    },
    seedDemo: {
      userName: env.DEMO_USERNAME || 'demo',
      email: env.DEMO_EMAIL || 'demo@kadro.local',
      password: env.DEMO_PASSWORD || undefined,
    },
    rateLimits: DEFAULT_RATE_LIMITS,
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    clockMode: clockMode(env.CLOCK),
    demoSeason: env.DEMO_SEASON !== '0',
    payments: paymentSettings(env),
    imageHosts: (env.IMAGE_HOSTS ?? DEFAULT_IMAGE_HOSTS)
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}
