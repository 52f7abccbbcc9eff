// Answers a press on a dice tray (issue 51) inside Discord's three seconds. A toggle updates the pressed message
// (its components) and adds nothing; a roll or a move beside it is the move's public reply, a refusal ephemeral.
// If the Butler has not answered within `deferAfterMs`, the press is deferred as an update of the message
// (deferUpdate: the tap's answer is the message itself, so its visibility is not fixed as with a deferred reply), and
// the answer follows: the components edited in place, a public reply posted in the channel, a refusal ephemeral.
import { MessageFlags, type ButtonInteraction } from 'discord.js';
import type { Reply } from '../../core/reply.ts';
import type { AdapterContext } from './context.ts';
import { buttonRows } from './buttons.ts';
import { answerInteraction, type Answer } from './interaction-reply.ts';
import { renderReply } from './message-payload.ts';
import { richToMarkdown } from './render-markdown.ts';

export async function answerTap(
  ctx: AdapterContext,
  interaction: ButtonInteraction,
  work: Promise<Reply | null>,
  answerOf: (reply: Reply | null) => Answer,
): Promise<void> {
  let deferral: Promise<boolean> | null = null;
  const timer = setTimeout(() => {
    deferral = interaction.deferUpdate().then(
      () => true,
      (error: unknown) => {
        ctx.logger.warn({ err: error, interaction: interaction.id }, 'tray press could not be deferred');
        return false;
      },
    );
  }, ctx.deferAfterMs);
  let reply: Reply | null;
  try {
    reply = await work;
  } finally {
    clearTimeout(timer);
  }
  const notice = reply?.edit && reply.rich.length > 0 ? richToMarkdown(reply.rich) : null;
  if (deferral === null) {
    if (reply?.edit) {
      await interaction.update({ components: buttonRows(reply.buttons, reply.version, ctx.codes) });
      // "Best keep" says what it kept, to the presser alone
      if (notice) await interaction.followUp({ content: notice, flags: MessageFlags.Ephemeral });
      return;
    }
    await answerInteraction(ctx, interaction, Promise.resolve(answerOf(reply)));
    return;
  }
  if (!(await deferral)) return; // the interaction is gone; the move itself was handled
  if (reply?.edit) {
    await interaction.editReply({ components: buttonRows(reply.buttons, reply.version, ctx.codes) });
    if (notice) await interaction.followUp({ content: notice, flags: MessageFlags.Ephemeral });
    return;
  }
  if (!reply) return;
  if (reply.private) {
    await interaction.followUp({ content: richToMarkdown(reply.rich), flags: MessageFlags.Ephemeral });
    return;
  }
  if (interaction.channelId) await ctx.outbox.post(interaction.channelId, renderReply(reply, false, ctx.images));
}
