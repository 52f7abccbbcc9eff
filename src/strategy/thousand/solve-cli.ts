// `npx butler solve thousand [--set key=value …] [--json]`: solves optimal solo play for one settings combination
// (the channel's settings, defaults for the rest) and prints the expected turns from 0, the positions, the sweeps
// and the time. `--json` prints one line for scripts.
import { THOUSAND_SETTINGS, readSettings } from '../../games/thousand/settings.ts';
import { solveSolo, TOLERANCE } from './solve.ts';

const USAGE = 'usage: butler solve thousand [--set key=value …] [--json]\n';

/** The settings given as `key=value` pairs; an unknown key or value is an error that lists what is allowed. */
export function parseSettingPairs(pairs: readonly string[]): Record<string, string> | string {
  const given: Record<string, string> = {};
  for (const pair of pairs) {
    const [key, value] = pair.split('=', 2);
    const spec = THOUSAND_SETTINGS.find((s) => s.key === key);
    if (!spec) return `unknown setting "${key}"; settings: ${THOUSAND_SETTINGS.map((s) => s.key).join(', ')}`;
    if (value === undefined || !(spec.values as readonly string[]).includes(value)) {
      return `"${key}" takes ${spec.values.join(' | ')}, not "${value ?? ''}"`;
    }
    given[key] = value;
  }
  return given;
}

export async function solveThousandCli(argv: string[]): Promise<number> {
  const pairs: string[] = [];
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') json = true;
    else if (arg === '--set' && argv[i + 1] !== undefined) pairs.push(argv[++i]);
    else if (arg.startsWith('--set=')) pairs.push(arg.slice('--set='.length));
    else {
      process.stderr.write(`unknown option ${arg}\n${USAGE}`);
      return 2;
    }
  }
  const given = parseSettingPairs(pairs);
  if (typeof given === 'string') {
    process.stderr.write(`${given}\n${USAGE}`);
    return 2;
  }
  const settings = readSettings(given);
  const cpuBefore = process.cpuUsage();
  const solution = solveSolo(settings);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const expected = solution.expected[solution.model.start];
  const states = solution.model.index.count;
  let inTurn = 0;
  for (let s = 0; s < states; s++) inTurn += solution.model.turnSteps[s] * 5;
  if (json) {
    const line = {
      game: 'thousand',
      settings,
      expected_turns: Number(expected.toFixed(6)),
      states,
      in_turn_states: inTurn,
      sweeps: solution.sweeps,
      evaluation_sweeps: solution.evaluationSweeps,
      residual: solution.residual,
      seconds: Number(solution.seconds.toFixed(3)),
      cpu_seconds: Number(cpuSeconds.toFixed(3)),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  } else {
    const shown = Object.entries(settings).map(([k, v]) => `${k} ${v}`).join(', ');
    process.stdout.write(
      [
        `1000 (${shown})`,
        `expected turns from 0 with optimal solo play: ${expected.toFixed(4)}`,
        `positions: ${states} between turns, ${inTurn} in-turn states`,
        `sweeps: ${solution.sweeps} Bellman + ${solution.evaluationSweeps} policy evaluation (tolerance ${TOLERANCE} turns, last change ${solution.residual.toExponential(1)})`,
        `seconds: ${solution.seconds.toFixed(2)} (cpu ${cpuSeconds.toFixed(2)})`,
        '',
      ].join('\n'),
    );
  }
  return 0;
}
