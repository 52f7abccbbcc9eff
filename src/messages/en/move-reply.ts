// The reply to a game move in English: the shared layout (shared/move-reply.ts) with the English parts.
import { moveRepliesIn } from '../shared/move-reply.ts';
import type * as ru from '../ru/move-reply.ts';
import { lobby, nextMove, rejection, statusHeader } from './common.ts';
import { GAME_MESSAGES } from './games.ts';
import { botText } from './bots.ts';

const replies = moveRepliesIn({
  games: GAME_MESSAGES,
  nextMove,
  rejection,
  statusHeader,
  gameOverHint: lobby.gameOverHint,
  thinking: botText.thinking,
});

export const moveReply: typeof ru.moveReply = replies.moveReply;
export const rejectionReply: typeof ru.rejectionReply = replies.rejectionReply;
export const gameStatus: typeof ru.gameStatus = replies.gameStatus;
