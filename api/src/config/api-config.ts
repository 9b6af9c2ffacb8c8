// The API's configuration, read and validated once at start-up.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { type GeocoderConfig, databaseEnv, loadConfig, port, readGeocoderConfig } from '@venue-finder/core';
import { type SearchEngineChoice, readSearchEngineChoice } from '@venue-finder/meili';
import { z } from 'zod';

const REPO_ROOT = resolve(__dirname, '../../..');
/** 'hello@example.com' or 'Venue Finder <hello@example.com>'. */
const MAILBOX = /^(?:[^<>]+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;
const wholeNumber = (min: number, max: number) => z.coerce.number().int('must be a whole number').min(min).max(max);

export interface MailConfig {
  /** null: no SMTP; messages go to the dev mailbox. */
  smtpUrl: string | null;
  from: string;
  enquiriesInbox: string;
  /** Whom owners are told to write to, e.g. when their account is suspended. */
  supportAddress: string;
  pollMs: number;
  maxAttempts: number;
  /** The first retry waits this long; each further one twice as long, at most an hour. */
  retryBaseMs: number;
  sendTimeoutMs: number;
}

export interface AuthConfig {
  /** A session ends after this long without a request… */
  sessionIdleMs: number;
  /** …and in any case this long after sign-in. */
  sessionAbsoluteMs: number;
  /** Magic links and password-reset links. */
  linkTtlMs: number;
  /** Sign-in links one client may ask for in 15 minutes, whatever the addresses. */
  magicLinksPerClient: number;
  /** Sign-in links one address may be sent in 15 minutes. */
  magicLinksPerAddress: number;
  /** 'required': no administrator session without a second factor; 'optional': offered. */
  adminTotp: 'required' | 'optional';
}

/** What one account may upload (issue #47): a storage budget and a rate. */
export interface MediaBudgetConfig {
  /** Bytes an account's uploads may hold, a pending upload counting as the largest file. */
  storageBytesPerAccount: number;
  /** Upload addresses an account may ask for per hour. */
  uploadsPerAccount: { limit: number; windowMs: number };
}

/** Owner analytics (issue #36): how visitors' activity is counted before it reaches the database. */
export interface AnalyticsConfig {
  /** Each api process adds what it counted to the daily buckets this often (and on shutdown). */
  flushMs: number;
  /** The same visitor doing the same with a venue again within this long counts once. */
  dedupeWindowMs: number;
  /** Activity beacons one client may send per minute. */
  beaconsPerMinute: number;
}

export interface AiChatConfig {
  /** null: no key; the built-in answerer replies from the venues' facts. */
  openai: { apiKey: string; baseUrl: string; model: string } | null;
  timeoutMs: number;
  rateLimit: { limit: number; windowMs: number };
  /** The longest answer the model may write, in tokens. */
  maxTokens: number;
  /** Model answers per day, all clients together. */
  dailyBudget: { limit: number; windowMs: number };
}

/** Limits on the public forms, which keep data and send mail for anyone who asks. */
export interface VenuePackConfig {
  /** Packs rendered at once, one per worker thread. */
  workers: number;
  /** Packs waiting for a worker before more are refused with a 503. */
  maxQueued: number;
}

export interface PublicFormsConfig {
  /** Briefs per client. */
  briefs: { limit: number; windowMs: number };
  /** Enquiries per client. */
  enquiries: { limit: number; windowMs: number };
  /** Enquiries (each mails a confirmation) per recipient address, from any client. */
  enquiriesPerRecipient: { limit: number; windowMs: number };
  /** Venue packs per client. */
  venuePacks: { limit: number; windowMs: number };
  /** New-enquiry mails to one venue's owner, one by one, an hour (the rest in the hour's digest). */
  ownerNewEnquiryMailsPerHour: number;
}

/** Media in an S3-compatible bucket (MEDIA_STORAGE=s3). */
export interface S3MediaConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2…); none for AWS itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Where public objects are read from (the bucket's or its CDN's address), without a trailing slash. */
  publicUrl: string;
  /** The origin browsers upload to (presigned PUTs), for the content security policy. */
  uploadOrigin: string;
}

