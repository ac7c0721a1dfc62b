import type { CartLine } from '@/api/types/cart';
import { addFen, fen, maxFen, multiplyFen, subtractFen, ZERO_FEN, type Fen } from '@/lib/money';

export interface CartTotals {
  /** what the ticked lines cost at their current prices */
  total: Fen;
  /** how many pieces are ticked */
  pieces: number;
  /**
   * what the ticked lines save against their struck (original) prices: the one discount a cart
   * line carries. The order's own promotions and coupons are decided by the server at checkout,
   * so the cart does not guess them. ZERO_FEN when no ticked line is below its original price.
   */
  saved: Fen;
}

/** The cart bar's figures for the ticked lines, in integer fen. */
export function cartTotals(ticked: readonly CartLine[]): CartTotals {
  const total = addFen(...ticked.map((line) => multiplyFen(fen(line.price), line.quantity)));
  const saved = addFen(...ticked.map((line) => multiplyFen(maxFen(ZERO_FEN, subtractFen(fen(line.originalPrice), fen(line.price))), line.quantity)));
  const pieces = ticked.reduce((sum, line) => sum + line.quantity, 0);
  return { total, pieces, saved };
}
