// The statistics documents a fold keeps parsed (record-docs.ts ParsedDocs): the same documents as parsing every
// time, a text changed by another writer read from the text, and kept values that nobody can change in place.
import { describe, expect, it } from 'vitest';
import { chatDocKey, ParsedDocs, playerDocKey, withRecord } from '../../../src/storage/records/record-docs.ts';
import type { GameRecord } from '../../../src/storage/records/game-record.ts';
import type { ChatStats } from '../../../src/storage/records/stats.ts';
import { playFairBonePoker } from '../../helpers/fair-game.ts';

const { record } = await playFairBonePoker(undefined, 'docs');
const game = (players: [string, string], winner: 0 | 1): GameRecord => ({
  ...record,
  players: players.map((id) => ({ id, name: id, kind: 'person' as const })),
  winners: [players[winner]],
  places: { [players[winner]]: 1, [players[1 - winner]]: 2 },
  scores: null,
});
const games = [game(['ann', 'bob'], 0), game(['bob', 'cid'], 1), game(['ann', 'cid'], 1), game(['ann', 'bob'], 1)];

/** Folds the games one after another into documents kept as text, with or without the parsed ones kept. */
function foldAll(parsed?: ParsedDocs, between?: (docs: Map<string, string>) => void): Map<string, string> {
  const docs = new Map<string, string>();
  for (const g of games) {
    for (const [key, text] of withRecord(g, docs, parsed).docs) docs.set(key, text);
    between?.(docs);
  }
  return docs;
}

describe('statistics documents kept parsed', () => {
  it('GIVEN a run of games WHEN folded with the documents kept parsed THEN the documents are those of parsing every time', () => {
    expect(foldAll(new ParsedDocs())).toEqual(foldAll());
  });

  it('GIVEN a document another writer changed since the fold WHEN the next game is folded THEN it starts from the changed text', () => {
    const rename = (docs: Map<string, string>) => {
      const chat = JSON.parse(docs.get(chatDocKey(record.chat))!) as ChatStats;
      docs.set(chatDocKey(record.chat), JSON.stringify({ ...chat, names: { ...chat.names, ann: 'Anna' } }));
    };
    const kept = foldAll(new ParsedDocs(), rename);
    expect(kept).toEqual(foldAll(undefined, rename));
    // (the last game has ann in it, so the last rename is folded over: every fold started from the renamed text)
    expect((JSON.parse(kept.get(chatDocKey(record.chat))!) as ChatStats).names.ann).toBe('Anna');
  });

  it('GIVEN a kept document WHEN a reader tries to change it THEN it throws, and the next fold is unchanged', () => {
    const parsed = new ParsedDocs();
    const docs = foldAll(parsed);
    const key = playerDocKey('ann');
    const value = parsed.get(key, docs.get(key)!) as { chats: string[]; games: Record<string, { games: number }> };
    expect(value).toBeDefined();
    expect(() => value.chats.push('console:elsewhere')).toThrow(TypeError);
    expect(() => {
      value.games[record.game]!.games = 0;
    }).toThrow(TypeError);
    expect(parsed.get(key, `${docs.get(key)!} `)).toBeUndefined();
  });
});
