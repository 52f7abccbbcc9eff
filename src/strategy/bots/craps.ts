// Craps has no decisions: the bot rolls its two dice when its turn comes.
import type { CrapsState } from '../../games/craps/state.ts';
import type { BotStrategy } from './types.ts';

export const crapsBot: BotStrategy<CrapsState> = (_state, player) => ({ type: 'roll', player, count: 2 });
