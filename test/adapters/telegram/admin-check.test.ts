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
  it('the creator and administrators are; members and those who left are not', async () => {
    const { check } = setup({ 1: 'creator', 2: 'administrator', 3: 'member', 4: 'left', 5: 'restricted' });
    expect(await check.isAdmin(group(1))).toBe(true);
    expect(await check.isAdmin(group(2))).toBe(true);
    expect(await check.isAdmin(group(3))).toBe(false);
    expect(await check.isAdmin(group(4))).toBe(false);
    expect(await check.isAdmin(group(5))).toBe(false);
  });

  it('remembers the answer for 60 s, then asks again', async () => {
    const { check, asked, advance } = setup({ 1: 'administrator' });
    await check.isAdmin(group(1));
    advance(59_000);
    await check.isAdmin(group(1));
    expect(asked).toEqual([1]);
    advance(2_000);
    await check.isAdmin(group(1));
    expect(asked).toEqual([1, 1]);
  });

  it('owners everywhere and the user of a private chat are admins without asking Telegram', async () => {
    const { check, asked } = setup({ 9: new Error('down') }, ['9']);
    expect(await check.isAdmin(group(9))).toBe(true);
    expect(await check.isAdmin({ chatId: 5, chatType: 'private', userId: 5 })).toBe(true);
    expect(await check.isAdmin({ chatId: -1001, chatType: 'supergroup', userId: 1087968824, senderChatId: -1001 })).toBe(true);
    expect(asked).toEqual([]);
  });

  it('throws when Telegram cannot be asked (never grants by default) and does not remember the failure', async () => {
    const statuses: Record<number, string | Error> = { 3: new Error('Bad Request: chat not found') };
    const { check } = setup(statuses);
    await expect(check.isAdmin(group(3))).rejects.toThrow(/chat not found/);
    statuses[3] = 'administrator';
    expect(await check.isAdmin(group(3))).toBe(true);
  });
});
