/** "1 medication in your cart", "3 medications in your cart". */
export function formatCartTitle(itemCount: number): string {
  return `${itemCount} ${itemCount === 1 ? 'medication' : 'medications'} in your cart`;
}
