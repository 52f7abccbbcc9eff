// Types of deploy/check.mjs for the tests (test/deploy/compose.test.ts).
export interface DockerStep { instruction: string; args: string }
export interface DockerStage { name: string; image: string; steps: DockerStep[] }
export function parseDockerfile(text: string): DockerStep[];
export function stagesOf(steps: DockerStep[]): DockerStage[];
export function check(options?: { keep?: boolean; log?: (line: string) => void }): Promise<{ healthz: boolean; status?: number }>;

export function parseUnit(text: string): Record<string, Record<string, string[]>>;
export function documentedSteps(text: string, name: string): string[];
export function checkUnit(options?: { unit?: string; steps?: string[]; npm?: boolean; keep?: boolean }): {
  problems: string[];
  recorded: string[];
  analyzed: boolean;
  root?: string;
};
