/** 'N cartas', and '1 carta' for one: a deck or a hand of one card reads as Spanish does. */
export function formatCardCount(count: number): string {
  return count === 1 ? '1 carta' : `${count} cartas`;
}
