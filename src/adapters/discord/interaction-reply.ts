// Answers an interaction inside Discord's three-second window. If the Butler answers within `deferAfterMs`
// (~2 s), the answer is the interaction's reply, ephemeral when it is a refusal meant for the sender. If not, the
// interaction is deferred first — ephemerally, because a deferral fixes the visibility and only a refusal may be
// private — and then a refusal fills that private placeholder, while a public answer goes to the channel through
// its outbox and the placeholder is removed.
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { AdapterContext } from './context.ts';
import type { OutMessage } from './message-payload.ts';
import { forInteraction, imageAfterText, payloadsWithImage } from './attach-image.ts';

export interface Answer {
  message: OutMessage;
  /** seen by the sender alone */
  ephemeral: boolean;
}

const flagsFor = (ephemeral: boolean) => (ephemeral ? { flags: MessageFlags.Ephemeral as const } : {});

export async function answerInteraction(
  ctx: AdapterContext,
  interaction: RepliableInteraction,
  work: Promise<Answer>,
): Promise<void> {
  const deferral: { promise: Promise<boolean> | null } = { promise: null };
  const timer = setTimeout(() => {
    deferral.promise = interaction.deferReply({ flags: MessageFlags.Ephemeral }).then(
      () => true,
      (error: unknown) => {
        ctx.logger.warn({ err: error, interaction: interaction.id }, 'interaction could not be deferred');
        return false;
      },
    );
  }, ctx.deferAfterMs);
  let answer: Answer;
  try {
    answer = await work;
  } finally {
    clearTimeout(timer);
  }
  const payloads = (await payloadsWithImage(answer.message, ctx.codes)).map(forInteraction);
  if (payloads.length === 0) payloads.push({ content: '🎩' });

  if (deferral.promise === null) {
    await interaction.reply({ ...payloads[0], ...flagsFor(answer.ephemeral) });
    await followUps(interaction, payloads.slice(1), answer.ephemeral);
    await pictureAfter(interaction, answer);
    return;
  }
  const deferred = await deferral.promise;
  if (answer.ephemeral) {
    if (!deferred) return; // the interaction is gone; a private notice has nowhere else to go
    await interaction.editReply(payloads[0]);
    await followUps(interaction, payloads.slice(1), true);
    await pictureAfter(interaction, answer);
    return;
  }
  if (interaction.channelId) await ctx.outbox.post(interaction.channelId, answer.message);
  if (deferred) await interaction.deleteReply().catch(() => undefined);
}

/** A game-over picture sent after the text (attach-image.ts imageAfterText): a follow-up once it is drawn. */
async function pictureAfter(interaction: RepliableInteraction, answer: Answer): Promise<void> {
  const picture = await imageAfterText(answer.message);
  if (picture) await followUps(interaction, [forInteraction(picture)], answer.ephemeral);
}

async function followUps(interaction: RepliableInteraction, payloads: ReturnType<typeof forInteraction>[], ephemeral: boolean) {
  for (const payload of payloads) await interaction.followUp({ ...payload, ...flagsFor(ephemeral) });
}

/** The last resort when handling an interaction failed: an ephemeral apology, whatever state the interaction is in. */
export async function answerWithError(interaction: RepliableInteraction, content: string): Promise<void> {
  if (interaction.deferred || interaction.replied) {
    await interaction.followUp({ content, flags: MessageFlags.Ephemeral });
  } else {
    await interaction.reply({ content, flags: MessageFlags.Ephemeral });
  }
}
