/**
 * '133 cartas', or '12 de 133 cartas' while a filter narrows the list: above the card grid, in
 * the review table and in the first screen the server writes into the page.
 */
export function formatCardCount(shown: number, total: number): string {
  const cards = total === 1 ? 'carta' : 'cartas';
  return shown === total ? `${total} ${cards}` : `${shown} de ${total} ${cards}`;
}
