import type { Request as AutocannonRequest } from 'autocannon';

/**
 * A path list that autocannon sends with no path twice, across every connection and every run
 * that uses it.
 *
 * autocannon gives each connection its own walk through a `requests` array: with 10 connections a
 * plain list of N paths sends the first paths 10 times each (the outside speed review counted 1,996
 * requests reaching 200 distinct paths). Here there is one request whose `setupRequest` takes the
 * next path from a cursor all connections share. autocannon builds a request before it sends it
 * and may build one that is never sent (when the run ends), so `taken` can exceed the requests
 * sent; it never falls short. When the list runs out, the request goes to `exhaustedPath` and is
 * counted in `overflow`: a run with overflow > 0 has repeated nothing but measured the wrong route,
 * and the caller must refuse to report it.
 */
export class EachPathOnce {
  private next = 0;
  overflow = 0;

  constructor(
    private readonly paths: readonly string[],
    private readonly exhaustedPath = '/health?paths-exhausted',
  ) {}

  /** Paths handed out so far. */
  get taken(): number {
    return Math.min(this.next, this.paths.length);
  }

  get left(): number {
    return this.paths.length - this.taken;
  }

  /** autocannon's `requests` option. */
  requests(): AutocannonRequest[] {
    return [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = this.paths[this.next++];
          if (path === undefined) this.overflow += 1;
          return { ...request, path: path ?? this.exhaustedPath };
        },
      },
    ];
  }
}
