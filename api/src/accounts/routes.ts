import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../routes/auth/index.js';
import { contactRoutes } from '../routes/contact/index.js';
import { leadsRoutes } from '../routes/leads/index.js';
import { profileRoutes } from '../routes/profile/index.js';
import { requestJobRoutes } from '../routes/request-job/index.js';
import { userDataRoutes, userJobDataRoutes } from '../routes/user-data/index.js';
import { outboxPage } from './outbox-page.js';

export interface AccountsRoutesOptions {
  apiBase: string;
  apiVersion: string;
}

/**
 * Every route of the accounts work: the versioned ones under {base}{version}, the spec's own
 * server route userData/user-job-data under {base}, and the dev outbox page under {base} when
 * mail goes to the outbox outside production.
 */
export async function accountsRoutes(app: FastifyInstance, opts: AccountsRoutesOptions) {
  const versioned = `${opts.apiBase}${opts.apiVersion}`;
  // Every answer of these routes may hold a token or personal data (or says whether an account
  // exists): no browser or proxy cache may keep it (decision 036). Errors included.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(authRoutes, { prefix: versioned });
  await app.register(profileRoutes, { prefix: versioned });
  await app.register(leadsRoutes, { prefix: versioned });
  await app.register(userDataRoutes, { prefix: versioned });
  await app.register(requestJobRoutes, { prefix: versioned });
  await app.register(contactRoutes, { prefix: versioned });
  await app.register(userJobDataRoutes, { prefix: opts.apiBase });
  const { accounts } = app;
  if (accounts.mailer.kind === 'outbox' && !accounts.config.production) {
    await app.register(outboxPage, { prefix: opts.apiBase, outboxDir: accounts.settings.outboxDir });
  }
}
