// Every Ukrainian module as one object, one property per file, in the shape of the Russian aggregate (ru/index.ts):
// messages/index.ts types it as Messages, so a missing module or export is a compile error.
import * as bonePoker from './bone-poker.ts';
import * as bots from './bots.ts';
import * as chances from './chances.ts';
import * as commands from './commands.ts';
import * as common from './common.ts';
import * as console from './console.ts';
import * as craps from './craps.ts';
import * as dicePoker from './dice-poker.ts';
import * as discord from './discord.ts';
import * as fair from './fair.ts';
import * as gameOver from './game-over.ts';
import * as games from './games.ts';
import * as help from './help.ts';
import * as hint from './hint.ts';
import * as images from './images.ts';
import * as moveHints from './move-hints.ts';
import * as moveReply from './move-reply.ts';
import * as phraseReplies from './phrase-replies.ts';
import * as plural from './plural.ts';
import * as records from './records.ts';
import * as settings from './settings.ts';
import * as telegram from './telegram.ts';
import * as thousandHint from './thousand-hint.ts';
import * as thousand from './thousand.ts';
import * as turnClock from './turn-clock.ts';
import * as valuesNotHeld from './values-not-held.ts';
import * as verify from './verify.ts';
import * as web from './web.ts';

export const uk = {
  bonePoker,
  bots,
  chances,
  commands,
  common,
  console,
  craps,
  dicePoker,
  discord,
  fair,
  gameOver,
  games,
  help,
  hint,
  images,
  moveHints,
  moveReply,
  phraseReplies,
  plural,
  records,
  settings,
  telegram,
  thousandHint,
  thousand,
  turnClock,
  valuesNotHeld,
  verify,
  web,
};
