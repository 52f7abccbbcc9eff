// A command the Butler does not have, named as a move ("/roll", "/roll 2d6", "/bank"), as players of other dice bots
// type it: the move its words say, the writer's own; when it moves nothing it is answered as an unknown command.
import { afterEach, describe, expect, it } from 'vitest';
import { startedChat, makeChat, type TestChat } from '../helpers/chat.ts';

let chat: TestChat | undefined;
afterEach(async () => {
  await chat?.close();
  chat = undefined;
});

describe('a move typed as a command', () => {
  it('GIVEN a Craps game on my turn WHEN I type /roll THEN my two dice are rolled, as «бросаю кости» would', async () => {
    chat = await startedChat('craps', ['ann', 'bob'], [3, 4]);
    const reply = await chat.say('ann', '/roll');
    expect(reply?.events.some((e) => e.type === 'roll' && e.player === 'ann')).toBe(true);
  });

  it('GIVEN a Craps game on my turn WHEN I type /roll 2d6 in dice notation THEN the two dice are rolled', async () => {
    chat = await startedChat('craps', ['ann', 'bob'], [3, 4]);
    const reply = await chat.say('ann', '/roll 2d6');
    expect(reply?.events.some((e) => e.type === 'roll' && e.player === 'ann')).toBe(true);
  });

  it('GIVEN no game WHEN /bank is typed THEN it is answered as a command the Butler does not know, never met with silence', async () => {
    chat = await makeChat();
    const reply = await chat.say('ann', '/bank');
    expect(reply?.text).toContain('/bank');
    expect(reply?.text).toContain('/help');
  });

  it('GIVEN any chat WHEN a command names no move (/flip) THEN it is an unknown command', async () => {
    chat = await makeChat();
    const reply = await chat.say('ann', '/flip');
    expect(reply?.text).toContain('/flip');
  });
});
