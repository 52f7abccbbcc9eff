// Slash commands and button presses → the Butler, as if the command or the button's text had been typed.
import type { ButtonInteraction, ChatInputCommandInteraction, Interaction } from 'discord.js';
import { answerTap } from './tap-answer.ts';
import type { Messages } from '../../messages/index.ts';
import type { Rich } from '../../messages/rich.ts';
import type { Incoming, Reply } from '../../core/reply.ts';
import { isAdmin } from './admin-check.ts';
import { missingPermissions, permissionsToPost } from './channel-permissions.ts';
import { chatKey, guildKey, updateId } from './chat-key.ts';
import { guildLanguage, noticeText } from './language.ts';
import { changesServerSetting, roleIdsOf } from './game-master-role.ts';
import type { AdapterContext } from './context.ts';
import { answerInteraction, answerWithError, type Answer } from './interaction-reply.ts';
import { renderReply } from './message-payload.ts';
import { richToMarkdown } from './render-markdown.ts';
import { slashCommand } from './slash-text.ts';
import type { ImageService } from '../../images/image-service.ts';

type GuildInteraction = ChatInputCommandInteraction<'cached' | 'raw'> | ButtonInteraction<'cached' | 'raw'>;

function privateNotice(rich: Rich): Answer {
  return { message: { text: richToMarkdown(rich), embed: false, buttons: [], version: null }, ephemeral: true };
}

function toAnswer(reply: Reply | null, asStatus: boolean, text: () => Messages, images?: ImageService): Answer {
  if (!reply) return privateNotice(text().discord.discordText.nothingToSay());
  return { message: renderReply(reply, asStatus, images), ephemeral: reply.private === true };
}

function displayName(interaction: GuildInteraction): string {
  const member = interaction.member;
  if ('displayName' in member) return member.displayName;
  return member.nick ?? interaction.user.displayName;
}

function incomingFor(ctx: AdapterContext, interaction: GuildInteraction, text: string): Incoming {
  const userId = interaction.user.id;
  return {
    chat: chatKey(interaction.channelId),
    user: { id: userId, name: displayName(interaction) },
    text,
    updateId: updateId(interaction.id),
    // Discord computes the member's permissions for every interaction: no extra request needed.
    isAdmin: () =>
      isAdmin(userId, ctx.ownerIds, () => interaction.memberPermissions, changesServerSetting(text) ? undefined : async () => {
        const role = await ctx.adminRoleOf?.(guildKey(interaction.guildId), chatKey(interaction.channelId));
        return role != null && roleIdsOf(interaction.member).includes(role);
      }),
    server: guildKey(interaction.guildId),
    ...(interaction.guildLocale ? { platformLanguage: guildLanguage(interaction.guildLocale) } : {}),
  };
}

/** The adapter's own notices speak the channel's language (in a DM: the person's own Discord language). */
function textOf(ctx: AdapterContext, interaction: Interaction): Messages {
  return noticeText(ctx, interaction.channelId ? chatKey(interaction.channelId) : null, interaction.guildLocale ?? interaction.locale);
}

/** Commands that only show something (answered in the interaction itself, whatever the channel allows). */
const READING_COMMANDS = new Set(['help', 'rules', 'status']);

async function onSlash(ctx: AdapterContext, interaction: ChatInputCommandInteraction): Promise<void> {
  if (!interaction.inGuild()) {
    await answerInteraction(ctx, interaction, Promise.resolve(privateNotice(textOf(ctx, interaction).discord.discordText.guildOnly())));
    return;
  }
  // A table the Butler cannot post to could not be played: the person is told why, the log says what is missing.
  // Reading commands are answered anyway: their answer is the interaction's own, which needs no channel rights.
  const missing = READING_COMMANDS.has(interaction.commandName)
    ? []
    : missingPermissions(interaction.appPermissions, permissionsToPost(interaction.channel?.isThread() ?? false));
  if (missing.length > 0) {
    ctx.logger.warn({ chat: chatKey(interaction.channelId), missing }, 'discord: missing permissions in the channel');
    await answerInteraction(ctx, interaction, Promise.resolve(privateNotice(textOf(ctx, interaction).discord.discordText.cannotPost(missing))));
    return;
  }
  const { text, command } = slashCommand(interaction);
  const incoming: Incoming = { ...incomingFor(ctx, interaction, text), command };
  const asStatus = interaction.commandName === 'status';
  await answerInteraction(ctx, interaction, ctx.butler.handle(incoming).then((r) => toAnswer(r, asStatus, () => textOf(ctx, interaction), ctx.images)));
}

async function onButton(ctx: AdapterContext, interaction: ButtonInteraction): Promise<void> {
  const press = ctx.codes.decode(interaction.customId);
  if (!press || !interaction.inGuild()) {
    // Not one of ours, or a long-text button from before a restart: say it is stale, change nothing.
    await answerInteraction(ctx, interaction, Promise.resolve(privateNotice(textOf(ctx, interaction).common.errors.staleButton())));
    return;
  }
  const incoming: Incoming = {
    ...incomingFor(ctx, interaction, press.text),
    ...(press.version === undefined ? {} : { buttonVersion: press.version }),
    ...(press.tap ? { tap: press.tap } : {}),
  };
  const reply = ctx.butler.handle(incoming);
  // A dice tray's press: a toggle updates the pressed message in place (tap-answer.ts)
  if (press.tap) return answerTap(ctx, interaction, reply, (r) => toAnswer(r, false, () => textOf(ctx, interaction), ctx.images));
  await answerInteraction(ctx, interaction, reply.then((r) => toAnswer(r, false, () => textOf(ctx, interaction), ctx.images)));
}

export async function onInteraction(ctx: AdapterContext, interaction: Interaction): Promise<void> {
  if (!interaction.isChatInputCommand() && !interaction.isButton()) return;
  try {
    if (interaction.isChatInputCommand()) await onSlash(ctx, interaction);
    else await onButton(ctx, interaction);
  } catch (error) {
    ctx.logger.error(
      { err: error, interaction: interaction.id, chat: chatKey(interaction.channelId ?? '?') },
      'interaction failed',
    );
    await answerWithError(interaction, richToMarkdown(textOf(ctx, interaction).common.errors.internal())).catch((err: unknown) =>
      ctx.logger.warn({ err, interaction: interaction.id }, 'error notice not sent'),
    );
  }
}
