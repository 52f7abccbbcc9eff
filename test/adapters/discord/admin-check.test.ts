// Admins: Manage Server or Administrator, or a Butler owner.
import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { hasAdminPermissions, isAdmin } from '../../../src/adapters/discord/admin-check.ts';

describe('admin check', () => {
  it('GIVEN the permissions of a member WHEN the admin check reads them THEN Manage Server or Administrator is an admin, other permissions or none are not', () => {
    expect(hasAdminPermissions(PermissionFlagsBits.ManageGuild)).toBe(true);
    expect(hasAdminPermissions(PermissionFlagsBits.Administrator)).toBe(true);
    expect(hasAdminPermissions(PermissionFlagsBits.SendMessages | PermissionFlagsBits.ManageMessages)).toBe(false);
    expect(hasAdminPermissions(null)).toBe(false);
  });

  it('GIVEN an owner id WHEN that user is checked THEN they are an admin and Discord is not asked; another user is asked', async () => {
    let asked = false;
    const perms = () => {
      asked = true;
      return 0n;
    };
    expect(await isAdmin('42', ['42'], perms)).toBe(true);
    expect(asked).toBe(false);
    expect(await isAdmin('7', ['42'], perms)).toBe(false);
    expect(asked).toBe(true);
  });
});
