/**
 * A retry of the same intent ("ship", "refund:25000") reuses its key, so the function applies it
 * at most once; a success or a different intent takes a new key.
 */
export class RequestKeys {
  private readonly keys = new Map<string, string>();

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(intent: string): string {
    let key = this.keys.get(intent);
    if (key === undefined) {
      key = this.newKey();
      this.keys.set(intent, key);
    }
    return key;
  }

  /** The intent went through: a later click of it is a new request. */
  done(intent: string): void {
    this.keys.delete(intent);
  }
}
