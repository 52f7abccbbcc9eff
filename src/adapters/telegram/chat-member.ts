// What a my_chat_member update means for the Butler: added to a chat, promoted, demoted or removed. Telegram sends
// one whenever the bot's own membership changes (it is asked for in allowed_updates).

export type MembershipChange = 'added' | 'promoted' | 'demoted' | 'removed' | 'unchanged';

/** The fields of a ChatMember this needs. */
export interface MemberFields {
  status: string;
  /** only on 'restricted': whether the restricted bot is still in the chat */
  is_member?: boolean;
}

function inside(member: MemberFields): boolean {
  switch (member.status) {
    case 'creator':
    case 'administrator':
    case 'member':
      return true;
    case 'restricted':
      return member.is_member === true;
    default:
      return false; // 'left', 'kicked'
  }
}

const isAdmin = (member: MemberFields) => member.status === 'administrator' || member.status === 'creator';

export function membershipChange(before: MemberFields, after: MemberFields): MembershipChange {
  if (!inside(after)) return inside(before) ? 'removed' : 'unchanged';
  if (!inside(before)) return 'added';
  if (isAdmin(after) !== isAdmin(before)) return isAdmin(after) ? 'promoted' : 'demoted';
  return 'unchanged';
}

/** Whether the bot, with this membership, receives ordinary group messages (privacy mode spares admins). */
export function hearsEverything(member: MemberFields, canReadAllGroupMessages: boolean | undefined): boolean {
  return canReadAllGroupMessages !== false || isAdmin(member);
}
