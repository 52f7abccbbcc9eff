// The last N update ids seen by this process, to drop an update Telegram delivers twice.
export class RecentIds {
  private readonly ids = new Set<number>();

  constructor(private readonly size: number) {}

  /** True if `id` was seen before; otherwise remembers it (forgetting the oldest beyond `size`). */
  seen(id: number): boolean {
    if (this.ids.has(id)) return true;
    this.ids.add(id);
    if (this.ids.size > this.size) this.ids.delete(this.ids.values().next().value as number);
    return false;
  }
}
