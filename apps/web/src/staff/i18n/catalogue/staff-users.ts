/** The administrator's staff page (issue 16, ADR 0034, 0036). */
export const staffUserTexts = {
  title: 'Staff',
  nav: 'Staff',
  list: 'Members of staff',
  username: 'Username',
  email: 'E-mail',
  role: 'Role',
  status: 'Status',
  actions: 'Actions',
  statuses: { active: 'Active', invited: 'Invited', disabled: 'Disabled' },
  invite: {
    heading: 'Invite a member of staff',
    username: 'Username',
    usernameHint: '3 to 40 lower-case letters, digits, dots, dashes or underscores.',
    email: 'E-mail address',
    role: 'Role',
    submit: 'Send invitation',
    done: 'Invitation sent to {username}. The link works for {hours} hours.',
  },
  disable: {
    button: 'Disable {username}',
    reason: 'Reason for disabling {username}',
    confirm: 'Disable',
    cancel: 'Cancel',
    done: '{username} is disabled and signed out everywhere.',
  },
} as const;
