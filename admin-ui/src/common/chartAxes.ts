/** An axis of counts: ticks only at whole numbers, so a chart of 0 and 1 request never shows 0.5. */
export const COUNT_AXIS = { tickMinStep: 1 } as const;
