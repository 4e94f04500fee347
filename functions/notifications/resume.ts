import { notificationStaleAfterSeconds } from '../../shared/config.js';
import { resumeStaleChains } from '../../shared/notifications/fan-out.js';

// Run every few minutes (EventBridge in AWS, a timer locally): queues again template chains that stood still.
export const handler = (): Promise<{ resumed: number; retired: number }> => resumeStaleChains(notificationStaleAfterSeconds());
