// The reply to a game move in Ukrainian: the shared layout (shared/move-reply.ts) with the Ukrainian parts.
import { moveRepliesIn } from '../shared/move-reply.ts';
import type * as ru from '../ru/move-reply.ts';
import { lobby, nextMove, rejection, statusHeader } from './common.ts';
import { gameMessages } from './games.ts';
import { botText } from './bots.ts';

const replies = moveRepliesIn({
  games: gameMessages,
  nextMove,
  rejection,
  statusHeader,
  gameOverHint: lobby.gameOverHint,
  thinking: botText.thinking,
});

export const moveReply: typeof ru.moveReply = replies.moveReply;
export const rejectionReply: typeof ru.rejectionReply = replies.rejectionReply;
export const gameStatus: typeof ru.gameStatus = replies.gameStatus;
