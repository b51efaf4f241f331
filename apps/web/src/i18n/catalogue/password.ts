/** Messages of the password screens (spec texts copied exactly). */
export const password = {} as const;
