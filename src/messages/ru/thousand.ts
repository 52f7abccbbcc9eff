// Russian replies for 1000 ("Тысяча"): what scored and what it means for "Хватит", busts, banks, every penalty and
// barrel change with its reason, the status lines and the rules as the channel has set them.
import { count, DICE, TURNS } from './plural.ts';
import {
  BARREL_FROM,
  GOAL,
  bankRefusal,
  pitExit,
  readSettings,
  type Combo,
  type ThousandEvent,
  type ThousandPlayer,
  type ThousandState,
} from '../../games/thousand/index.ts';
import type { GameSettings, PlayerId, Rejection } from '../../games/types.ts';
import { face, faces } from '../dice-faces.ts';
import { bold, lines, mention, type Button, type Rich } from '../rich.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { gameOverLine } from './game-over.ts';

const ROLL_PHRASES: Record<number, string> = {
  1: 'бросаю кость',
  2: 'бросаю 2 кости',
  3: 'бросаю 3 кости',
  4: 'бросаю 4 кости',
  5: 'бросаю 5 костей',
};

const rollPhrase = (dice: number): string => ROLL_PHRASES[dice] ?? `бросаю ${count(dice, DICE)}`;

const KIND_WORDS: Record<string, string> = { three: 'три', four: 'четыре', five: 'пять' };

/** Singles of one face are shown together ("⚀1 ⚀1 = 20"); groups by name ("три × ⚃4 = 40"). */
function combosText(combos: readonly Combo[]): string {
  const merged: Combo[] = [];
  for (const combo of combos) {
    const last = merged.at(-1);
    if (combo.kind === 'single' && last?.kind === 'single' && last.dice[0] === combo.dice[0]) {
      merged[merged.length - 1] = { ...last, dice: [...last.dice, ...combo.dice], points: last.points + combo.points };
    } else {
      merged.push(combo);
    }
  }
  return merged.map(comboText).join(', ');
}

function comboText(combo: Combo): string {
  if (combo.kind === 'single') return `${faces(combo.dice)} = ${combo.points}`;
  if (combo.kind === 'straight') return `стрит ${faces(combo.dice)} = ${combo.points}`;
  return `${KIND_WORDS[combo.kind]} × ${face(combo.dice[0])} = ${combo.points}`;
}

/** "−100, теперь 200." — or, when there was nothing to take (the score was 0 already), no "−0 / ±0": "очков и так 0." */
const change = (points: number, total: number): string =>
  points < 0 ? `−${-points}, теперь ${total}.` : `снимать нечего, по-прежнему ${total}.`;

const who = (id: PlayerId, ctx: RenderContext) => mention(ctx.player(id));

/** Why "Хватит" is refused, in one clause; `have` = the turn total so far. */
function refusalReason(reason: string, state: ThousandState, need: number, have: number): string {
  const player = state.players[state.current];
  switch (reason) {
    case 'barrel':
      return `на бочке записывать нельзя — только добрать до ${GOAL} (ещё ${Math.max(0, GOAL - (player?.score ?? 0) - have)})`;
    case 'reroll_owed':
      return 'все пять костей дали очки — сначала бросьте их снова';
    case 'not_opened':
      return `чтобы открыться, нужно набрать за ход ${need}, у вас пока ${have}`;
    case 'pit': {
      const score = player?.score ?? 0;
      return `вы в яме (${score}): нужно набрать за ход ${need} (до ${score + need}), у вас пока ${have}`;
    }
    default:
      return 'сначала наберите очки';
  }
}

/** After a scoring roll that left the turn going: may the player say "Хватит" now, and if not, why. */
function bankLine(after: ThousandState): Rich | null {
  const refusal = bankRefusal(after);
  const player = after.players[after.current];
  if (refusal === null) return [`Можно «Хватит» — будет ${player.score + after.turn.total}.`];
  if (refusal.code !== 'cannot_bank') return null;
  const reason = String(refusal.params?.reason ?? '');
  if (reason === 'reroll_owed') return null; // the hot-dice line already says it
  const need = Number(refusal.params?.need ?? 0);
  return [`«Хватит» пока нельзя: ${refusalReason(reason, after, need, after.turn.total)}.`];
}

