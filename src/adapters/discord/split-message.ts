// Discord refuses a message over 2000 characters. Long replies are cut at line breaks (a single line that is too
// long is cut hard), and a cut inside a ``` code block closes the block and opens it again in the next part.
export const MESSAGE_LIMIT = 2000;

const FENCE = '```';
const CLOSE = '\n' + FENCE;
const OPEN = FENCE + '\n';

export function splitMessage(text: string, limit = MESSAGE_LIMIT): string[] {
  if (text.length <= limit) return [text];
  // Room for a closing fence on a part that ends inside a block, and an opening fence on the next one.
  const room = limit - CLOSE.length - OPEN.length;
  if (room < 1) throw new RangeError(`limit ${limit} is too small to split with code fences`);
  const parts: string[] = [];
  let current = '';
  let inBlock = false;

  const flush = () => {
    if (inBlock) {
      parts.push(current + CLOSE);
      current = OPEN;
    } else {
      if (current !== '') parts.push(current);
      current = '';
    }
  };

  for (const rawLine of text.split('\n')) {
    let line = rawLine;
    // a line break joins this line to what is already there
    const sep = current === '' || current === OPEN ? '' : '\n';
    // a closing fence always fits: the room for it was kept
    const fits = inBlock && line === FENCE ? room + CLOSE.length : room;
    if (current.length + sep.length + line.length <= fits) {
      current += sep + line;
    } else {
      if (current !== '' && current !== OPEN) flush();
      while (current.length + line.length > room) {
        const take = room - current.length;
        current += line.slice(0, take);
        line = line.slice(take);
        flush();
      }
      current += line;
    }
    if ((rawLine.match(/```/g)?.length ?? 0) % 2 === 1) inBlock = !inBlock;
  }
  if (current !== '' && current !== OPEN) parts.push(current);
  return parts;
}
