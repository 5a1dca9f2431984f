/**
 * The input attributes of the password roles, the same on every screen, so browsers and password
 * managers fill the current password and offer to save a new one.
 */
export const passwordInputs = {
  current: { type: 'password', name: 'current-password', autoComplete: 'current-password' },
  new: { type: 'password', name: 'new-password', autoComplete: 'new-password' },
  confirm: { type: 'password', name: 'confirm-password', autoComplete: 'new-password' },
} as const;

/** The second factor's field: phones offer a code from a message or an app to fill it. */
export const oneTimeCodeInput = {
  label: 'Bestätigungscode',
  name: 'one-time-code',
  autoComplete: 'one-time-code',
} as const;
