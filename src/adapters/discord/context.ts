// What the Discord event handlers share: the Butler, the per-channel outbox, the button codes and the settings.
import type { Butler } from '../../butler.ts';
import type { Logger } from '../../log.ts';
import type { ButtonCodec } from './buttons.ts';
import type { AdminRoleOf } from './game-master-role.ts';
import type { ChannelOutbox } from './outbox.ts';
import type { ImageService } from '../../images/image-service.ts';

/** The part of the Butler the adapter uses (tests may wrap it, e.g. to make it slow). */
export type ButlerPort = Pick<Butler, 'handle' | 'addOutlet'> & Partial<Pick<Butler, 'store' | 'serverSettings' | 'textOf'>>;

export interface AdapterContext {
  butler: ButlerPort;
  logger: Logger;
  outbox: ChannelOutbox;
  codes: ButtonCodec;
  ownerIds: readonly string[];
  /** how long an interaction waits for the Butler before it is deferred (Discord allows 3 s for the first answer) */
  deferAfterMs: number;
  /** the game-master role of a server (setting admin_role); absent = no such role anywhere */
  adminRoleOf?: AdminRoleOf;
  /** draws reply pictures (shown in the embed); none = text only */
  images?: ImageService;
}
