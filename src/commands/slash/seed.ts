// /seed <text>: a player's public contribution to the game's dice (see src/dice/fair). Accepted in the lobby and,
// after /startgame, until the first die is rolled, so a player can add theirs after seeing the commitment: then
// neither the operator (who chose the secret before) nor any player alone can choose the dice.
import { cleanSeedText } from '../../dice/fair/construction.ts';
import { FAIR_V3 } from '../../dice/fair/construction.ts';
import { saltFor } from '../../dice/fair/seal.ts';
import { diceRolled } from '../../sessions/session.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { optionText } from '../declare/options.ts';
import { refuse } from '../refuse.ts';

export const seed: CommandDefinition = {
  name: 'seed',
  options: [{ name: 'text', kind: 'string', required: true }],
  handle({ session, user, options, render, now }) {
    const { fairText } = render.text.fair;
    const text = cleanSeedText(optionText(options.text));
    const { lobby, game } = session;
    if (!lobby && !game) return refuse(fairText.seedRefused('nothing_open'), user, 'seed_nothing_open');
    const players = game ? game.players : lobby!.players;
    if (!players.some((p) => p.id === user.id)) return refuse(fairText.seedRefused('not_a_player'), user, 'seed_not_player');
    if (game && diceRolled(game)) {
      return refuse(fairText.seedRefused('already_rolled'), user, 'seed_after_roll');
    }
    if (!text) return refuse(fairText.seedRefused('empty'), user, 'seed_empty');
    // the time it was typed (so that anyone can check it against the seed window from the record); in a running
    // game also its own salt (so that, its text erased by /forgetme, its digest cannot be reversed) — a lobby
    // phrase gets one when the game is sealed
    const phrase = { player: user.id, text, at: now };
    const events = [{ type: 'seed_added', player: user.id }];
    if (game) {
      // A game without a seal (stored by an older build) has nothing to add to.
      if (!game.fair) return refuse(fairText.seedRefused('already_rolled'), user, 'seed_after_roll');
      const salted = game.fair.scheme === FAIR_V3 ? { player: phrase.player, text, salt: saltFor(game.fair.by), at: now } : phrase;
      const fair = { ...game.fair, seeds: [...game.fair.seeds, salted] };
      return reply(fairText.seedAdded(user, text), events, { session: { ...session, game: { ...game, fair } } });
    }
    const seeds = [...(lobby!.seeds ?? []), phrase];
    return reply(fairText.seedAdded(user, text), events, { session: { ...session, lobby: { ...lobby!, seeds } } });
  },
};