const schema = z.object({
  ...databaseEnv,
  PORT: port(3000),
  // Loopback unless told otherwise outside production: a laptop's dev server (and its dev
  // mailbox) is not for the café's network. Production (a container) listens on every interface.
  HOST: z.string().min(1).optional(),
  // Whose X-Forwarded-For to believe: none by default (the client is the socket's address); the
  // reverse proxies in front of the api otherwise, as addresses, CIDR ranges or Express's names
  // (loopback, uniquelocal), comma-separated.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(none|([\w.:/]+)(,\s*[\w.:/]+)*)$/,
      'must be none, or proxy addresses and ranges such as 10.0.0.2,172.16.0.0/12 (or loopback)',
    )
    .default('none'),
  PUBLIC_URL: z.url('must be an absolute URL such as https://venues.example.com').optional(),
  DATA_DIR: z.string().default(resolve(REPO_ROOT, '.data')),
  UPLOADS_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().default(resolve(REPO_ROOT, 'web/dist')),
  DB_POOL_SIZE: z.coerce.number().int('must be a whole number').min(1).max(200).default(20),
  // The dev mailbox page (/dev/mailbox): off unless asked for (`npm start` asks for it outside
  // production), served only to this machine, and refused in production.
  DEV_MAILBOX: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  // Mail: SMTP when SMTP_URL is set, else the dev mailbox (messages stay in PostgreSQL).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(MAILBOX, 'must be an address, or a name and an address: Venue Finder <hello@example.com>')
    .default('Venue Finder <no-reply@venue-finder.example>'),
  ENQUIRIES_INBOX: z.email('must be an e-mail address').default('enquiries@venue-finder.example'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@venue-finder.example'),
  MAIL_POLL_MS: wholeNumber(100, 600_000).default(5_000),
  MAIL_MAX_ATTEMPTS: wholeNumber(1, 100).default(20),
  MAIL_RETRY_BASE_MS: wholeNumber(10, 3_600_000).default(10_000),
  MAIL_SEND_TIMEOUT_MS: wholeNumber(100, 300_000).default(15_000),
  // The AI assistant: an OpenAI-compatible model with a key, else the built-in answerer.
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url('must be an absolute URL such as https://api.openai.com/v1').optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  AI_CHAT_TIMEOUT_MS: wholeNumber(100, 120_000).default(15_000),
  AI_CHAT_RATE_LIMIT: wholeNumber(1, 100_000).default(20),
  AI_CHAT_RATE_WINDOW_S: wholeNumber(1, 86_400).default(300),
  // The longest answer a model may write (max_tokens), and the model answers per day from every
  // client together; past that budget the built-in answerer replies until the day turns.
  AI_CHAT_MAX_TOKENS: wholeNumber(16, 4_096).default(400),
  AI_CHAT_DAILY_BUDGET: wholeNumber(1, 10_000_000).default(2_000),
  // The public forms, per client per hour (and enquiries per recipient address per day).
  BRIEF_RATE_LIMIT: wholeNumber(1, 100_000).default(30),
  ENQUIRY_RATE_LIMIT: wholeNumber(1, 100_000).default(10),
  ENQUIRY_RECIPIENT_DAILY_LIMIT: wholeNumber(1, 100_000).default(10),
  VENUE_PACK_RATE_LIMIT: wholeNumber(1, 100_000).default(20),
  // New-enquiry mails to one venue's owner an hour, one by one; more are gathered into a digest.
  OWNER_NEW_ENQUIRY_MAILS_PER_HOUR: wholeNumber(1, 100_000).default(3),
  // Venue packs render on worker threads: this many at once (default: one core left for the
  // api's own thread, at most 4), and this many more waiting before a 503.
  VENUE_PACK_WORKERS: wholeNumber(1, 64).default(Math.min(4, Math.max(1, availableParallelism() - 1))),
  VENUE_PACK_QUEUE: wholeNumber(0, 1000).default(16),
  // Uploads: local disk under DATA_DIR by default, or an S3-compatible bucket.
  MEDIA_STORAGE: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('eu-west-2'),
  S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.eu-west-2.amazonaws.com').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url('must be an absolute URL such as https://media.venues.example.com').optional(),
  // DNS look-ups for ownership claims: the system's resolvers unless servers are given.
  DNS_SERVERS: z
    .string()
    .regex(/^[\w.:[\]-]+(,[\w.:[\]-]+)*$/, 'must be a comma-separated list of servers such as 1.1.1.1,8.8.8.8:53')
    .optional(),
  DNS_TIMEOUT_MS: wholeNumber(50, 30_000).default(3_000),
  // Sign-in sessions: idle and absolute lifetimes.
  SESSION_IDLE_MINUTES: wholeNumber(1, 7 * 24 * 60).default(120),
  SESSION_ABSOLUTE_HOURS: wholeNumber(1, 30 * 24).default(12),
  // Sign-in links one client may ask for in 15 minutes (each address has its own limit of 5).
  MAGIC_LINK_CLIENT_LIMIT: wholeNumber(1, 100_000).default(20),
  MAGIC_LINK_ADDRESS_LIMIT: wholeNumber(1, 100_000).default(5),
  // Administrators' second factor (TOTP): required, or offered with "Not now" (an administrator
  // who enrolled is always asked). Required by default in production, where optional is refused.
  ADMIN_TOTP: z.enum(['required', 'optional'], { message: 'must be required or optional' }).optional(),
  // Owner analytics: how often each api process adds its counts to the database, how long a
  // visitor's repeat (a reload) counts once, and the activity beacons per client per minute.
  ANALYTICS_FLUSH_MS: wholeNumber(50, 600_000).default(5_000),
  ANALYTICS_DEDUPE_MINUTES: wholeNumber(1, 24 * 60).default(30),
  ANALYTICS_BEACON_LIMIT: wholeNumber(1, 100_000).default(120),
  // What one account may upload: megabytes kept, and uploads begun per hour.
  MEDIA_ACCOUNT_STORAGE_MB: wholeNumber(11, 1_000_000).default(500),
  MEDIA_ACCOUNT_UPLOADS_PER_HOUR: wholeNumber(1, 100_000).default(60),
  // Recurring jobs (housekeeping, digests, sweeps): queued by this process on their interval, or
  // off (the HTTP specs' default: a spec runs the job it is about itself, on its own clock).
  RECURRING_JOBS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
});

