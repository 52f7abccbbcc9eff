// Turns a game that just ended into its record (see storage/records/game-record.ts). It holds the moves applied
// since the game's last commit; the earlier ones are in the store's move log, and the commit's LogWrite (`end`) has
// the store put them first, in the same transaction.
import { engineOf } from '../core/hosted-games.ts';
import { RECORD_FORMAT, type GameRecord, type RecordedMove } from '../storage/records/game-record.ts';
import type { RecordNotes } from '../core/records.ts';
import { isBotId } from '../games/bot-id.ts';
import { unloggedOf, type EndedGame } from './session.ts';
import { revealSeal } from '../dice/fair/seal-key.ts';

/** What a game's record notes beyond its moves (its module's `record.notes`), by game id; undefined: nothing. */
export type RecordNotesOf = (game: string, state: unknown) => RecordNotes | undefined;

export function toGameRecord(chat: string, ended: EndedGame, endedAt: number, notesOf?: RecordNotesOf): GameRecord {
  const { game } = ended;
  const notes = notesOf?.(game.id, game.state);
  return {
    format: RECORD_FORMAT,
    chat,
    game: game.id,
    settings: game.settings,
    players: game.players.map((p) => ({ id: p.id, name: p.name, kind: isBotId(p.id) ? 'bot' : 'person' })),
    winners: ended.winners,
    scores: ended.scores,
    places: engineOf(game.id).places(game.state),
    how: ended.how,
    startedAt: game.startedAt ?? null,
    endedAt,
    // The reveal: the secret in the clear (it may be stored encrypted while the game runs).
    fair: game.fair ? revealSeal(game.fair) : null,
    moves: unloggedOf(game).map((m) => ({ a: m.a as RecordedMove['a'], d: m.d })),
    ...(notes ? { notes } : {}),
  };
}
