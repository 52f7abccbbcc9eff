import { textFor } from '../../messages/index.ts';
import { isLanguage } from '../../core/language.ts';
import { LANGUAGE_SETTING, languageOf } from '../../sessions/chat-language.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { optionText } from '../declare/options.ts';
import { refuse } from '../refuse.ts';
import { channelSettings, settingByKey, settingHere, settingValue, type ChannelSettingSpec } from '../settings-keys.ts';

/**
 * /settings shows the channel's settings; /settings <key> <value> changes one (admins, between games). Server-wide
 * ones (scope 'server') are shown and changed for the whole server, and only in a chat that belongs to one.
 */
export const settings: CommandDefinition = {
  name: 'settings',
  // Reading the settings is for everyone; changing one (a key and a value) is for admins.
  adminWhen: (options) => options.value !== undefined,
  options: [
    { name: 'key', kind: 'string', required: false },
    { name: 'value', kind: 'string', required: false },
  ],
  handle({ session, user, options, server, render, chat }) {
    const { settingsTable, settingsText } = render.text.settings;
    // The key (one or more words) and then the value, as typed (declare/options.ts) or as Discord's two fields.
    const words = [optionText(options.key), optionText(options.value)].filter(Boolean).flatMap((w) => w.split(/\s+/));
    // Server-wide settings (the Discord game-master role) exist only where the chat belongs to a server.
    const listed = channelSettings().filter((spec) => (spec.scope !== 'server' || server) && settingHere(spec, chat));
    // The language shown is the one the chat is spoken to in (an admin's choice, else the platform's).
    const valueOf = (spec: ChannelSettingSpec) =>
      spec.key === LANGUAGE_SETTING
        ? languageOf(session)
        : settingValue(spec.scope === 'server' && server ? server.settings : session.settings, spec);
    if (words.length === 0) {
      const lines = listed.map((spec) => ({ ...spec, value: valueOf(spec) }));
      return reply(settingsTable(lines, render.text.games.gameTitle));
    }
    // A key may be two words ("время хода"); the value is always the last word.
    const spec = settingByKey(words.length > 2 ? words.slice(0, -1).join(' ') : words[0]);
    // "/settings open 50 60": the key is right and the value is not one value — say so, with the allowed ones.
    const keyOnly = spec ? null : words.length > 2 ? settingByKey(words[0]) : null;
    const noServer = (spec: ChannelSettingSpec | null) => spec?.scope === 'server' && !server;
    if (noServer(spec) || noServer(keyOnly)) {
      return refuse(settingsText.serverOnly((spec ?? keyOnly)!.key), user, 'server_setting');
    }
    // A setting of another platform (the players' own 🎲 in Discord): said plainly, nothing changes.
    if (spec && !settingHere(spec, chat)) return refuse(render.text.thrownDice.thrownDiceText.platformOnly(), user, 'platform_setting');
    if (keyOnly) {
      return refuse(settingsText.badValue(keyOnly.key, words.slice(1).join(' '), keyOnly.allowed), user, 'bad_setting_value');
    }
    if (!spec) {
      return refuse(
        settingsText.unknownKey(words[0], listed.map((s) => s.key)),
        user,
        'unknown_setting',
      );
    }
    if (words.length === 1) {
      return reply(settingsText.missingValue(spec.key, valueOf(spec), spec.allowed));
    }
    const raw = words[words.length - 1];
    const value = spec.accept(raw);
    if (value === null) return refuse(settingsText.badValue(spec.key, raw, spec.allowed), user, 'bad_setting_value');
    // A server-wide setting changes no game's rules: it may change at any time, and applies at once everywhere.
    if (spec.scope === 'server') {
      return reply(settingsText.changedForServer(spec.key, value), [{ type: 'setting_changed', key: spec.key, value }], {
        serverSetting: { key: spec.key, value },
      });
    }
    if (session.game) return refuse(settingsText.gameRunning(), user, 'game_running');
    // A new language is confirmed in that language: the admin sees at once how the chat will be spoken to.
    const confirm = isLanguage(value) && spec.key === LANGUAGE_SETTING ? textFor(value).settings.settingsText : settingsText;
    return reply(confirm.changed(spec.key, value), [{ type: 'setting_changed', key: spec.key, value }], {
      session: { ...session, settings: { ...session.settings, [spec.key]: value } },
    });
  },
};
