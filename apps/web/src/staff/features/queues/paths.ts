/** The work queues' console addresses (ADR 0037). */
export const queuePaths = {
  registrations: '/staff/queues/registrations',
  forms: '/staff/queues/forms',
  contact: '/staff/queues/contact',
  payments: '/staff/queues/payments',
} as const;
