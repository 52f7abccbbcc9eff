// Where the Butler still is, as far as this process knows: groups it was removed from (nothing more is sent there
// until it is added back) and groups that became supergroups (a send to the old id goes to the new one). Both are
// learnt from updates (my_chat_member, migrate_to_chat_id) and from send errors (403, "group chat was upgraded").

export interface PresenceActions {
  /** the chat moved to a new id: move its sessions (Butler.moveChat) */
  moved(from: number, to: number): Promise<void>;
  /** the Butler can no longer post in the chat: end its game (Butler.chatRemoved) */
  removed(chatId: number): Promise<void>;
}

/** Bounds the memory of a long-running process; the oldest entries go first. */
const REMEMBERED = 10_000;

export class ChatPresence {
  private readonly gone = new Set<number>();
  private readonly movedTo = new Map<number, number>();

  constructor(private readonly actions: PresenceActions) {}

  /** The id a message for `chatId` goes to now (the supergroup's id after a migration). */
  current(chatId: number): number {
    return this.movedTo.get(chatId) ?? chatId;
  }

  isGone(chatId: number): boolean {
    return this.gone.has(chatId);
  }

  /** Added back, or a message came from the chat: it can be written to again. */
  back(chatId: number): void {
    this.gone.delete(chatId);
  }

  /** Removed from the chat (left, kicked, or a send refused with 403): once per removal, the chat's game ends. */
  async remove(chatId: number): Promise<void> {
    if (this.gone.has(chatId)) return;
    remember(this.gone, chatId);
    await this.actions.removed(chatId);
  }

  /** The chat became a supergroup with a new id: once per migration, its sessions move. */
  async migrate(from: number, to: number): Promise<void> {
    if (this.movedTo.get(from) === to) return;
    if (this.movedTo.size >= REMEMBERED) this.movedTo.delete(this.movedTo.keys().next().value!);
    this.movedTo.set(from, to);
    await this.actions.moved(from, to);
  }
}

function remember(set: Set<number>, id: number): void {
  if (set.size >= REMEMBERED) set.delete(set.values().next().value!);
  set.add(id);
}
