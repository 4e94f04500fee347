/**
 * Deployment settings read from CDK context (`-c name=value` or cdk.json), each with a default so
 * `npm run synth` works with no context at all. docs/deployment.md lists them.
 */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { callbackUrlProblem } from '../../shared/webhooks/url.js';

export interface PlatformSettings {
  /** ENVIRONMENT_NAME of every function; also part of the stack names. */
  environmentName: string;
  /** API Gateway stage name: the first path segment of the execute-api URL. */
  stageName: string;
  /** Public host name of the API; undefined = the execute-api host of the stage. */
  apiDomain: string | undefined;
  /** `iss` of the tokens; undefined = https://<apiDomain>. */
  tokenIssuer: string | undefined;
  tokenAudience: string;
  /** ISO 4217 codes, comma separated. */
  enabledCurrencies: string;
  /** ISO 3166 alpha-3 codes for GET /v1/lookup/country; undefined = the functions' default. */
  enabledCountries: string | undefined;
  /** ISO 639-2 codes for GET /v1/lookup/language; undefined = the functions' default. */
  enabledLanguages: string | undefined;
  logRetention: RetentionDays;
  serviceName: string;
  /** From address of every e-mail (MESSAGE_FROM_EMAIL); must be covered by a verified SES identity. */
  messageFromEmail: string;
  /** The SES identity the sender may use: the From address's domain unless set (an address identity works too). */
  messageEmailIdentity: string;
  /** The agent's endpoint for ACP order events (ACP_ORDER_EVENTS_URL, ACP-18); undefined = no order events. */
  acpOrderEventsUrl: string | undefined;
  /**
   * Names the platform secret's current value (PLATFORM_SECRET_GENERATION of every function that reads
   * it). Changed with each rotation, so the deploy changes those functions' configuration and Lambda
   * retires their warm containers, which hold the old secret for their life (AUTH-12).
   */
  platformSecretGeneration: string;
}

const DEFAULTS = {
  environmentName: 'development',
  stageName: 'api',
  tokenAudience: 'payments-platform',
  enabledCurrencies: 'ZAR,USD,EUR,GBP,GHS,NGN,KES',
  logRetentionDays: 90,
  serviceName: 'payments-platform',
  messageFromEmail: 'no-reply@example.com',
  platformSecretGeneration: '1',
} as const;

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Context "${key}" must be a string`);
  return String(value);
}

function retention(node: Node): RetentionDays {
  const days = Number(text(node, 'logRetentionDays') ?? DEFAULTS.logRetentionDays);
  // RetentionDays is a numeric enum: only the values CloudWatch accepts are members.
  const allowed = Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === 'number');
  const match = allowed.find((v) => v === days);
  if (match === undefined) throw new Error(`Context "logRetentionDays" must be one of ${allowed.join(', ')}`);
  return match;
}

export function readSettings(node: Node): PlatformSettings {
  const environmentName = text(node, 'environmentName') ?? DEFAULTS.environmentName;
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(environmentName)) {
    throw new Error('Context "environmentName" must be lower-case letters, digits and dashes (at most 20)');
  }
  const messageFromEmail = text(node, 'messageFromEmail') ?? DEFAULTS.messageFromEmail;
  const fromDomain = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(messageFromEmail)?.[1];
  if (!fromDomain) throw new Error('Context "messageFromEmail" must be an e-mail address');
  const acpOrderEventsUrl = text(node, 'acpOrderEventsUrl');
  // Refused at synth rather than at the first order, by the rule the functions apply in AWS (https, no private address: ACP-18).
  const urlProblem = acpOrderEventsUrl === undefined ? undefined : callbackUrlProblem(acpOrderEventsUrl, 'production');
  if (urlProblem) throw new Error(`Context "acpOrderEventsUrl" ${urlProblem}`);
  const platformSecretGeneration = text(node, 'platformSecretGeneration') ?? DEFAULTS.platformSecretGeneration;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(platformSecretGeneration)) throw new Error('Context "platformSecretGeneration" must be 1 to 64 letters, digits, dots, dashes or underscores');
  return {
    environmentName,
    stageName: text(node, 'stageName') ?? DEFAULTS.stageName,
    apiDomain: text(node, 'apiDomain'),
    tokenIssuer: text(node, 'tokenIssuer'),
    tokenAudience: text(node, 'tokenAudience') ?? DEFAULTS.tokenAudience,
    enabledCurrencies: text(node, 'enabledCurrencies') ?? DEFAULTS.enabledCurrencies,
    enabledCountries: text(node, 'enabledCountries'),
    enabledLanguages: text(node, 'enabledLanguages'),
    logRetention: retention(node),
    serviceName: DEFAULTS.serviceName,
    messageFromEmail,
    messageEmailIdentity: text(node, 'messageEmailIdentity') ?? fromDomain,
    acpOrderEventsUrl,
    platformSecretGeneration,
  };
}
