/** The local web host's event stream as the web bridge sees it (jsdom has no EventSource); the test sends its events. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.OPEN;

  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The host tells `type` with `data`, as JSON. */
  tell(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}
