// Isomorphic: the codes of identity's refusals that a screen tells apart (re-exported by contract.ts).

export const errorCodes = {
  currentPasswordIncorrect: 'CURRENT_PASSWORD_INCORRECT',
  /** Registration: the address may have an account (told hedged, spec 01 §8). */
  emailTaken: 'EMAIL_TAKEN',
  /** A chosen password is one of the most common (change, reset, registration). */
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  /** A reset link is used, expired or unknown. */
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
} as const;

export const adminAccountErrorCodes = {
  userExists: 'USER_EXISTS',
  cannotDeleteSelf: 'CANNOT_DELETE_SELF',
  lastAdmin: 'LAST_ADMIN',
  notAnAdmin: 'NOT_AN_ADMIN',
  notAPartner: 'NOT_A_PARTNER',
} as const;
