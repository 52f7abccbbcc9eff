// Buttons carry the session version and the text they stand for in custom_id (≤ 100 characters).
import { describe, expect, it } from 'vitest';
import { ButtonCodec, buttonRows, CUSTOM_ID_LIMIT } from '../../../src/adapters/discord/buttons.ts';

describe('button custom ids', () => {
  it('GIVEN a short text WHEN it is encoded as a custom_id THEN it travels inline with the version and decodes back', () => {
    const codes = new ButtonCodec();
    const id = codes.encode(7, 'Записываю в малый стрит');
    expect(id).toBe('v7|Записываю в малый стрит');
    expect(codes.decode(id)).toEqual({ version: 7, text: 'Записываю в малый стрит' });
    expect(codes.decode(codes.encode(null, '/join'))).toEqual({ version: undefined, text: '/join' });
  });

  it('GIVEN a button sent in the earlier inline form WHEN pressed after a deploy THEN it still reads', () => {
    const codes = new ButtonCodec();
    expect(codes.decode('b:7:Хватит')).toEqual({ version: 7, text: 'Хватит' });
    expect(codes.decode('b:n:/join')).toEqual({ version: undefined, text: '/join' });
  });

  it('GIVEN a text too long for custom_id WHEN it is encoded THEN a short code that this process decodes and a restarted one does not', () => {
    const codes = new ButtonCodec();
    const text = 'Перебрасываю '.repeat(10);
    const id = codes.encode(3, text);
    expect(id.length).toBeLessThanOrEqual(CUSTOM_ID_LIMIT);
    expect(codes.decode(id)).toEqual({ version: 3, text });
    // another process (after a restart) does not know it: the press reads as stale
    expect(new ButtonCodec().decode(id)).toBeNull();
  });

  it('GIVEN a custom id that is not ours WHEN it is decoded THEN null', () => {
    const codes = new ButtonCodec();
    expect(codes.decode('something-else')).toBeNull();
    expect(codes.decode('b:x:/join')).toBeNull();
  });

  it('GIVEN seven buttons WHEN they are laid out THEN two action rows of five and two, the first primary', () => {
    const rows = buttonRows(
      Array.from({ length: 7 }, (_, i) => ({ label: `B${i}`, text: `t${i}` })),
      1,
      new ButtonCodec(),
    );
    expect(rows.map((r) => r.components.length)).toEqual([5, 2]);
    expect(rows[0].components[0]).toMatchObject({ type: 2, style: 1, label: 'B0', custom_id: 'v1|t0' });
    expect(rows[1].components[1]).toMatchObject({ style: 2, custom_id: 'v1|t6' });
  });
});
