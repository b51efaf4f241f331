/** Messages of the email screens (spec texts copied exactly). */
export const email = {} as const;
