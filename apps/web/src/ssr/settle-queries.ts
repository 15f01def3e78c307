import { hashKey, type Query, QueryClient, type QueryKey } from '@tanstack/react-query';

/** Rounds of render → fetch: a page whose queries depend on each other (a category, then its products) needs two. */
const MAX_ROUNDS = 4;

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/**
 * The query client of one server render: no retries, nothing refetched, and a note of whether the components that asked for each query had it enabled, so
 * `settleQueries` fetches only what the browser would have fetched.
 */
export class ServerQueryClient extends QueryClient {
  readonly #enabled = new Map<string, Enabled[]>();
  readonly #known: Map<string, unknown>;

  /** `known`: answers this render already has without asking (the browser's own empty cart, say). */
  constructor(known: ReadonlyArray<readonly [QueryKey, unknown]> = []) {
    // retryOnMount false: a failed read is drawn as failed (the browser draws it the same, page-state.ts),
    // not as "loading again".
    super({
      defaultOptions: {
        queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY },
      },
    });
    // Every observer (useQuery) passes its options through here: its `enabled` is noted by the query's hash.
    const defaults = this.defaultQueryOptions.bind(this);
    this.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
      const defaulted = defaults(options);
      const hash = defaulted.queryHash;
      if (hash) this.#enabled.set(hash, [...(this.#enabled.get(hash) ?? []), defaulted.enabled as Enabled]);
      return defaulted;
    }) as typeof defaults;
    this.#known = new Map(known.map(([key, data]) => [hashKey(key), data]));
  }

  /** Gives each query the page asked for whose answer is known that answer; true when there was one. */
  answerKnown(): boolean {
    let answered = false;
    for (const query of this.getQueryCache().getAll()) {
      if (query.state.status !== 'pending' || !this.#known.has(query.queryHash)) continue;
      this.setQueryData(query.queryKey, this.#known.get(query.queryHash));
      answered = true;
    }
    return answered;
  }

  /** A query some component asked for with it enabled, not yet fetched, and not marked `meta.ssr: false`. */
  wanted(query: Query): boolean {
    if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
    if (query.meta?.ssr === false) return false;
    const asked = this.#enabled.get(query.queryHash) ?? [];
    return asked.some((enabled) => (typeof enabled === 'function' ? enabled(query) : enabled !== false));
  }
}

/**
 * Renders the page (`render`, to a string) until it asks for nothing more: each round fetches the queries its
 * components asked for, so the next round draws them. Returns the last round's markup: the page with its data.
 */
export async function settleQueries(client: ServerQueryClient, render: () => string): Promise<string> {
  let html = render();
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const known = client.answerKnown();
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((query) => client.wanted(query));
    if (wanted.length === 0 && !known) break;
    await Promise.all(
      wanted.map((query) =>
        client.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn, meta: query.meta }),
      ),
    );
    html = render();
  }
  return html;
}
