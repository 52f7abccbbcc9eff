// Everyone's score after each finished turn, kept for the race chart. One string rather than an array of objects:
// the state is cloned, validated and stored with every move, and a long six-player game has hundreds of turns,
// so the log must cost as little as one value. Format: turns separated by ";", each "id=score,id=score" with the
// ids URI-encoded (so no id can contain a separator).

export type ScoreSnapshot = Record<string, number>;

export function appendScores(log: string | undefined, scores: ScoreSnapshot): string {
  const turn = Object.entries(scores)
    .map(([id, score]) => `${encodeURIComponent(id)}=${score}`)
    .join(',');
  return log ? `${log};${turn}` : turn;
}

/** The snapshots in a log (an empty list for an empty or missing log; a malformed pair is skipped). */
export function readScoreLog(log: string | undefined): ScoreSnapshot[] {
  if (!log) return [];
  return log.split(';').map((turn) => {
    const snapshot: ScoreSnapshot = {};
    for (const pair of turn.split(',')) {
      const at = pair.lastIndexOf('=');
      const score = Number(pair.slice(at + 1));
      if (at > 0 && Number.isFinite(score)) snapshot[decodeURIComponent(pair.slice(0, at))] = score;
    }
    return snapshot;
  });
}
