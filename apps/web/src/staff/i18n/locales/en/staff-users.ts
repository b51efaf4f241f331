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
  statuses: {
    'awaiting-approval': 'Waiting for approval',
    invited: 'Invited',
    active: 'Active',
    refused: 'Refused',
    disabled: 'Disabled',
  },
  invite: {
    heading: 'Invite a member of staff',
    username: 'Username',
    usernameHint: '3 to 40 lower-case letters, digits, dots, dashes or underscores.',
    email: 'E-mail address',
    role: 'Role',
    submit: 'Send invitation',
    done: 'Invitation for {username} created. It is e-mailed once another administrator approves it.',
  },
  /** Issue 23 item 2 (ADR 0048): a new member of staff needs a second administrator. */
  pending: {
    heading: 'Invitations waiting for approval',
    intro:
      'A new member of staff gets the link to set a password only after an administrator other than the one who invited them approves. Nobody approves an invitation of someone who invited or approved them, or whom they invited or approved.',
    none: 'No invitation is waiting.',
    invitedBy: 'Invited by',
    approve: 'Approve {username}',
    refuse: 'Refuse {username}',
    yours: 'You invited this person: another administrator approves.',
    reason: 'Reason for refusing {username}',
    confirmRefuse: 'Refuse invitation',
    approved: 'Approved: the invitation was e-mailed to {username}. The link works for {hours} hours.',
    refused: 'The invitation of {username} is refused.',
  },
  disable: {
    button: 'Disable {username}',
    reason: 'Reason for disabling {username}',
    confirm: 'Disable',
    cancel: 'Cancel',
    done: '{username} is disabled and signed out everywhere.',
  },
} as const;
