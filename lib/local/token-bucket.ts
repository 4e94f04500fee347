/** API Gateway's throttling model: a bucket of `burstLimit` requests refilled at `rateLimit` per second. */
export interface ThrottleSettings {
  rateLimit: number;
  burstLimit: number;
}

export class TokenBucket {
  private tokens: number;
  private last = Date.now();

  constructor(private readonly settings: ThrottleSettings) {
    this.tokens = settings.burstLimit;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.settings.burstLimit, this.tokens + ((now - this.last) / 1000) * this.settings.rateLimit);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
