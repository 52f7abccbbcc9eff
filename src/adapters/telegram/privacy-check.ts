// Privacy mode: a bot that is not an admin and has privacy mode on receives only commands in groups, never
// "бросаю кости". Checked on the first command in each group; the admin is told once per chat how to fix it.
import type { GetChatMember } from './admin-check.ts';

export interface PrivacyCheckOptions {
  getChatMember: GetChatMember;
  /** the bot's own id */
  botId: number;
  /** getMe's can_read_all_group_messages: false = privacy mode is on */
  canReadAllGroupMessages: boolean | undefined;
  timeoutMs?: number;
}

export class PrivacyCheck {
  /** chats already checked (or being checked): asked once per chat and process */
  private readonly checked = new Set<number>();

  constructor(private readonly options: PrivacyCheckOptions) {}

  /** The chat's setup was already checked and said (the greeting): the first command need not ask again. */
  markChecked(chatId: number): void {
    this.checked.add(chatId);
  }

  /** True when the admin should be told, once; a failed check is forgotten so the next command asks again. */
  async shouldWarn(chatId: number, chatType: string): Promise<boolean> {
    if (this.options.canReadAllGroupMessages !== false) return false;
    if (chatType !== 'group' && chatType !== 'supergroup') return false;
    if (this.checked.has(chatId)) return false;
    this.checked.add(chatId);
    try {
      const member = await this.options.getChatMember(
        chatId,
        this.options.botId,
        AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      );
      // An admin bot receives every message even with privacy mode on.
      return member.status !== 'administrator' && member.status !== 'creator';
    } catch (error) {
      this.checked.delete(chatId);
      throw error;
    }
  }
}