function penaltyLine(event: Extract<ThousandEvent, { type: 'penalty' }>, ctx: RenderContext): Rich {
  const now = change(event.points, event.total);
  switch (event.kind) {
    case 'bolts':
      return ['🔩 ', who(event.player, ctx), `: три болта — ${now}`];
    case 'marks':
      return ['✖️ ', who(event.player, ctx), `: шесть меток — ${now}`];
    case 'overtaken':
      return ['🏃 Обгон: ', who(event.by ?? '', ctx), ' обходит ', who(event.player, ctx), `: ${now}`];
    case 'dumptruck':
      return ['🚛 Самосвал! У ', who(event.player, ctx), ' ровно 555 — очки обнуляются.'];
    case 'barrel_fall': {
      const cause: Rich = event.by
        ? [who(event.by, ctx), ' залезает на бочку и сбрасывает ', who(event.player, ctx)]
        : [who(event.player, ctx), `: три хода на бочке без ${GOAL} — падение с бочки`];
      if (event.falls === 3) return ['🛢 ', ...cause, `. Третье падение — очки сгорают: ${event.total}.`];
      return ['🛢 ', ...cause, `: ${now}`];
    }
  }
}

function bustLine(event: Extract<ThousandEvent, { type: 'bust' }>, ctx: RenderContext): Rich {
  const lost = event.lost > 0 ? ` Очки хода (${event.lost}) сгорают.` : '';
  switch (event.reason) {
    case 'no_score':
      return ['💥 Пусто — ни одной очковой кости.', lost];
    case 'overshoot':
      return ['💥 Перебор: нужно ровно ', bold(String(GOAL)), '.', lost];
    case 'timeout':
      return ['⏰ ', who(event.player, ctx), ': время хода вышло — ход окончен.', lost];
  }
}

function gameOverLines(event: Extract<ThousandEvent, { type: 'game_over' }>, ctx: RenderContext): Rich[] {
  const [winner] = event.winners;
  const score = winner === undefined ? 0 : (event.scores[winner] ?? 0);
  // A winner below the goal is the one left when the others left the game.
  const ending = score >= GOAL ? { reached: score } : { lastOneLeft: true };
  const out: Rich[] = [gameOverLine({ winners: event.winners, ...ending }, ctx)];
  const ranked = Object.entries(event.scores).sort((a, b) => b[1] - a[1]);
  if (ranked.length > 0) {
    out.push(['Итог:']);
    for (const [id, score] of ranked) out.push(['• ', who(id, ctx), ` — ${score}`]);
  }
  return out;
}

