// The reply to a game move in Ukrainian: the shared layout (shared/move-reply.ts) with the Ukrainian parts.
import { moveRepliesIn } from '../shared/move-reply.ts';
import { lobby, nextMove, rejection, statusHeader } from './common.ts';
import { gameMessages as games } from './games.ts';
import { botText } from './bots.ts';

export const { moveReply, rejectionReply, gameStatus, turnNow } = moveRepliesIn({
  games,
  nextMove,
  rejection,
  statusHeader,
  gameOverHint: lobby.gameOverHint,
  playAgain: lobby.playAgainButton,
  thinking: botText.thinking,
});
