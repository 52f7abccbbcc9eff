// Session keys start with the platform they belong to: the Butler routes notices that are not replies by this
// prefix (Butler.addOutlet), and a store can hold chats of every platform side by side.
export const CHAT_KEY_PREFIX = {
  telegram: 'tg:',
  discord: 'dc:',
  console: 'console:',
} as const;