function events(all: readonly ThousandEvent[], after: ThousandState, ctx: RenderContext): Rich {
  const out: Rich[] = [];
  all.forEach((event, index) => {
    switch (event.type) {
      case 'roll':
        out.push(['🎲 ', who(event.player, ctx), `: ${faces(event.dice)}`]);
        break;
      case 'turn_score': {
        const combos = combosText(event.combos);
        out.push([bold(`+${event.points}`), ` (${combos}). За ход: `, bold(String(event.turn_total)), '.']);
        const turnGoesOn = !all.slice(index + 1).some((e) => e.type === 'bust' || e.type === 'game_over');
        if (event.reroll_owed) {
          if (turnGoesOn) out.push(['🔥 Все пять костей дали очки — они возвращаются. Бросить 5 костей нужно обязательно.']);
        } else if (turnGoesOn) {
          out.push([`Осталось костей: ${event.dice_left}.`]);
        }
        if (turnGoesOn && after.winners === null && after.players[after.current]?.id === event.player) {
          const bank = bankLine(after);
          if (bank) out.push(bank);
        }
        break;
      }
      case 'bust':
        out.push(bustLine(event, ctx));
        break;
      case 'banked': {
        const opened = event.opened ? ' Игра открыта!' : '';
        const exit = pitExit(after, event.total);
        const pit = exit !== null ? ` Это яма: выбраться можно только ходом до ${exit}.` : '';
        out.push(['💾 ', who(event.player, ctx), ` записывает ${event.points} — теперь `, bold(String(event.total)), `.${opened}${pit}`]);
        break;
      }
      case 'penalty':
        out.push(penaltyLine(event, ctx));
        break;
      case 'barrel':
        if (event.status === 'on' && event.reason === 'climb') {
          out.push(['🛢 ', who(event.player, ctx), ` на бочке! Записывать нельзя: за ${count(event.turns ?? 3, TURNS)} нужно добрать до ${GOAL}.`]);
        } else if (event.status === 'on') {
          out.push(['🛢 ', who(event.player, ctx), ` всё ещё ${BARREL_FROM}+ и снова на бочке: ${count(event.turns ?? 3, TURNS)}, чтобы добрать до ${GOAL}.`]);
        } else if (event.reason === 'dropped') {
          out.push(['🛢 ', who(event.player, ctx), ` теперь ниже ${BARREL_FROM} и слезает с бочки (без падения).`]);
        }
        // off after a fall: the penalty line has already said it
        break;
      case 'barrel_turn':
        out.push([`🛢 На бочке осталось ходов: ${event.turns_left}.`]);
        break;
      case 'bolt':
        out.push([event.bolts >= 3 ? '🔩 Третий болт!' : `🔩 Болт: ${event.bolts} из 3.`]);
        break;
      case 'mark':
        out.push([event.marks >= 6 ? '✖️ Шестая метка!' : `✖️ Метка за перебор: ${event.marks} из 6.`]);
        break;
      case 'forfeit':
        // The leave/kick headline (commands/remove-player.ts) already says who left: one sentence per event.
        break;
      case 'game_over':
        out.push(...gameOverLines(event, ctx));
        break;
    }
  });
  return lines(...out);
}

function playerNotes(state: ThousandState, player: ThousandPlayer): string[] {
  const settings = state.settings;
  const notes: string[] = [];
  if (!player.opened) notes.push('игра не открыта');
  const exit = pitExit(state, player.score);
  if (exit !== null) notes.push(`яма (выход — до ${exit})`);
  if (player.barrel !== null) notes.push(`🛢 на бочке, ходов: ${player.barrel}`);
  if (settings.bolts === 'on' && player.bolts > 0) notes.push(`🔩 болты ${player.bolts}/3`);
  if (settings.barrel === 'open' && player.marks > 0) notes.push(`✖️ метки ${player.marks}/6`);
  if (settings.barrel === 'points' && player.falls > 0) notes.push(`падений ${player.falls}/3`);
  return notes;
}

function status(state: ThousandState, ctx: RenderContext): Rich {
  const running = state.winners === null;
  const rows: Rich[] = state.players.map((player, index) => {
    const notes = playerNotes(state, player);
    const marker = running && index === state.current ? '▶️ ' : '• ';
    return [marker, who(player.id, ctx), ' — ', bold(String(player.score)), notes.length ? ` · ${notes.join(' · ')}` : ''];
  });
  let turn: Rich | null = null;
  if (running && state.players.length > 0) {
    const current = state.players[state.current];
    const t = state.turn;
    if (t.rolls === 0) turn = ['Ход ', who(current.id, ctx), ': впереди бросок 5 костей.'];
    else if (t.rerollOwed) turn = ['Ход ', who(current.id, ctx), `: за ход ${t.total}, все пять нужно бросить снова.`];
    else turn = ['Ход ', who(current.id, ctx), `: за ход ${t.total}, осталось костей: ${t.diceLeft}.`];
  }
  const over = running ? null : [state.winners?.length ? 'Игра окончена.' : 'Игра окончена без победителя.'];
  return lines([`Цель — ${GOAL}.`], ...rows, turn, over);
}

