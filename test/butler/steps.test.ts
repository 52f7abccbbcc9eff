// The steps a message passes through (src/butler/), each on its own: what it decides from what it is given.
import { describe, expect, it } from 'vitest';
import { parseStep } from '../../src/butler/parse-step.ts';
import { routeStep } from '../../src/butler/route-step.ts';
import { adminStep } from '../../src/butler/admin-step.ts';
import { duplicateStep, staleButtonStep } from '../../src/butler/session-steps.ts';
import { saveStep } from '../../src/butler/save-step.ts';
import type { Incoming } from '../../src/core/reply.ts';
import { createLogger } from '../../src/log.ts';
import { textFor } from '../../src/messages/index.ts';
import { emptySession } from '../../src/sessions/session.ts';

const logger = createLogger({ level: 'silent' });
const alice = { id: 'alice', name: 'alice' };
const incoming = (extra: Partial<Incoming> = {}): Incoming => ({ chat: 'console:t', user: alice, text: '', isAdmin: () => false, ...extra });

describe('the steps of a message', () => {
  it('GIVEN Discord typed /kick with a picked user WHEN parsed and routed THEN the handler gets the user, not a «<@id>» text', () => {
    const message = incoming({ text: '/kick <@7>', command: { name: 'kick', options: { player: { id: '7', label: '<@7>' } } } });
    const route = routeStep(parseStep(message, logger)!, message.command);
    expect(route).toMatchObject({ kind: 'command', name: 'kick', options: { player: { id: '7', label: '<@7>' } } });
  });

  it('GIVEN «/top крэпс» typed WHEN routed THEN it is a query read outside the lock with its game option', () => {
    const message = incoming({ text: '/top крэпс' });
    expect(routeStep(parseStep(message, logger)!)).toMatchObject({ kind: 'query', name: 'top', options: { game: 'крэпс' } });
  });

  it('GIVEN the same move typed twice WHEN parsed THEN the second is the first reading, frozen; chat and long messages are read anew', () => {
    const first = parseStep(incoming({ text: 'перебрасываю 4 и 5' }), logger);
    // a move the cues read: what every reading of a move is once the grammar is gone
    expect(first).toMatchObject({ kind: 'move', cues: { move: true } });
    const again = parseStep(incoming({ text: 'перебрасываю 4 и 5', chat: 'console:other' }), logger);
    expect(again).toBe(first);
    expect(Object.isFrozen(again)).toBe(true);
    expect(() => {
      'use strict';
      (again as { kind: string }).kind = 'hint';
    }).toThrow(TypeError);
    expect(parseStep(incoming({ text: 'привет всем' }), logger)).toBeNull();
    // a roll phrase with cheering after it, too long to be kept: still a move the cues read
    const long = `бросаю кости ${'🎲 '.repeat(30)}`;
    const read = parseStep(incoming({ text: long }), logger);
    expect(read).toMatchObject({ kind: 'move' });
    expect(parseStep(incoming({ text: long }), logger)).not.toBe(read);
    expect(parseStep(incoming({ text: '/join' }), logger)).toEqual({ kind: 'command', name: 'join', args: '' });
  });

  it('GIVEN «/settings» alone by a non-admin WHEN the admin step runs THEN the platform is not asked; with a value it is, and refused', async () => {
    let asked = 0;
    const message = incoming({ isAdmin: () => (asked++, false) });
    expect(await adminStep(message, routeStep({ kind: 'command', name: 'settings', args: '' }), () => textFor('ru'), logger)).toBe(false);
    expect(asked).toBe(0);
    const refused = await adminStep(message, routeStep({ kind: 'command', name: 'settings', args: 'open 50' }), () => textFor('ru'), logger);
    expect(asked).toBe(1);
    expect(refused).toMatchObject({ events: [{ type: 'rejected', player: 'alice', code: 'admin_only' }] });
  });

  it('GIVEN the platform cannot say who is admin WHEN the admin step runs THEN it refuses (rights are never granted by default)', async () => {
    const message = incoming({ isAdmin: () => Promise.reject(new Error('down')) });
    const refused = await adminStep(message, routeStep({ kind: 'command', name: 'endgame', args: '' }), () => textFor('ru'), logger);
    expect(refused).toMatchObject({ events: [{ type: 'rejected', code: 'cannot_check_admin' }] });
  });

  it('GIVEN an update applied before WHEN it comes again THEN the latest one gets its reply again and an older one none', () => {
    const reply = { chat: 'console:t', rich: ['ok'], events: [], buttons: [], version: 3 };
    const session = { ...emptySession(), seen: ['u1', 'u2'], answer: { update: 'u2', reply } };
    expect(duplicateStep(incoming({ updateId: 'u2' }), session, false)).toEqual({ reply });
    expect(duplicateStep(incoming({ updateId: 'u1' }), session, false)).toEqual({ reply: null });
    expect(duplicateStep(incoming({ updateId: 'u3' }), session, true)).toEqual({ reply: null });
    expect(duplicateStep(incoming({ updateId: 'u3' }), session, false)).toBeUndefined();
  });

  it('GIVEN a move button drawn for version 4 WHEN pressed at version 5 THEN it is stale; a command button never is', () => {
    const move = routeStep({ kind: 'hint' });
    expect(staleButtonStep(incoming({ buttonVersion: 4 }), move, emptySession(), 5)?.events).toEqual([
      { type: 'rejected', player: 'alice', code: 'stale_button' },
    ]);
    expect(staleButtonStep(incoming({ buttonVersion: 5 }), move, emptySession(), 5)).toBeNull();
    expect(staleButtonStep(incoming({ buttonVersion: 4 }), routeStep({ kind: 'command', name: 'join', args: '' }), emptySession(), 5)).toBeNull();
  });

  it('GIVEN a refusal WHEN the save step decides THEN nothing is written; a free roll is committed (its id goes to the store\'s applied-updates table with the commit)', () => {
    const session = emptySession();
    const refusal = { rich: ['no'], events: [] };
    expect(saveStep({ outcome: refusal, stored: session, session, dice: { used: false }, updateId: 'u1', player: 'alice', seededDice: false }).kind).toBe('answer');
    const roll = saveStep({ outcome: { rich: ['🎲'], events: [] }, stored: session, session, dice: { used: true }, updateId: 'u1', player: 'alice', seededDice: false });
    expect(roll.kind).toBe('commit');
  });
});
