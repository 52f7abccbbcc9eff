import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendScores, readScoreLog, thousandEngine, type ScoreSnapshot, type ThousandState } from '../../../src/games/thousand/index.ts';
import { raceSeries } from '../../../src/images/thousand-race.ts';
import { bank, game, play, roll } from './helpers.ts';

/** The first version's writer, as stored sessions of running games still carry it: every turn a full snapshot. */
function firstVersionLog(snapshots: ScoreSnapshot[]): string {
  return snapshots
    .map((scores) =>
      Object.entries(scores)
        .map(([id, score]) => `${encodeURIComponent(id)}=${score}`)
        .join(','),
    )
    .join(';');
}

const build = (snapshots: ScoreSnapshot[], from = ''): string =>
  snapshots.reduce<string>((log, snapshot) => appendScores(log, snapshot), from);

/** The snapshots with their key order, which the chart's line order follows. */
const withOrder = (snapshots: ScoreSnapshot[]) => snapshots.map((s) => [Object.keys(s), s]);

const awkwardId = fc.oneof(
  fc.constantFrom('tg:123456789', 'a=b;c,d', '%41', 'v2:x', '*', '-1', '|', '12', '0', 'Їжак 🎲', '👩‍👩‍👧'),
  fc.array(fc.constantFrom(',', ';', '=', ':', '|', '%', '*', '-', '~', 'a', '7', '🎲', 'ї', ' '), { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
);
const players = fc.uniqueArray(awkwardId.filter((id) => id !== '__proto__'), { minLength: 1, maxLength: 8 });
const aScore = fc.oneof(fc.integer({ min: -2000, max: 2000 }), fc.constantFrom(0, 1000, -50, 123456789));

/** A game as the engine writes it: fixed players in order; each turn some scores change and a player may leave. */
const playedGame = players.chain((ids) =>
  fc
    .array(fc.record({ changes: fc.array(fc.tuple(fc.nat(ids.length - 1), aScore), { maxLength: 3 }), leaves: fc.option(fc.nat(ids.length - 1), { freq: 8 }) }), { maxLength: 120 })
    .map((turns) => {
      const scores = new Map(ids.map((id) => [id, 0]));
      return turns.map(({ changes, leaves }) => {
        for (const [seat, score] of changes) if (scores.has(ids[seat]!)) scores.set(ids[seat]!, score);
        if (leaves !== null) scores.delete(ids[leaves]!);
        return Object.fromEntries(scores) as ScoreSnapshot;
      });
    }),
);

/** Snapshots with no relation to each other: players appear, vanish, come back and change order. */
const unrelatedSnapshots = players.chain((ids) =>
  fc.array(
    fc.subarray(ids).chain((present) => fc.shuffledSubarray(present, { minLength: present.length }))
      .chain((order) => fc.tuple(...order.map(() => aScore)).map((scores) => Object.fromEntries(order.map((id, i) => [id, scores[i]!])) as ScoreSnapshot)),
    { maxLength: 60 },
  ),
);

describe('1000 score log: every turn reads back as the full snapshot it was', () => {
  it('GIVEN any played game (awkward ids, negative scores, players leaving) WHEN the log is written turn by turn THEN it reads back identical, key order too', () => {
    fc.assert(
      fc.property(playedGame, (snapshots) => {
        const read = readScoreLog(build(snapshots));
        expect(withOrder(read)).toEqual(withOrder(snapshots));
        // The first version could not tell one turn where nobody was left from no turn at all (both "").
        const old = firstVersionLog(snapshots);
        if (old !== '' || snapshots.length === 0) expect(read).toEqual(readScoreLog(old));
      }),
      { numRuns: 300 },
    );
  });

  it('GIVEN snapshots with players joining, leaving, coming back and reordered WHEN written and read THEN identical', () => {
    fc.assert(
      fc.property(unrelatedSnapshots, (snapshots) => {
        expect(withOrder(readScoreLog(build(snapshots)))).toEqual(withOrder(snapshots));
      }),
      { numRuns: 300 },
    );
  });

  it('GIVEN a first-version log of a running game WHEN turns are appended THEN old and new turns read back identical (converted once)', () => {
    fc.assert(
      fc.property(playedGame, fc.nat(), (snapshots, cut) => {
        const split = snapshots.length ? cut % (snapshots.length + 1) : 0;
        const old = firstVersionLog(snapshots.slice(0, split));
        fc.pre(old !== '' || split === 0); // "" is no turn to the first version, not one turn of nobody
        const log = build(snapshots.slice(split), old);
        expect(withOrder(readScoreLog(log))).toEqual(withOrder(snapshots));
      }),
      { numRuns: 200 },
    );
  });

  it('GIVEN a turn where nothing changed WHEN appended THEN it still counts as a turn', () => {
    const same = { ann: 100, bob: 0 };
    expect(readScoreLog(build([same, same, same]))).toEqual([same, same, same]);
    expect(readScoreLog(build([{}, {}]))).toEqual([{}, {}]);
  });

  it('GIVEN a player who left WHEN later turns are read THEN their key is gone from them', () => {
    const read = readScoreLog(build([{ ann: 10, bob: 20, cid: 30 }, { ann: 10, cid: 30 }, { ann: 60, cid: 30 }]));
    expect(read).toEqual([{ ann: 10, bob: 20, cid: 30 }, { ann: 10, cid: 30 }, { ann: 60, cid: 30 }]);
    expect(Object.keys(read[2]!)).toEqual(['ann', 'cid']);
  });
});

describe('1000 score log: small, and growing by a few bytes a turn', () => {
  const ids = ['tg:123456789', 'tg:987654321', 'tg:555000111', 'tg:424242424', 'tg:100200300', 'tg:777888999'];
  /** 800 turns of six Telegram players: one banks (a few points up), the others' scores stay. */
  const longGame = (): ScoreSnapshot[] => {
    const scores = new Map(ids.map((id) => [id, 0]));
    return Array.from({ length: 800 }, (_, turn) => {
      const id = ids[turn % ids.length]!;
      if (turn % 3 !== 2) scores.set(id, (scores.get(id)! + 50 * ((turn % 7) + 1)) % 880);
      return Object.fromEntries(scores) as ScoreSnapshot;
    });
  };

  it('GIVEN a long six-player game WHEN logged THEN the log is at most a fifth of the first version\'s and reads back the same', () => {
    const snapshots = longGame();
    const log = build(snapshots);
    const old = firstVersionLog(snapshots);
    expect(log.length * 5).toBeLessThanOrEqual(old.length);
    expect(readScoreLog(log)).toEqual(readScoreLog(old));
  });

  it('GIVEN a long game WHEN each turn is appended THEN the log grows by a few bytes and an append replays at most one keyframe\'s worth of turns', () => {
    let log = '';
    for (const [turn, snapshot] of longGame().entries()) {
      const next = appendScores(log, snapshot);
      if (turn > 0) expect(next.length - log.length).toBeLessThanOrEqual(60); // a keyframe at most; ids not repeated
      log = next;
      expect(log.slice(log.lastIndexOf('*')).split(';').length).toBeLessThanOrEqual(32);
    }
  });
});

describe('1000 score log: a game stored with the first version finishes with the same chart and places', () => {
  /** Ann, Bob and Cid bank for a few turns, then Cid leaves, then Ann reaches 1000. */
  function playOn(state: ThousandState): ThousandState {
    for (let round = 0; round < 3; round++) {
      for (const id of ['ann', 'bob', 'cid']) state = bank(roll(state, id, 1, 1, 1, 2, 3).state, id).state;
    }
    state = play(state, { type: 'forfeit', player: 'cid' }).state;
    state = roll(state, 'ann', 2, 3, 4, 6, 6).state; // bust: a turn where nothing changed
    state = bank(roll(state, 'bob', 1, 1, 1, 2, 3).state, 'bob').state;
    state = roll(state, 'ann', 1, 1, 1, 1, 1).state; // 1000 in one roll ends the game
    return state;
  }

  it('GIVEN the same game with its history stored by the first version and by this one WHEN both finish THEN history, race chart and places are identical', () => {
    const start = game({ ann: { score: 300 }, bob: { score: 200 }, cid: { score: 100 } }, { barrel: 'none' });
    const before: ScoreSnapshot[] = [{ ann: 100, bob: 100, cid: 0 }, { ann: 200, bob: 100, cid: 0 }, { ann: 300, bob: 200, cid: 100 }];
    const fromOld = playOn({ ...start, history: firstVersionLog(before) });
    const fromNew = playOn({ ...start, history: build(before) });
    expect(fromOld.winners).toEqual(['ann']);
    expect(fromOld.history!.startsWith('v2:')).toBe(true); // converted on the first turn after the upgrade
    expect(readScoreLog(fromOld.history)).toEqual(readScoreLog(fromNew.history));
    expect(readScoreLog(fromOld.history).slice(0, 3)).toEqual(before);
    expect(raceSeries(fromOld)).toEqual(raceSeries(fromNew));
    expect(thousandEngine.places(fromOld)).toEqual(thousandEngine.places(fromNew));
    expect(thousandEngine.places(fromOld).cid).toBe(3); // the leaver, found from the log, comes last
  });
});