function rejection(rejected: Rejection, state: ThousandState): Rich | null {
  if (state.winners !== null) return null;
  const next = `Бросайте дальше: «${rollPhrase(state.turn.diceLeft)}».`;
  if (rejected.code === 'roll_first') {
    return [`Записывать пока нечего — сначала бросьте: «${rollPhrase(state.turn.diceLeft)}».`];
  }
  if (rejected.code !== 'cannot_bank') return null;
  const params = rejected.params ?? {};
  const reason = String(params.reason ?? '');
  const have = Number(params.have ?? state.turn.total);
  const need = Number(params.need ?? 0);
  if (reason === 'reroll_owed') {
    return ['«Хватит» пока нельзя: все пять костей дали очки — их нужно бросить снова: «бросаю 5 костей».'];
  }
  if (reason === 'nothing_scored') return [`Записывать пока нечего. ${next}`];
  const text = refusalReason(reason, state, need, have);
  return [`«Хватит» нельзя: ${text}. ${next}`];
}

function buttons(state: ThousandState): Button[] {
  if (state.winners !== null) return [];
  const left = state.turn.diceLeft;
  const out: Button[] = [{ label: `🎲 Бросить ${left}`, text: rollPhrase(left) }];
  if (bankRefusal(state) === null) out.push({ label: 'Хватит', text: 'Хватит' });
  return out;
}

function rules(given: GameSettings): Rich {
  const s = readSettings(given);
  const seed = s.scoring === 'seed';
  const open = Number(s.open);
  const barrel: Record<typeof s.barrel, string> = {
    points: `с ${BARREL_FROM} вы на бочке: записывать нельзя, за 3 хода нужно добрать до ${GOAL}, иначе падение −100; третье падение — в 0. Кто залез на бочку, сбрасывает сидящих (−100).`,
    none: `бочки нет: побеждает первый, у кого ${GOAL} и больше.`,
    open: `открытая: нужно ровно ${GOAL}; перебор сжигает ход и даёт метку, 6 меток — −100.`,
  };
  return lines(
    [bold('🎲 Тысяча'), ` — 1–6 игроков (один — тренировка). Цель — ${GOAL} очков.`],
    ['Ход начинается с «бросаю 5 костей»; дальше бросайте оставшиеся («бросаю 3 кости») или скажите «Хватит» — записать очки хода.'],
    [
      bold('Очки за один бросок:'),
      ` ${face(1)} = 10, ${face(5)} = 5; три одинаковых — номинал × 10 (три ${face(1)} = 100);`,
      seed ? ' четыре — × 50 (четыре ⚀1 = 500); пять — 1000.' : ' четыре — × 20 (четыре ⚀1 = 200); пять — × 100 (пять ⚀1 = 1000).',
      s.straights === 'on' ? ' Стрит 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.' : ' Стритов нет.',
    ],
    ['Очковые кости откладываются сами. Все пять дали очки — все пять снова в игре, бросить их обязательно. Пустой бросок сжигает очки хода.'],
    [`${GOAL} набрано — победа сразу, «Хватит» не нужно.`],
    [bold('Открытие:'), open > 0 ? ` первый записанный ход — не меньше ${open}.` : ' не нужно.'],
    s.pits === 'on' ? [bold('Ямы'), ' 200–299 и 600–699: выбраться можно только ходом до 300 / 700.'] : null,
    [bold('Бочка:'), ` ${barrel[s.barrel]}`],
    s.bolts === 'on'
      ? [bold('Болты:'), ' ход без записи — болт (кроме неоткрытых, в яме и на бочке); 3 болта — −100.']
      : null,
    s.dumptruck === 'on' ? [bold('Самосвал:'), ' ровно 555 — в 0.'] : null,
    s.overtake === 'on' ? [bold('Обгон:'), ' обошли кого-то записью хода — у него −50 (на равных не считается).'] : null,
    ['Очки не бывают меньше 0.'],
    [bold('Подсказка:'), ' /hint или «подскажи» — «Хватит» или бросать, с шансами и ходами до 1000; в конце игры — разбор решений.'],
  );
}

export const thousandMessages: GameMessages<ThousandState, ThousandEvent> = {
  title: 'Тысяча',
  names: ['thousand', 'тысяча', 'тисяча', '1000'],
  rules,
  events,
  status,
  rejection: (rejected, state) => rejection(rejected, state),
  buttons,
};