/** The DNS port's settings (dns/dns-resolver.ts); here, so configuration imports no feature. */
export interface DnsConfig {
  /** host or host:port; empty: the system's resolvers. */
  servers: string[];
  timeoutMs: number;
  tries: number;
}

export class ApiConfig {
  readonly databaseUrl: string;
  readonly port: number;
  readonly host: string;
  /** Express's 'trust proxy': false, or the proxies whose X-Forwarded-For is believed. */
  readonly trustProxy: false | string[];
  readonly publicUrl: string;
  /** PUBLIC_URL is https: cookies are Secure (and the session cookie __Host-), whatever a proxy says. */
  readonly secureCookies: boolean;
  readonly uploadsDir: string;
  /** Private media (claim documents): never under uploadsDir, which is served to anyone. */
  readonly privateMediaDir: string;
  /** null: local disk. */
  readonly s3Media: S3MediaConfig | null;
  readonly webDistDir: string;
  /** The web app's server build (first views of pages), beside the browser's build. */
  readonly webServerEntry: string;
  readonly dbPoolSize: number;
  readonly production: boolean;
  /**
   * HOST is not a loopback address: other machines can reach this api, so it runs under the
   * rules of production for sign-in (see docs/security.md, "An instance other machines can reach").
   */
  readonly reachable: boolean;
  /** Serve /dev/mailbox (to loopback clients only). Never in production. */
  readonly devMailbox: boolean;
  readonly logLevel: 'error' | 'warn' | 'log' | 'debug';
  readonly geocoder: GeocoderConfig;
  readonly searchEngine: SearchEngineChoice;
  readonly mail: MailConfig;
  readonly aiChat: AiChatConfig;
  readonly publicForms: PublicFormsConfig;
  readonly venuePacks: VenuePackConfig;
  readonly auth: AuthConfig;
  readonly dns: DnsConfig;
  readonly analytics: AnalyticsConfig;
  readonly mediaBudget: MediaBudgetConfig;
  /** This process queues the recurring jobs on their interval (RECURRING_JOBS). */
  readonly recurringJobs: boolean;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    const c = loadConfig(schema, env);
    this.geocoder = readGeocoderConfig(env);
    this.searchEngine = readSearchEngineChoice(env);
    if (!c.DATABASE_URL) {
      throw new Error('DATABASE_URL is not set: run the API through `npm start` (embedded PostgreSQL) or set it.');
    }
    this.databaseUrl = c.DATABASE_URL;
    this.port = c.PORT;
    this.host = c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
    this.trustProxy = c.TRUST_PROXY === 'none' ? false : c.TRUST_PROXY.split(',').map((entry) => entry.trim());
    this.publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
    this.secureCookies = this.publicUrl.startsWith('https://');
    this.uploadsDir = c.UPLOADS_DIR ?? resolve(c.DATA_DIR, 'uploads');
    this.privateMediaDir = resolve(c.DATA_DIR, 'private-media');
    this.s3Media = c.MEDIA_STORAGE === 's3' ? readS3MediaConfig(c) : null;
    this.dns = { servers: c.DNS_SERVERS?.split(',') ?? [], timeoutMs: c.DNS_TIMEOUT_MS, tries: 2 };
    this.webDistDir = c.WEB_DIST_DIR;
    this.webServerEntry = resolve(c.WEB_DIST_DIR, '..', 'dist-ssr', 'entry-server.js');
    this.dbPoolSize = c.DB_POOL_SIZE;
    this.production = c.NODE_ENV === 'production';
    this.reachable = !isLoopbackAddress(this.host);
    // What an api other machines can reach must have set (docs/security.md): it is refused
    // anything that hands sign-in to whoever asks, as production is.
    const exposed = this.production || this.reachable;
    const where = this.production ? 'in production' : 'when HOST lets other machines reach the api';
    if (this.reachable && c.PUBLIC_URL === undefined) {
      throw new Error(
        'PUBLIC_URL is not set, but HOST lets other machines reach the api, which answers only the host name ' +
          'of PUBLIC_URL: set it to the address they use, such as https://venues.example.com (or leave HOST unset).',
      );
    }
    if (exposed && c.DEV_MAILBOX === 'on') {
      throw new Error(
        `DEV_MAILBOX=on is refused ${where}: the dev mailbox shows every sign-in and reset link. Set DEV_MAILBOX=off.`,
      );
    }
    this.devMailbox = c.DEV_MAILBOX === 'on';
    if (exposed && !c.SMTP_URL) {
      throw new Error(
        `SMTP_URL is not set: ${this.production ? 'production' : 'an api other machines can reach'} needs a mail ` +
          'server for sign-in and reset links (smtp://user:password@mail.example.com:587); without one they would ' +
          'sit undelivered in the database.',
      );
    }
    this.logLevel = c.LOG_LEVEL;
    this.mail = {
      smtpUrl: c.SMTP_URL ?? null,
      from: c.MAIL_FROM,
      enquiriesInbox: c.ENQUIRIES_INBOX,
      supportAddress: c.SUPPORT_EMAIL,
      pollMs: c.MAIL_POLL_MS,
      maxAttempts: c.MAIL_MAX_ATTEMPTS,
      retryBaseMs: c.MAIL_RETRY_BASE_MS,
      sendTimeoutMs: c.MAIL_SEND_TIMEOUT_MS,
    };
    this.aiChat = {
      openai: c.OPENAI_API_KEY
        ? {
            apiKey: c.OPENAI_API_KEY,
            baseUrl: (c.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
            model: c.OPENAI_MODEL,
          }
        : null,
      timeoutMs: c.AI_CHAT_TIMEOUT_MS,
      rateLimit: { limit: c.AI_CHAT_RATE_LIMIT, windowMs: c.AI_CHAT_RATE_WINDOW_S * 1000 },
      maxTokens: c.AI_CHAT_MAX_TOKENS,
      dailyBudget: { limit: c.AI_CHAT_DAILY_BUDGET, windowMs: 24 * 3_600_000 },
    };
    const hour = 3_600_000;
    this.publicForms = {
      briefs: { limit: c.BRIEF_RATE_LIMIT, windowMs: hour },
      enquiries: { limit: c.ENQUIRY_RATE_LIMIT, windowMs: hour },
      enquiriesPerRecipient: { limit: c.ENQUIRY_RECIPIENT_DAILY_LIMIT, windowMs: 24 * hour },
      venuePacks: { limit: c.VENUE_PACK_RATE_LIMIT, windowMs: hour },
      ownerNewEnquiryMailsPerHour: c.OWNER_NEW_ENQUIRY_MAILS_PER_HOUR,
    };
    this.venuePacks = { workers: c.VENUE_PACK_WORKERS, maxQueued: c.VENUE_PACK_QUEUE };
    const adminTotp = c.ADMIN_TOTP ?? (exposed ? 'required' : 'optional');
    if (exposed && adminTotp === 'optional') {
      throw new Error(
        `ADMIN_TOTP=optional is refused ${where}: administrators must confirm every sign-in with a code from their authenticator app. Unset it.`,
      );
    }
    this.auth = {
      adminTotp,
      sessionIdleMs: c.SESSION_IDLE_MINUTES * 60_000,
      sessionAbsoluteMs: c.SESSION_ABSOLUTE_HOURS * 3_600_000,
      linkTtlMs: 15 * 60_000,
      magicLinksPerClient: c.MAGIC_LINK_CLIENT_LIMIT,
      magicLinksPerAddress: c.MAGIC_LINK_ADDRESS_LIMIT,
    };
    this.analytics = {
      flushMs: c.ANALYTICS_FLUSH_MS,
      dedupeWindowMs: c.ANALYTICS_DEDUPE_MINUTES * 60_000,
      beaconsPerMinute: c.ANALYTICS_BEACON_LIMIT,
    };
    this.mediaBudget = {
      storageBytesPerAccount: c.MEDIA_ACCOUNT_STORAGE_MB * 1024 * 1024,
      uploadsPerAccount: { limit: c.MEDIA_ACCOUNT_UPLOADS_PER_HOUR, windowMs: hour },
    };
    this.recurringJobs = c.RECURRING_JOBS === 'on';
  }

