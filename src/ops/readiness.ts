// Whether this process can serve right now (GET /readyz): the store answers a trivial query within its timeout,
// and every configured platform is connected. Each part registers a check that says what is wrong in a few words
// (null: fine); the checks run when asked, in parallel, and the first failure (in registration order) is the reason.

/** A check: null when ready, else a short reason ("store: locked for 2000 ms", "telegram: polling stopped"). */
export type ReadinessCheck = () => Promise<string | null> | string | null;

export class Readiness {
  private readonly checks: { name: string; check: ReadinessCheck }[] = [];

  /** Adds a named check; returns the function that removes it (an adapter that stopped). */
  add(name: string, check: ReadinessCheck): () => void {
    const entry = { name, check };
    this.checks.push(entry);
    return () => {
      const at = this.checks.indexOf(entry);
      if (at >= 0) this.checks.splice(at, 1);
    };
  }

  /** null when every check passes, else `name: reason` of the first that failed. */
  async reason(): Promise<string | null> {
    const failed = (await this.states()).find((state) => state.problem !== null);
    return failed ? `${failed.name}: ${failed.problem}` : null;
  }

  /** Each check's answer, in registration order (butler_platform_connected reads the platforms' ones). */
  async states(): Promise<{ name: string; problem: string | null }[]> {
    return Promise.all(
      this.checks.map(async ({ name, check }) => {
        try {
          return { name, problem: await check() };
        } catch (error) {
          return { name, problem: (error as Error).message };
        }
      }),
    );
  }
}

/** The store's check: its ping within `timeoutMs`. */
export function storeCheck(store: { ping(timeoutMs: number): Promise<void> }, timeoutMs: number): ReadinessCheck {
  return async () => {
    await store.ping(timeoutMs);
    return null;
  };
}
