// /fair: how the dice can be checked, and the running game's commitment in full.
import { diceRolled } from '../../sessions/session.ts';
import { reply, type CommandDefinition } from '../command.ts';

export const fair: CommandDefinition = {
  name: 'fair',
  options: [],
  handle({ session, render }) {
    const { fairText } = render.text.fair;
    const game = session.game;
    const seal = game?.fair;
    return reply(
      fairText.explain(
        game && seal
          ? {
              game: game.id,
              origin: seal.by,
              commitment: seal.commitment,
              seeds: seal.seeds.length,
              rolled: diceRolled(game),
            }
          : null,
      ),
    );
  },
};