  /** An address made absolute: a path of this site gets PUBLIC_URL before it; a full URL (a bucket's) stays as it is. */
  absoluteUrl(address: string): string {
    return /^https?:\/\//.test(address) ? address : `${this.publicUrl}${address}`;
  }
}

/** 127.0.0.0/8, ::1 or localhost: an address only this machine can reach. */
function isLoopbackAddress(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function readS3MediaConfig(c: z.infer<typeof schema>): S3MediaConfig {
  if (!c.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET: the bucket that keeps uploads.');
  const endpoint = c.S3_ENDPOINT?.replace(/\/$/, '') ?? null;
  const forcePathStyle = c.S3_FORCE_PATH_STYLE === 'true';
  const bucketUrl = endpoint
    ? forcePathStyle
      ? `${endpoint}/${c.S3_BUCKET}`
      : endpoint.replace('://', `://${c.S3_BUCKET}.`)
    : `https://${c.S3_BUCKET}.s3.${c.S3_REGION}.amazonaws.com`;
  return {
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint,
    forcePathStyle,
    accessKeyId: c.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY ?? null,
    publicUrl: (c.S3_PUBLIC_URL ?? bucketUrl).replace(/\/$/, ''),
    uploadOrigin: new URL(bucketUrl).origin,
  };
}
