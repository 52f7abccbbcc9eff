// Who is an admin for the Butler in a Telegram chat: the chat's administrators and creator (asked with
// getChatMember and remembered for a short while), the owners from BUTLER_OWNER_IDS (everywhere), and the user
// in a private chat. When Telegram cannot be asked the check throws: rights are never granted by default.

export type GetChatMember = (chatId: number, userId: number, signal: AbortSignal) => Promise<{ status: string }>;

export interface AdminCheckOptions {
  getChatMember: GetChatMember;
  ownerIds: readonly string[];
  /** how long an answer is remembered; default 60 s */
  ttlMs?: number;
  /** how long to wait for Telegram (retries included) before giving up; default 10 s */
  timeoutMs?: number;
  clock?: () => number;
}

export interface AdminQuestion {
  chatId: number;
  chatType: string;
  userId: number;
  /** set when the message was sent on behalf of a chat (an anonymous admin writes as the group itself) */
  senderChatId?: number;
}

import { AdminCache } from '../kit/admin-cache.ts';

const ADMIN_STATUSES = new Set(['creator', 'administrator']);

export class AdminCheck {
  private readonly cache: AdminCache;
  private readonly timeoutMs: number;
  private readonly owners: Set<string>;

  constructor(private readonly options: AdminCheckOptions) {
    this.cache = new AdminCache(options.ttlMs ?? 60_000, options.clock ?? Date.now);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.owners = new Set(options.ownerIds);
  }

  async isAdmin(question: AdminQuestion): Promise<boolean> {
    if (question.chatType === 'private') return true;
    if (this.owners.has(String(question.userId))) return true;
    // Only an admin can post as the group itself ("remain anonymous").
    if (question.senderChatId !== undefined && question.senderChatId === question.chatId) return true;
    return this.cache.answer(`${question.chatId}:${question.userId}`, async () => {
      const member = await this.options.getChatMember(question.chatId, question.userId, AbortSignal.timeout(this.timeoutMs));
      return ADMIN_STATUSES.has(member.status);
    });
  }
}
