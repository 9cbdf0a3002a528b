// A trimmed copy of p-queue: new PQueue({ concurrency }) and queue.add(fn) → a promise of fn().
export default class PQueue {
  constructor({ concurrency = Infinity } = {}) {
    this.concurrency = concurrency;
    this.running = 0;
    this.waiting = [];
  }

  add(fn) {
    return new Promise((resolve, reject) => {
      const run = () => {
        this.running++;
        Promise.resolve()
          .then(fn)
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            const next = this.waiting.shift();
            if (next) next();
          });
      };
      if (this.running < this.concurrency) run();
      else this.waiting.push(run);
    });
  }
}
