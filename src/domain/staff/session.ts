/** Staff session timeouts, shared by the server's check and the console's idle notice. */

/** A staff session ends after this long without a request, s. */
export const STAFF_IDLE_SECONDS = 15 * 60;
/** A staff session ends this long after login whatever happens, s. */
export const STAFF_ABSOLUTE_SECONDS = 12 * 3600;
