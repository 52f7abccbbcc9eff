// A game-over picture held back at will: the adapters' tests of "the text goes first, the picture follows" need a
// picture that is still being drawn when the text is sent.
import type { ReplyImage } from '../../src/core/image.ts';
import type { RecordQueries } from '../../src/storage/records/types.ts';

/** A game-over picture that looks the ratings (and the chance curve) up after the commit. */
export const RATED_GAME_OVER: ReplyImage = {
  moment: 'over',
  spec: { kind: 'game_over', card: { game: 'craps', winners: [], rows: [] }, names: {}, rated: { game: 'craps', startedAt: 1, commitment: 'seal' } },
};

/** A store whose statistics answer only when `open` is called: a picture waiting for them is held until then. */
export function heldRecords(): { records: RecordQueries; open: () => void } {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const records = { fold: () => gate.then(() => 0), chatStats: async () => null, history: async () => [] } as unknown as RecordQueries;
  return { records, open: () => open() };
}
