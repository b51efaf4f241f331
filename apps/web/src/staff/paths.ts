/** Every console address (ADR 0036): no staff URL is written twice. */
export const staffPaths = {
  home: '/staff',
  signIn: '/staff/signin',
  invitation: '/staff/invitation',
  taxpayers: '/staff/taxpayers',
  taxpayer: '/staff/taxpayers/:id',
  staffUsers: '/staff/users',
  mailroom: '/staff/mailroom',
  exports: '/staff/exports',
  rules: '/staff/rules',
  refunds: '/staff/refunds',
  adjustments: '/staff/adjustments',
} as const;

/** `/staff/taxpayers/:id` with the id filled in. */
export const taxpayerPath = (id: string) => staffPaths.taxpayer.replace(':id', encodeURIComponent(id));
