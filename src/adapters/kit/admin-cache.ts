// Answers of a platform to "is this user an admin here?", remembered for a short while: admin commands come in
// bursts (/newgame, /addbot, /startgame), and each question costs a request. Only answers are remembered, never a
// failure: a check that could not be made is asked again next time.
export class AdminCache {
  private readonly answers = new Map<string, { admin: boolean; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
    private readonly limit = 10_000,
  ) {}

  /** The remembered answer for `key` (chat and user), or the one `ask` gives now (then remembered). */
  async answer(key: string, ask: () => Promise<boolean>): Promise<boolean> {
    const now = this.clock();
    const cached = this.answers.get(key);
    if (cached && now - cached.at < this.ttlMs) return cached.admin;
    const admin = await ask();
    if (this.answers.size >= this.limit) this.answers.clear();
    this.answers.set(key, { admin, at: now });
    return admin;
  }
}
