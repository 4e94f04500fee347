/** What a notification message is and where it shows: the enums a message and a template share. */
import * as z from 'zod/mini';

export const MESSAGE_TYPES = ['Information', 'Warning', 'Critical'] as const;
export const messageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageType>;

export const MESSAGE_TARGETS = ['None', 'Portal', 'Terminal', 'Email'] as const;
export const messageTarget = z.enum(MESSAGE_TARGETS);
export type MessageTarget = z.infer<typeof messageTarget>;

export const MESSAGE_PLACEMENTS = [
  'None', 'Dashboard', 'Reports', 'ValueAddedServices', 'Profile', 'QR', 'Transactions', 'Loans', 'HelpAndSupport',
  'UserManagement', 'Devices',
] as const;
export const messagePlacement = z.enum(MESSAGE_PLACEMENTS);
export type MessagePlacement = z.infer<typeof messagePlacement>;
