// The default settings' duel ships with the project (assets/strategy/): a serving process reads it at start and the
// computer player of a default two-player 1000 plays from it at once — no solve, the same table in every process.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import { configureThousandDuels, duelKey, loadStoredThousandDuel, peekThousandDuel, whenDuelReady } from '../../../src/strategy/chances/duel-service.ts';
import { shippedDuelFile } from '../../../src/strategy/thousand/duel-shipped.ts';
import { thousandWinningMove } from '../../../src/strategy/chances/thousand-move.ts';

afterEach(() => configureThousandDuels({ forget: true, serve: false, dir: null }));

describe('the shipped 1000 duel', () => {
  it('GIVEN a serving process WHEN it starts THEN the default duel is read from the shipped file and the bot plays from it', async () => {
    // (the file first: were it missing, the service would start the hour-long solve)
    expect(existsSync(fileURLToPath(shippedDuelFile(duelKey({}))))).toBe(true);
    configureThousandDuels({ serve: true });
    loadStoredThousandDuel();
    const duel = await whenDuelReady({});
    const start = thousandEngine.setup(['bot:a', 'b'], {}) as ThousandState;
    // the first player's chance from 0–0, nobody opened, as the build reported it
    expect(duel.chances(start)!['bot:a']).toBeCloseTo(0.505864, 6);
    expect(thousandWinningMove(start, 'bot:a')).toEqual({ type: 'roll', player: 'bot:a', count: 5 });
    // a turn of 300 on one die, both opened at 500: the table's choice, whichever it is, is the bot's move
    const players = start.players.map((p) => ({ ...p, opened: true, score: 500 }));
    const late: ThousandState = { ...start, players, turn: { total: 300, diceLeft: 1, rolls: 2, rerollOwed: false } };
    const choice = duel.choice(late)!;
    expect(choice.bank).not.toBeNull();
    expect(thousandWinningMove(late, 'bot:a')).toEqual(choice.best === 'bank' ? { type: 'bank', player: 'bot:a' } : { type: 'roll', player: 'bot:a', count: 1 });
  });

  it('GIVEN a process that does not serve the duel WHEN it starts THEN it reads no file', () => {
    configureThousandDuels({ serve: false });
    loadStoredThousandDuel();
    expect(peekThousandDuel({})).toBeNull();
  });
});
