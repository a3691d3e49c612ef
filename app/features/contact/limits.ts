// The contact form's lengths and timings, named once for the form, its checks and its tests.

export const CONTACT_SUCCESS_MS = 3000;
export const CONTACT_SUBMIT_DELAY_MS = 1000;

/**
 * Contact form lengths, counted after trimming (long enough to be a real message, short enough to
 * read).
 */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 32 },
  subject: { min: 2, max: 64 },
  message: { min: 10, max: 1000 },
} as const;

/** The same lengths by the names the validation messages fill in ({{nameMin}}, {{messageMax}}…). */
export const LIMIT_VALUES = {
  nameMin: CONTACT_LIMITS.name.min,
  nameMax: CONTACT_LIMITS.name.max,
  subjectMin: CONTACT_LIMITS.subject.min,
  subjectMax: CONTACT_LIMITS.subject.max,
  messageMin: CONTACT_LIMITS.message.min,
  messageMax: CONTACT_LIMITS.message.max,
};
/** Spam guard: a message is sent no sooner than this after the first touch of a field (a faster one waits). */
export const CONTACT_MIN_FILL_MS = 3000;
