/** Messages of the annual return screens (spec texts copied exactly). */
export const annualReturn = {} as const;
