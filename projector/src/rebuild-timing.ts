import type { Projection } from './projection.ts';

/** Each projection wrapped to add the time its apply takes to `spent`. */
export function timed(projections: readonly Projection[], spent: Record<string, number>): Projection[] {
  return projections.map((projection): Projection => {
    spent[projection.name] = 0;
    const add = (since: number) => (spent[projection.name]! += performance.now() - since);
    if ('applyBatch' in projection) {
      const { settle } = projection;
      return {
        ...projection,
        applyBatch: async (tx, events, context) => {
          const since = performance.now();
          try {
            return await projection.applyBatch(tx, events, context);
          } finally {
            add(since);
          }
        },
        ...(settle
          ? {
              settle: async (tx, later) => {
                const since = performance.now();
                try {
                  await settle.call(projection, tx, later);
                } finally {
                  add(since);
                }
              },
            }
          : {}),
      };
    }
    return {
      ...projection,
      apply: async (tx, event) => {
        const since = performance.now();
        try {
          await projection.apply(tx, event);
        } finally {
          add(since);
        }
      },
    };
  });
}
