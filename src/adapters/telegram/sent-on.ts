// Whether a message was written here by its sender, or came from elsewhere: forwarded (Bot API 7's `forward_origin`,
// or the older `forward_date`/`forward_from`/`forward_from_chat`/`forward_sender_name` that some clients and replayed
// updates still carry without it) or sent through an inline bot (`via_bot`: the bot chose its content). A 🎲 from
// elsewhere was not thrown here, and a phrase from elsewhere is not the sender's own move. Any one field is enough.

/** The fields of a Telegram Message this reads (plain objects serve in tests; the legacy ones are not in grammY's types). */
export interface SentOnFields {
  forward_origin?: unknown;
  forward_date?: number;
  forward_from?: unknown;
  forward_from_chat?: unknown;
  forward_sender_name?: string;
  via_bot?: unknown;
}

const MARKS = ['forward_origin', 'forward_date', 'forward_from', 'forward_from_chat', 'forward_sender_name', 'via_bot'] as const;

export function sentOn(message: object): boolean {
  const fields = message as SentOnFields;
  return MARKS.some((mark) => fields[mark] !== undefined && fields[mark] !== null);
}
