import { describe, expect, it } from 'vitest';
import { AdminCheck } from '../../../src/adapters/telegram/admin-check.ts';

function setup(statuses: Record<number, string | Error>, ownerIds: string[] = []) {
  let now = 0;
  const asked: number[] = [];
  const check = new AdminCheck({
    ownerIds,
    clock: () => now,
    getChatMember: async (_chat, user) => {
      asked.push(user);
      const status = statuses[user];
      if (status instanceof Error) throw status;
      return { status: status ?? 'member' };
    },
  });
  return { check, asked, advance: (ms: number) => (now += ms) };
}

const group = (userId: number) => ({ chatId: -1001, chatType: 'supergroup', userId });

describe('who is an admin', () => {
  it('GIVEN each member status WHEN asked THEN the creator and administrators are admins; members and those who left are not', async () => {
    const { check } = setup({ 1: 'creator', 2: 'administrator', 3: 'member', 4: 'left', 5: 'restricted' });
    expect(await check.isAdmin(group(1))).toBe(true);
    expect(await check.isAdmin(group(2))).toBe(true);
    expect(await check.isAdmin(group(3))).toBe(false);
    expect(await check.isAdmin(group(4))).toBe(false);
    expect(await check.isAdmin(group(5))).toBe(false);
  });

  it('GIVEN an answer from Telegram WHEN asked again THEN it is reused for 60 s, then Telegram is asked again', async () => {
    const { check, asked, advance } = setup({ 1: 'administrator' });
    await check.isAdmin(group(1));
    advance(59_000);
    await check.isAdmin(group(1));
    expect(asked).toEqual([1]);
    advance(2_000);
    await check.isAdmin(group(1));
    expect(asked).toEqual([1, 1]);
  });

  it('GIVEN an owner, or the user of a private chat WHEN asked THEN they are admins without asking Telegram', async () => {
    const { check, asked } = setup({ 9: new Error('down') }, ['9']);
    expect(await check.isAdmin(group(9))).toBe(true);
    expect(await check.isAdmin({ chatId: 5, chatType: 'private', userId: 5 })).toBe(true);
    expect(await check.isAdmin({ chatId: -1001, chatType: 'supergroup', userId: 1087968824, senderChatId: -1001 })).toBe(true);
    expect(asked).toEqual([]);
  });

  it('GIVEN Telegram cannot be asked WHEN a check is made THEN it throws (never grants by default) and the failure is not remembered', async () => {
    const statuses: Record<number, string | Error> = { 3: new Error('Bad Request: chat not found') };
    const { check } = setup(statuses);
    await expect(check.isAdmin(group(3))).rejects.toThrow(/chat not found/);
    statuses[3] = 'administrator';
    expect(await check.isAdmin(group(3))).toBe(true);
  });
});
