/** Notification limits as plain numbers, so domain code reads them without building any schema. */

/** Interface limits. The body limit is ours. */
export const MAX_HEADER_LENGTH = 512;
export const MAX_BUTTON_TEXT_LENGTH = 128;
export const MAX_MESSAGE_BODY_LENGTH = 8000;

/** Paging of a message list, newest first (NTF-7): at most pageSize, older than the message named. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
