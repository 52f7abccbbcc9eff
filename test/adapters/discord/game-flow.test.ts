// The Butler in a Discord server, end to end through discord.js: gateway dispatches in, REST requests out
// (recorded by a local HTTP server). GIVEN alice (Manage Server), bob and carol (members) in #dice.
import { MessageFlags } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { alice, bob, carol, CHANNEL_ID, customIdOf, customIds, Harness, textOf, THREAD_ID } from './helpers/fake-gateway.ts';

const EPHEMERAL = MessageFlags.Ephemeral; // 64

let h: Harness;
afterEach(async () => h?.close());

const mention = (u: { id: string }) => `<@${u.id}>`;

describe('Bone Poker in a Discord channel', () => {
  it('GIVEN alice and bob in a channel WHEN alice opens Bone Poker with /newgame, bob joins by button and both roll by message THEN the winner is announced', async () => {
    // alice 3,3,3,5,6 · bob 6,6,1,1,2 · alice passes · bob rerolls 1 and 2 → 6,5
    h = await Harness.start({ dice: [3, 3, 3, 5, 6, 6, 6, 1, 1, 2, 6, 5] });

    const opened = await h.callback(h.slash(alice, 'newgame', { game: 'bone_poker' }));
    expect(opened.body.type).toBe(4); // CHANNEL_MESSAGE_WITH_SOURCE: answered at once, no defer
    expect(opened.body.data.flags ?? 0).toBe(0);
    expect(textOf(opened.body)).toContain('Открыта игра **Костяной покер**');
    expect(textOf(opened.body)).toContain(mention(alice));
    const [join] = customIds(opened.body);
    expect(join).toBe('v1|/join');
    expect(opened.body.data.components[0].components[0]).toMatchObject({ type: 2, label: '✋ Играю' });

    const joined = await h.callback(h.press(bob, join));
    expect(joined.body.data.flags ?? 0).toBe(0);
    expect(textOf(joined.body)).toBe(`${mention(bob)} в игре. Игроков: 2.`);

    const started = await h.callback(h.slash(alice, 'startgame'));
    expect(textOf(started.body)).toContain('Начинаем «Костяной покер»');
    expect(textOf(started.body)).toContain(`Ход: ${mention(alice)}`);

    h.message(alice, 'бросаю покер');
    let posts = await h.channelMessage(1);
    expect(posts[0].body.content).toContain(`🎲 ${mention(alice)}: ⚂3 ⚂3 ⚂3 ⚄5 ⚅6`);
    expect(posts[0].body.allowed_mentions).toEqual({ parse: ['users'] });

    h.message(bob, 'бросаю покер');
    posts = await h.channelMessage(2);
    expect(posts[1].body.content).toContain('⚅6 ⚅6 ⚀1 ⚀1 ⚁2');
    expect(posts[1].body.content).toContain('Второй круг');
    // round 2: alice's dice tray, Pass beside it (a tray press: the tray's name and the move's place)
    const pass = customIdOf(posts[1].body, 'Пас')!;
    expect(pass).toMatch(/^t[0-9a-z]+\.\d+:m0$/);

    // alice passes with the button under the bot's message: as if she had typed "Пас"
    const passed = await h.callback(h.press(alice, pass));
    expect(passed.body.data.flags ?? 0).toBe(0);
    expect(textOf(passed.body)).toContain(`${mention(alice)} — пас`);

    h.message(bob, 'Перебрасываю 1 и 2, бросаю 2 кости');
    posts = await h.channelMessage(3);
    const verdict = posts[2].body.content as string;
    expect(verdict).toContain('⚅6 ⚅6 ⚀1 ⚅6 ⚄5');
    expect(verdict).toContain(`Победитель: ${mention(bob)}`);
    expect(verdict).toContain('/newgame bone\\_poker'); // escaped Markdown, shown as typed

    // the game is over: /status shows an embed with no game
    const status = await h.callback(h.slash(carol, 'status'));
    expect(status.body.data.embeds[0].description).toContain('Сейчас игры нет');
  });

  it('GIVEN a running game WHEN bob (no Manage Server) runs /endgame THEN only he sees the refusal, the game goes on', async () => {
    h = await Harness.start({ dice: [] });
    await h.callback(h.slash(alice, 'newgame', { game: 'craps' }));
    await h.callback(h.press(bob, 'v1|/join'));
    await h.callback(h.slash(alice, 'startgame'));

    const refused = await h.callback(h.slash(bob, 'endgame'));
    expect(refused.body.type).toBe(4);
    expect(refused.body.data.flags).toBe(EPHEMERAL);
    expect(textOf(refused.body)).toContain('/endgame — только для админов');

    const status = await h.callback(h.slash(bob, 'status'));
    expect(status.body.data.flags ?? 0).toBe(0);
    expect(textOf(status.body)).toContain('Крэпс');
    // alice has Manage Server: she may
    const ended = await h.callback(h.slash(alice, 'endgame'));
    expect(ended.body.data.flags ?? 0).toBe(0);
    expect(textOf(ended.body)).toContain('завершена');
  });

  it('GIVEN a button drawn for an older state WHEN pressed THEN an ephemeral notice and nothing changes', async () => {
    h = await Harness.start({ dice: [3, 4] });
    const opened = await h.callback(h.slash(alice, 'newgame', { game: 'craps' }));
    const [join] = customIds(opened.body);
    await h.callback(h.press(bob, join));
    const started = await h.callback(h.slash(alice, 'startgame'));
    const [roll] = customIds(started.body);
    await h.callback(h.press(alice, roll)); // alice rolls: the game moved on
    const stale = await h.callback(h.press(bob, roll));
    expect(stale.body.data.flags).toBe(EPHEMERAL);
    expect(textOf(stale.body)).toContain('кнопка устарела');
    const status = await h.callback(h.slash(carol, 'status'));
    expect(textOf(status.body)).toContain(`Ход: ${mention(bob)}`);
    // a custom_id that is not ours at all reads the same way
    const foreign = await h.callback(h.press(carol, 'someone-elses-button'));
    expect(foreign.body.data.flags).toBe(EPHEMERAL);
  });

  it('GIVEN the lobby join button WHEN pressed by several players after the lobby moved on THEN each joins', async () => {
    h = await Harness.start();
    const opened = await h.callback(h.slash(alice, 'newgame', { game: 'craps' }));
    const [join] = customIds(opened.body);
    await h.callback(h.press(bob, join));
    const late = await h.callback(h.press(carol, join));
    expect(textOf(late.body)).toContain(mention(carol));
    expect(textOf(late.body)).not.toContain('устарела');
  });

  it('GIVEN bob in a lobby WHEN alice runs /kick with bob as the user option THEN the core receives the mention and removes that player', async () => {
    h = await Harness.start();
    await h.callback(h.slash(alice, 'newgame', { game: 'craps' }));
    await h.callback(h.press(bob, 'v1|/join'));
    const kicked = await h.callback(h.slash(alice, 'kick', { player: bob }));
    expect(textOf(kicked.body)).toBe(`${mention(bob)} выбывает из игры по решению админа.`);
  });
});

