/**
 * The fen unit and how it is shown: the part of src/lib/money.ts that a price label needs.
 * It is a module of its own so the /home bundle, which shows prices but adds none up, carries only
 * these few lines; everything else imports them through src/lib/money.ts.
 */
export type Fen = number & { readonly __unit: 'fen' };

/** fen of a yuan amount as the server sends it (rounded to the nearest fen). */
export function fen(yuan: number): Fen {
  return Math.round(yuan * 100) as Fen;
}

/** "128.00", "-3.50": yuan with two decimals, for labels (exact: whole fen / 100 rounds back to them). */
export function formatFen(amount: Fen): string {
  return (amount / 100).toFixed(2);
}

/** A yuan amount as the server sent it, formatted with two decimals ("128.00"). */
export function formatYuan(yuan: number): string {
  return formatFen(fen(yuan));
}
