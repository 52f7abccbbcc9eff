// Admins: Manage Server or Administrator, or a Butler owner.
import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { hasAdminPermissions, isAdmin } from '../../../src/adapters/discord/admin-check.ts';

describe('admin check', () => {
  it('GIVEN Manage Server or Administrator THEN admin; other permissions or none THEN not', () => {
    expect(hasAdminPermissions(PermissionFlagsBits.ManageGuild)).toBe(true);
    expect(hasAdminPermissions(PermissionFlagsBits.Administrator)).toBe(true);
    expect(hasAdminPermissions(PermissionFlagsBits.SendMessages | PermissionFlagsBits.ManageMessages)).toBe(false);
    expect(hasAdminPermissions(null)).toBe(false);
  });

  it('GIVEN an owner id THEN admin without asking Discord for permissions', async () => {
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
