/**
 * The published demo passwords (README): the seeds give them to the demo accounts, and the password
 * policy refuses them for every new password (issue 23 item 9). Never used in production.
 */

/** The password of every demo account (shown by `npm start` and in the README). */
export const DEMO_PASSWORD = 'eFile-Demo-2026';

/** The demo staff's password (README "Demo staff"); like the taxpayers', never in production. */
export const STAFF_DEMO_PASSWORD = 'eFile-Staff-Demo-2026';
