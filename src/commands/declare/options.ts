// A command's options, declared once (name, kind, required, choices: what Telegram's menu and Discord's slash
// builder publish) and read into one typed shape, whichever way they came: Discord hands them over typed (a user
// option is a user, not a «<@id>» to parse again), Telegram and the console type them as text after the command,
// which is split here, once, by one rule. The shape is checked with a zod schema made from the same declaration.
import { z } from 'zod';

export interface CommandOption {
  name: string;
  kind: 'string' | 'user';
  required: boolean;
  /** fixed choices (Discord shows them as a list); value is what the handler receives */
  choices?: { value: string; label: string }[];
}

/** A user picked from the platform's list: its id, and how a reply names it when it is no player (a mention). */
export interface PickedUser {
  id: string;
  label: string;
}

/** One option's value: typed text, or a user the platform resolved. */
export type OptionValue = string | PickedUser;

/** The options of one use of a command, by name; an option not given is absent (never an empty string). */
export type OptionValues = Record<string, OptionValue | undefined>;

const PICKED_USER = z.object({ id: z.string().min(1), label: z.string() });

/** The zod schema of a command's options: text trimmed, empty text absent, a user option also a picked user. */
export function optionSchema(options: readonly CommandOption[]): z.ZodType<OptionValues> {
  const text = z
    .string()
    .transform((value) => value.trim())
    .transform((value) => (value === '' ? undefined : value));
  const shape = Object.fromEntries(
    options.map((option) => [option.name, (option.kind === 'user' ? z.union([PICKED_USER, text]) : text).optional()]),
  );
  return z.object(shape).strip() as unknown as z.ZodType<OptionValues>;
}

/**
 * The options typed after a command as text. One option takes the whole text ("/seed три слова"). With several,
 * each later option takes one word from the end and the first one the rest: "/settings время хода 60" → key
 * «время хода», value «60»; a single word is the first option alone ("/settings время").
 */
export function optionsFromText(options: readonly CommandOption[], args: string): Record<string, string> {
  const text = args.trim();
  if (options.length === 0 || text === '') return {};
  if (options.length === 1) return { [options[0]!.name]: text };
  const words = text.split(/\s+/);
  const tail = Math.min(options.length - 1, words.length - 1);
  const head = words.slice(0, words.length - tail).join(' ');
  const values: Record<string, string> = { [options[0]!.name]: head };
  for (let i = 0; i < tail; i++) values[options[i + 1]!.name] = words[words.length - tail + i]!;
  return values;
}

/**
 * A declaration's schema, made once: a command's options are declared once and never changed, and making the zod
 * schema again for every use cost more than the parse (~0.1 ms of a slash command here).
 */
const schemas = new WeakMap<readonly CommandOption[], z.ZodType<OptionValues>>();
function schemaOf(options: readonly CommandOption[]): z.ZodType<OptionValues> {
  let schema = schemas.get(options);
  if (!schema) schemas.set(options, (schema = optionSchema(options)));
  return schema;
}

/** The typed options of one use: `raw` as the platform gave them (typed) or as read from text, checked by the schema. */
export function readOptions(options: readonly CommandOption[], raw: Record<string, unknown>): OptionValues {
  const parsed = schemaOf(options).safeParse(raw);
  // A platform that sent something the declaration does not allow gets the command without options (a handler
  // then answers as for a missing one) rather than a crash.
  return parsed.success ? parsed.data : {};
}

/** An option as text for a reply or a lookup: typed text as it is, a picked user by its label. */
export function optionText(value: OptionValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value.label;
}
