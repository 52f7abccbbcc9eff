// The default settings' 1000 policy kept on disk next to the store (issue 53), as the Dice Poker table is: a restart
// answers a 1000 odds question at once instead of solving again; a file of other settings, truncated or altered is
// never trusted.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packSolution } from '../../../src/strategy/thousand/packed-solution.ts';
import { decodePolicy, encodePolicy, policyFileName, readPolicyFileSync, writePolicyFile } from '../../../src/strategy/thousand/policy-file.ts';
import { configureThousandPolicies, getThousandPolicy, loadStoredThousandPolicy, peekThousandPolicy, thousandSettingsHash } from '../../../src/strategy/thousand/policy-service.ts';
import { PLAIN, policyFor } from './solved.ts';

const dirs: string[] = [];
afterEach(() => {
  configureThousandPolicies({ dir: null, forget: true });
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'butler-1000-'));
  dirs.push(dir);
  return dir;
}

describe('the 1000 policy on disk', { timeout: 60_000 }, () => {
  it('GIVEN a solved policy WHEN written and read back THEN every array and number is the same; another hash, a cut or a changed byte is refused', async () => {
    const packed = packSolution(policyFor(PLAIN).solution);
    const hash = thousandSettingsHash(PLAIN);
    const path = policyFileName(tempDir(), hash);
    await writePolicyFile(path, packed, hash);
    const back = readPolicyFileSync(path, hash)!;
    expect(back.settings).toEqual(packed.settings);
    expect(back.start).toBe(packed.start);
    expect(Array.from(back.expected)).toEqual(Array.from(packed.expected));
    expect(Array.from(back.kernelTo)).toEqual(Array.from(packed.kernelTo));
    expect(Array.from(back.kernelProb.subarray(0, 100))).toEqual(Array.from(packed.kernelProb.subarray(0, 100)));
    const data = readFileSync(path);
    expect(decodePolicy(data, thousandSettingsHash({}))).toBeNull();
    expect(decodePolicy(data.subarray(0, data.length - 8), hash)).toBeNull();
    const altered = Buffer.from(data);
    altered[altered.length - 3] ^= 1;
    expect(decodePolicy(altered, hash)).toBeNull();
  });

  it('GIVEN the default settings\' policy in the strategy folder WHEN a fresh process asks for it THEN it is ready at once, no solve', () => {
    const dir = tempDir();
    const hash = thousandSettingsHash({});
    // (the plainest settings' solution stands in for the default one, which takes far longer to solve: the file's
    // hash is what the service checks)
    writeFileSync(policyFileName(dir, hash), encodePolicy(packSolution(policyFor(PLAIN).solution), hash));
    configureThousandPolicies({ dir, forget: true });
    // a serving bot loads it at start, before anyone asks
    loadStoredThousandPolicy();
    expect(peekThousandPolicy({})).not.toBeNull();
    const policy = getThousandPolicy({});
    expect(policy).not.toBeNull();
    expect(policy!.solution.model.settings).toEqual(policyFor(PLAIN).solution.model.settings);
  });
});
