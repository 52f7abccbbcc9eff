// The reply to a game move in Russian: the shared layout (shared/move-reply.ts) with the Russian parts.
import { moveRepliesIn } from '../shared/move-reply.ts';
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

export const moveReply = replies.moveReply;
export const rejectionReply = replies.rejectionReply;
export const gameStatus = replies.gameStatus;
