/** A usage plan's daily quota as API Gateway counts it: requests per key per UTC day. */
export class DailyQuota {
  private day = '';
  private used = 0;

  constructor(private readonly limit: number) {}

  /** Counts one request; false once the day's quota is used up. */
  take(now = new Date()): boolean {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.used = 0;
    }
    if (this.used >= this.limit) return false;
    this.used += 1;
    return true;
  }
}
