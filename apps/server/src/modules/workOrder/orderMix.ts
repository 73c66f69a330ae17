/**
 * The dashboard's distributions of all orders by service type and by their audience's disability type
 * read every order, yet only change when an order is created, edited or deleted, or an audience edited —
 * not when an order moves on (派单, 接单, 完成…), the most frequent change. Those writes bump this
 * generation; the cached distributions are keyed by it (and expire anyway, for writes of other server
 * copies).
 */
let generation = 0;

export function orderMixChanged(): void {
  generation += 1;
}

export const orderMixGeneration = (): number => generation;
