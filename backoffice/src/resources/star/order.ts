/**
 * After a drag and drop: the rows in their new order get positions 1…n; only the rows whose
 * position changed are written (one update each), so a small move is a small write.
 */
export function positionChanges<T extends { id: string | number; position: number }>(ordered: readonly T[]) {
  return ordered.flatMap((star, index) => (star.position === index + 1 ? [] : [{ star, position: index + 1 }]));
}
