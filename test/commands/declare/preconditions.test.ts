// A command's preconditions are checked in the order declared, each with one refusal and code, worded per command
// where the command says so.
import { describe, expect, it } from 'vitest';
import { unmetPrecondition } from '../../../src/commands/declare/preconditions.ts';
import { textFor } from '../../../src/messages/index.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import { emptySession } from '../../../src/sessions/session.ts';

const ru = textFor('ru');
const alice = { id: 'alice', name: 'alice' };
const lobby = { ...emptySession(), lobby: { game: 'craps' as const, players: [alice] } };

describe('command preconditions', () => {
  it('GIVEN no lobby WHEN a command needs an open lobby THEN it is refused with no_lobby, privately', () => {
    const refusal = unmetPrecondition({ requires: ['noGame', 'lobbyOpen'] }, emptySession(), alice, ru);
    expect(refusal?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'no_lobby' }]);
    expect(refusal?.private).toBe(true);
    expect(toPlain(refusal!.rich)).toBe(toPlain(ru.common.lobby.noLobby()));
  });

  it('GIVEN an open lobby WHEN a command needs none THEN the refusal is lobby_open and names the game', () => {
    const refusal = unmetPrecondition({ requires: ['noLobby'] }, lobby, alice, ru);
    expect(refusal?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'lobby_open' }]);
    expect(toPlain(refusal!.rich)).toBe(toPlain(ru.common.lobby.alreadyOpen('craps')));
  });

  it('GIVEN a command with its own words WHEN its precondition fails THEN its words go with the shared code', () => {
    const refusal = unmetPrecondition(
      { requires: ['lobbyOpen'], refusals: { lobbyOpen: (text) => text.bots.botText.noLobby() } },
      emptySession(),
      alice,
      ru,
    );
    expect(toPlain(refusal!.rich)).toBe(toPlain(ru.bots.botText.noLobby()));
    expect(refusal?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'no_lobby' }]);
  });

  it('GIVEN bob outside the lobby WHEN a command needs a player THEN bob is refused and alice passes', () => {
    const bob = { id: 'bob', name: 'bob' };
    expect(unmetPrecondition({ requires: ['player'] }, lobby, bob, ru)?.events).toEqual([{ type: 'rejected', player: 'bob', code: 'not_in_game' }]);
    expect(unmetPrecondition({ requires: ['player', 'admin'] }, lobby, alice, ru)).toBeNull();
  });

  it('GIVEN no game WHEN a command needs one THEN it is refused with no_game in every language', () => {
    for (const language of ['ru', 'uk', 'en'] as const) {
      const refusal = unmetPrecondition({ requires: ['inGame'] }, emptySession(), alice, textFor(language));
      expect(refusal?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'no_game' }]);
      expect(toPlain(refusal!.rich)).toContain('/newgame');
    }
  });
});
