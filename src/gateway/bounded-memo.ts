/** A map of at most `limit` entries; past it the least recently read goes. */
export class BoundedMemo<T> {
  readonly #entries = new Map<string, T>();

  constructor(private readonly limit: number) {}

  read(key: string): T | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  keep(key: string, value: T): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.limit) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
  }
}