describe('typed messages', () => {
  it('GIVEN a lobby in the channel WHEN /status is asked in a thread THEN the thread has no game: it is its own table', async () => {
    h = await Harness.start();
    await h.callback(h.slash(alice, 'newgame', { game: 'craps' }));
    const inThread = await h.callback(h.slash(carol, 'status', {}, THREAD_ID));
    expect(textOf(inThread.body)).toContain('Сейчас игры нет');
    const inChannel = await h.callback(h.slash(carol, 'status'));
    expect(textOf(inChannel.body)).toContain('Лобби');
  });

  it('GIVEN an owner in BUTLER_OWNER_IDS WHEN admin commands are typed as text THEN the role permissions decide for members, and the owner always may', async () => {
    h = await Harness.start({ ownerIds: [carol.id] });
    h.message(bob, '/newgame craps');
    let posts = await h.channelMessage(1);
    expect(posts[0].body.content).toContain('только для админов');
    h.message(alice, '/newgame craps');
    posts = await h.channelMessage(2);
    expect(posts[1].body.content).toContain('Открыта игра');
    h.message(carol, '/endgame');
    posts = await h.channelMessage(3);
    expect(posts[2].body.content).toContain('закрыто');
  });

  it('GIVEN a channel WHEN ordinary chat, a roll from a bot and a roll from a player arrive THEN only the player is answered', async () => {
    h = await Harness.start({ dice: [2, 5] });
    h.message(bob, 'привет всем');
    h.message(carol, 'бросаю кости', CHANNEL_ID, { bot: true });
    h.message(bob, 'бросаю кости');
    const posts = await h.channelMessage(1);
    expect(posts[0].body.content).toContain('⚁2 ⚄5');
    await new Promise((r) => setTimeout(r, 50));
    expect(h.server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('GIVEN a Bone Poker game WHEN the gateway delivers a move twice THEN it is applied once (updateId dc:<message id>)', async () => {
    h = await Harness.start({ dice: [1, 1, 2, 3, 4, 6, 6, 6, 6, 6] });
    await h.callback(h.slash(alice, 'newgame', { game: 'bone_poker' }));
    await h.callback(h.press(bob, 'v1|/join'));
    await h.callback(h.slash(alice, 'startgame'));
    const id = h.message(alice, 'бросаю покер');
    await h.channelMessage(1);
    h.message(alice, 'бросаю покер', CHANNEL_ID, { id });
    await new Promise((r) => setTimeout(r, 50));
    // The core may answer a re-delivery again (its reply may never have left), but with the same reply: the move
    // is not applied a second time (that would be refused as "not your turn").
    const afterDuplicate = await h.channelMessage(1);
    expect(new Set(afterDuplicate.map((p) => p.body.content)).size).toBe(1);
    h.message(bob, 'бросаю покер');
    const posts = await h.channelMessage(afterDuplicate.length + 1);
    expect(posts.at(-1)!.body.content).toContain('⚅6 ⚅6 ⚅6 ⚅6 ⚅6');
  });

  it('GIVEN a slow first send WHEN replies pile up while it is in flight THEN they leave joined as the next message', async () => {
    h = await Harness.start({ dice: [1, 1, 2, 2, 3, 3] });
    h.server.delayMs = 150; // Discord is slow to accept the first message
    h.message(bob, 'бросаю кости');
    await h.channelMessage(1);
    h.message(bob, 'бросаю кости');
    h.message(carol, 'бросаю кости');
    const posts = await h.channelMessage(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(await h.channelMessage(2)).toHaveLength(2);
    expect(posts[0].body.content).toContain('⚀1 ⚀1');
    expect(posts[1].body.content).toMatch(/⚁2 ⚁2[\s\S]*\n\n[\s\S]*⚂3 ⚂3/);
  });

  it('GIVEN a channel WHEN a message starts with a mention of the Butler THEN the mention is ignored and the roll is answered', async () => {
    h = await Harness.start({ dice: [4] });
    h.message(bob, `<@${h.client.user!.id}> кидаю кубик`);
    const [post] = await h.channelMessage(1);
    expect(post.body.content).toContain('⚃4');
  });
});

describe('channel of a running game', () => {
  it('GIVEN a lobby WHEN someone runs /status THEN an embed with the players and the join button', async () => {
    h = await Harness.start();
    await h.callback(h.slash(alice, 'newgame', { game: 'dice_poker' }));
    const status = await h.callback(h.slash(bob, 'status'));
    expect(status.body.data.embeds).toHaveLength(1);
    expect(status.body.data.embeds[0].description).toContain(mention(alice));
    expect(customIds(status.body)).toEqual(['v1|/join', 'v1|/startgame', 'v1|/addbot']); // the lobby's buttons (issue 51)
  });

  it('GIVEN a thread WHEN a roll is typed there THEN the reply goes to that thread only, not to the parent channel', async () => {
    h = await Harness.start({ dice: [1, 1] });
    h.message(bob, 'бросаю кости', THREAD_ID);
    const [post] = await h.channelMessage(1, THREAD_ID);
    expect(post.path).toBe(`/channels/${THREAD_ID}/messages`);
    expect(h.server.requests.some((r) => r.path === `/channels/${CHANNEL_ID}/messages`)).toBe(false);
  });
});

describe('Discord: mentions typed by players', () => {
  it('GIVEN a channel WHEN someone runs /newgame with the game «@everyone <@&…>» THEN the answer shows the text with no live mention', async () => {
    h = await Harness.start({ dice: [] });
    const answered = await h.callback(h.slash(alice, 'newgame', { game: '@everyone <@&223456789012345678>' }));
    const content = textOf(answered.body);
    expect(content.replace(/\u200b/g, '')).toContain('@everyone');
    expect(content).not.toMatch(/@everyone|<@&\d/);
  });
});
