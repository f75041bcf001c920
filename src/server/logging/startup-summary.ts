import type { Logger } from 'pino';
import { demoAccount } from '../demo/demo-account';
import type { Config } from '../config';

export interface StartupFacts {
  database: 'pglite' | 'postgres';
  sharedState: string;
  /** From promoteConfiguredAdmins: ADMIN_EMAILS that are admins now, and those still waiting. */
  admins: { admins: string[]; waiting: string[] };
}

type SummaryConfig = Pick<
  Config,
  'PUBLIC_URL' | 'DATA_DIR' | 'SEED_DEMO_DATA' | 'ADMIN_EMAILS' | 'LOG_FORMAT'
>;

/**
 * The start's last words: where the app is, how to sign in, who is admin. The readable
 * form names the demo password and the admins' addresses for the person who started it; the
 * JSON line, which a log store keeps, says only how many (no line carries an email,
 * docs/decisions/010-admission-control-and-outages.md).
 */
export function startupSummary(config: SummaryConfig, facts: StartupFacts): string[] {
  const where = facts.database === 'pglite' ? `embedded in ${config.DATA_DIR}` : 'PostgreSQL';
  const { admins, waiting } = facts.admins;
  const lines = [
    `QTN is running at ${config.PUBLIC_URL}`,
    `  database: ${where} · shared state: ${facts.sharedState}`,
  ];
  if (config.SEED_DEMO_DATA) {
    lines.push(`  demo account: ${demoAccount.email}, password ${demoAccount.password}`);
  }
  if (config.ADMIN_EMAILS.length === 0) {
    lines.push(
      `  admins: none from ADMIN_EMAILS (e.g. ADMIN_EMAILS=${demoAccount.email} npm start)`,
    );
  } else {
    lines.push(`  admins from ADMIN_EMAILS: ${admins.join(', ') || 'none yet'}`);
    if (waiting.length > 0) {
      lines.push(
        `  waiting for a confirmed account: ${waiting.join(', ')} (admin at a later start)`,
      );
    }
  }
  return lines;
}

export function logStartupSummary(logger: Logger, config: SummaryConfig, facts: StartupFacts) {
  if (config.LOG_FORMAT === 'pretty') {
    logger.info({ banner: true }, `\n${startupSummary(config, facts).join('\n')}\n`);
    return;
  }
  logger.info(
    {
      database: facts.database,
      sharedState: facts.sharedState,
      demoAccount: config.SEED_DEMO_DATA,
      admins: facts.admins.admins.length,
      adminsWaiting: facts.admins.waiting.length,
    },
    `QTN is running at ${config.PUBLIC_URL}`,
  );
}
