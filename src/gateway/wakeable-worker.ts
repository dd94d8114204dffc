/**
 * A background job of a gateway process: it runs when woken and otherwise after a wait, one run at a
 * time; a wake during a run starts another right after it, so nothing woken for is left waiting.
 */
export class WakeableWorker {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #wokenWhileRunning = false;
  #stopped = false;

  /** `waitMs` is asked after each run how long to sleep before the next unless woken. */
  constructor(
    private readonly run: () => Promise<void>,
    private readonly waitMs: () => number,
  ) {}

  get stopped(): boolean {
    return this.#stopped;
  }

  wake(): void {
    if (this.#stopped) return;
    if (this.#running !== undefined) {
      this.#wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.run().finally(() => {
      this.#running = undefined;
      if (this.#wokenWhileRunning) {
        this.#wokenWhileRunning = false;
        this.wake();
      } else {
        this.#sleep();
      }
    });
  }

  /** Stops waking, and waits up to graceMs for the run under way. */
  async stop(graceMs: number): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    if (this.#running !== undefined) await settleWithin(this.#running, graceMs);
  }

  #sleep(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => this.wake(), Math.max(0, this.waitMs()));
    this.#timer.unref();
  }
}

/** Waits for the work, or for graceMs if it takes longer; the work goes on either way. */
export async function settleWithin(work: Promise<void>, graceMs: number): Promise<void> {
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (grace = setTimeout(resolve, graceMs)))]);
  clearTimeout(grace);
}
