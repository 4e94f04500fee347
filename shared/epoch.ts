/**
 * Epoch seconds: what DynamoDB's TTL attributes, JWT times and our lock and expiry fields hold.
 * One definition, so every expiry is computed alike.
 */
export const epochSeconds = (at: Date = new Date()): number => Math.floor(at.getTime() / 1000);
