import Type, { type Static } from 'typebox';
import { EMAIL_PATTERN } from '../accounts/email-address.js';

/**
 * Settings of the own analytics collector and the team view (issue 25, decision 330), validated
 * with the rest in config.ts as `config.analytics`.
 */
export const AnalyticsConfigSchema = Type.Object({
  /** ANALYTICS_COLLECTOR: accept events at POST {base}{version}/analytics/collect (default on). */
  collector: Type.Boolean(),
  /** ANALYTICS_RETENTION_MONTHS: events older than this are deleted (default 13, 1–120). */
  retentionMonths: Type.Integer({ minimum: 1, maximum: 120 }),
  /** ANALYTICS_RATE_MAX: collector batches per client address per 15 minutes (default 1000). */
  rateMax: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** TEAM_EDITORS: emails of accounts given the editor role when the API starts (comma-separated). */
  editors: Type.Array(Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 })),
});

export type AnalyticsConfig = Static<typeof AnalyticsConfigSchema>;

export class AnalyticsConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function whole(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text)) throw new AnalyticsConfigError(`${name} must be a whole number, got "${text}"`);
  return Number(text);
}

export function loadAnalyticsConfig(env: Env): AnalyticsConfig {
  const collector = env.ANALYTICS_COLLECTOR?.trim().toLowerCase();
  if (collector && !['true', 'false', '1', '0'].includes(collector)) {
    throw new AnalyticsConfigError(`ANALYTICS_COLLECTOR must be true or false, got "${collector}"`);
  }
  return {
    collector: collector ? collector === 'true' || collector === '1' : true,
    retentionMonths: whole('ANALYTICS_RETENTION_MONTHS', env.ANALYTICS_RETENTION_MONTHS, 13),
    rateMax: whole('ANALYTICS_RATE_MAX', env.ANALYTICS_RATE_MAX, 1000),
    editors: (env.TEAM_EDITORS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  };
}
