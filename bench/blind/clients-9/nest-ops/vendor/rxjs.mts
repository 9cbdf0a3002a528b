// The few rxjs pieces the service uses: a cold Observable, `pipe` with `map`, and `firstValueFrom`.
export interface Observer<T> {
  next(value: T): void;
  error(err: unknown): void;
  complete(): void;
}
export type Teardown = (() => void) | void;
export type OperatorFunction<A, B> = (source: Observable<A>) => Observable<B>;

export class Observable<T> {
  constructor(private readonly producer: (subscriber: Observer<T>) => Teardown) {}

  subscribe(observer: Partial<Observer<T>>): { unsubscribe(): void } {
    let closed = false;
    const teardown = this.producer({
      next: (v) => !closed && observer.next?.(v),
      error: (e) => {
        if (closed) return;
        closed = true;
        observer.error?.(e);
      },
      complete: () => {
        if (closed) return;
        closed = true;
        observer.complete?.();
      },
    });
    return {
      unsubscribe: () => {
        closed = true;
        if (teardown) teardown();
      },
    };
  }

  pipe(): Observable<T>;
  pipe<A>(op1: OperatorFunction<T, A>): Observable<A>;
  pipe<A, B>(op1: OperatorFunction<T, A>, op2: OperatorFunction<A, B>): Observable<B>;
  pipe(...ops: Array<OperatorFunction<any, any>>): Observable<any> {
    return ops.reduce((source: Observable<any>, op) => op(source), this);
  }
}

export function map<A, B>(project: (value: A) => B): OperatorFunction<A, B> {
  return (source) =>
    new Observable<B>((subscriber) => {
      const sub = source.subscribe({ next: (v) => subscriber.next(project(v)), error: (e) => subscriber.error(e), complete: () => subscriber.complete() });
      return () => sub.unsubscribe();
    });
}

export function firstValueFrom<T>(source: Observable<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const sub = source.subscribe({
      next: (v) => {
        if (done) return;
        done = true;
        resolve(v);
        queueMicrotask(() => sub.unsubscribe());
      },
      error: reject,
      complete: () => {
        if (!done) reject(new Error('no elements in sequence'));
      },
    });
  });
}
