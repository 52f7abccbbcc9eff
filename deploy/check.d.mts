// Types of deploy/check.mjs for the tests (test/deploy/compose.test.ts).
export interface DockerStep { instruction: string; args: string }
export interface DockerStage { name: string; image: string; steps: DockerStep[] }
export function parseDockerfile(text: string): DockerStep[];
export function stagesOf(steps: DockerStep[]): DockerStage[];
export function check(options?: { keep?: boolean; log?: (line: string) => void }): Promise<{ healthz: boolean; status?: number }>;
