import { settingsTable, settingsText } from '../../messages/ru/settings.ts';
import { refuse, reply, type CommandDefinition } from '../command.ts';
import { CHANNEL_SETTINGS, settingByKey, settingValue } from '../settings-keys.ts';

/** /settings shows the channel's settings; /settings <key> <value> changes one (admins, between games). */
export const settings: CommandDefinition = {
  name: 'settings',
  admin: (args) => args.trim().split(/\s+/).filter(Boolean).length >= 2,
  options: [
    { name: 'key', kind: 'string', required: false },
    { name: 'value', kind: 'string', required: false },
  ],
  handle({ session, user, args }) {
    const words = args.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      return reply(
        settingsTable(
          CHANNEL_SETTINGS.map((spec) => ({ ...spec, value: settingValue(session.settings, spec) })),
        ),
      );
    }
    // A key may be two words ("время хода"); the value is always the last word.
    const spec = settingByKey(words.length > 2 ? words.slice(0, -1).join(' ') : words[0]);
    // "/settings open 50 60": the key is right and the value is not one value — say so, with the allowed ones.
    const keyOnly = spec ? null : words.length > 2 ? settingByKey(words[0]) : null;
    if (keyOnly) {
      return refuse(settingsText.badValue(keyOnly.key, words.slice(1).join(' '), keyOnly.allowed), user, 'bad_setting_value');
    }
    if (!spec) {
      return refuse(
        settingsText.unknownKey(words[0], CHANNEL_SETTINGS.map((s) => s.key)),
        user,
        'unknown_setting',
      );
    }
    if (words.length === 1) {
      return reply(settingsText.missingValue(spec.key, settingValue(session.settings, spec), spec.allowed));
    }
    const raw = words[words.length - 1];
    const value = spec.accept(raw);
    if (value === null) return refuse(settingsText.badValue(spec.key, raw, spec.allowed), user, 'bad_setting_value');
    if (session.game) return refuse(settingsText.gameRunning(), user, 'game_running');
    return reply(settingsText.changed(spec.key, value), [{ type: 'setting_changed', key: spec.key, value }], {
      session: { ...session, settings: { ...session.settings, [spec.key]: value } },
    });
  },
};
