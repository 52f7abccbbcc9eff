// A slash command that reads records or statistics. Its `handle` is never reached through the Butler (which calls
// `query` outside the lock); it answers like a store without records, in case a caller uses it directly.
import { reply, type CommandDefinition, type CommandOption, type QueryContext, type QueryRender } from '../command.ts';
import type { RecordQueries } from '../../storage/records/types.ts';

export function queryCommand(
  name: string,
  options: CommandOption[],
  run: (ctx: QueryContext & { records: RecordQueries }) => Promise<QueryRender>,
): CommandDefinition {
  return {
    name,
    options,
    handle: ({ render }) => reply(render.text.records.recordsText.unavailable()),
    query: async (ctx) =>
      ctx.records ? run({ ...ctx, records: ctx.records }) : () => reply(ctx.text.records.recordsText.unavailable()),
  };
}
