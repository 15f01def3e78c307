import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether this process is on its way out (SIGTERM, main.ts): /api/health/ready answers 503 from then on,
     * so the proxy stops sending before the server closes (issue 27 point 7).
     */
    drain: { readonly draining: boolean; begin(): void };
  }
}

/** Decorates `app.drain`, one flag per app. */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('drain', {
      get draining() {
        return draining;
      },
      begin() {
        draining = true;
      },
    });
  },
  { name: 'drain' },
);
