// Pictures' version. Which picture a reply carries for a game at a moment is the game's module's (house/<game>.ts,
// asked through the registry); a spec is plain data, cheap to build inside a chat's transaction, and rendered to PNG
// later, off the chat's critical path (render-image.ts, in a worker thread). This file loads no canvas.

/** Bump when any picture's look changes: cached PNGs (and Telegram file ids) of an older look are not reused. */
export const IMAGE_STYLE_VERSION = 5;
