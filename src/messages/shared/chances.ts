// How a chance to win reads in every language: whole percent, and never a flat 0 % or 100 % for what can still
// happen (a long shot is "<1 %", a near certainty ">99 %").
export interface ChanceLine {
  name: string;
  chance: number;
}

export function percent(p: number): string {
  if (p > 0 && p < 0.005) return '<1 %';
  if (p < 1 && p > 0.995) return '>99 %';
  return `${Math.round(p * 100)} %`;
}
