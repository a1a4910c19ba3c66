import { describe, expect, it } from 'vitest';
import { positionChanges } from '../../../backoffice/src/resources/star/order';

describe('star ordering after a drag and drop', () => {
  it('renumbers 1…n and writes only the rows that moved', () => {
    const [a, b, c, d] = [1, 2, 3, 4].map((position) => ({ id: `s${position}`, position }));
    // d dragged to the top
    expect(positionChanges([d, a, b, c])).toEqual([
      { star: d, position: 1 },
      { star: a, position: 2 },
      { star: b, position: 3 },
      { star: c, position: 4 },
    ]);
    // b and c swapped: only those two are written
    expect(positionChanges([a, c, b, d]).map((change) => [change.star.id, change.position])).toEqual([
      ['s3', 2],
      ['s2', 3],
    ]);
    expect(positionChanges([a, b, c, d])).toEqual([]);
  });

  it('closes gaps left by removed or oddly numbered rows', () => {
    const rows = [
      { id: 'x', position: 5 },
      { id: 'y', position: 9 },
    ];
    expect(positionChanges(rows).map((c) => c.position)).toEqual([1, 2]);
  });
});
