// A trimmed copy of p-queue: runs added async tasks with at most `concurrency` at a time.
export default class PQueue {
  constructor({ concurrency = Infinity } = {}) {
    this.concurrency = concurrency;
    this.pending = 0;
    this.queue = [];
  }
  add(fn) {
    return new Promise((resolve, reject) => {
      const run = async () => {
        this.pending++;
        try {
          resolve(await fn());
        } catch (error) {
          reject(error);
        } finally {
          this.pending--;
          this.next();
        }
      };
      this.queue.push(run);
      this.next();
    });
  }
  next() {
    if (this.pending >= this.concurrency) return;
    const task = this.queue.shift();
    if (task) task();
  }
  get size() {
    return this.queue.length;
  }
}
