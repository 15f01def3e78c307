import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle database (PGlite or node-postgres); repositories take it as their first argument. */
    db: Database;
  }
}

/** Decorates `app.db`: the given database (owned by the caller), or one opened from the config and closed with the app. */
export default fp(
  async (app, opts: { config: AppConfig; db?: Database }) => {
    if (opts.db) {
      app.decorate('db', opts.db);
      return;
    }
    const handle = await createDatabase(opts.config);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
