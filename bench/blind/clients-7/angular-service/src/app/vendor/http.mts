// A trimmed copy of @angular/common/http's surface (HttpClient, HttpParams, HttpHeaders,
// interceptors) and of rxjs's Observable / firstValueFrom, enough for this dashboard.
export type Primitive = string | number | boolean;
export type ParamsInit = HttpParams | Record<string, Primitive | readonly Primitive[]>;

export class HttpParams {
  private readonly entries: Array<[string, string]>;
  constructor(options: { fromObject?: Record<string, Primitive | readonly Primitive[]> } = {}, entries: Array<[string, string]> = []) {
    this.entries = [...entries];
    for (const [k, v] of Object.entries(options.fromObject ?? {})) {
      for (const one of Array.isArray(v) ? v : [v]) this.entries.push([k, String(one)]);
    }
  }
  set(key: string, value: Primitive): HttpParams {
    return new HttpParams({}, [...this.entries.filter(([k]) => k !== key), [key, String(value)]]);
  }
  append(key: string, value: Primitive): HttpParams {
    return new HttpParams({}, [...this.entries, [key, String(value)]]);
  }
  toString(): string {
    return this.entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  }
}

export class HttpHeaders {
  constructor(readonly values: Record<string, string> = {}) {}
  set(name: string, value: string): HttpHeaders {
    return new HttpHeaders({ ...this.values, [name]: value });
  }
}

export interface HttpRequest {
  method: string;
  url: string;
  body: unknown;
  params: HttpParams;
  headers: HttpHeaders;
}

export type HttpInterceptorFn = (req: HttpRequest, next: (req: HttpRequest) => Promise<unknown>) => Promise<unknown>;

export class Observable<T> {
  constructor(private readonly producer: () => Promise<T>) {}
  subscribe(next: (value: T) => void, error?: (err: unknown) => void): void {
    this.producer().then(next, error ?? (() => undefined));
  }
  toPromise(): Promise<T> {
    return this.producer();
  }
}

export function firstValueFrom<T>(source: Observable<T>): Promise<T> {
  return source.toPromise();
}

interface Options {
  params?: ParamsInit;
  headers?: HttpHeaders;
}

export class HttpClient {
  constructor(private readonly interceptors: HttpInterceptorFn[] = []) {}

  request<T>(method: string, url: string, body: unknown, options: Options = {}): Observable<T> {
    const params = options.params instanceof HttpParams ? options.params : new HttpParams({ fromObject: options.params ?? {} });
    const req: HttpRequest = { method, url, body, params, headers: options.headers ?? new HttpHeaders() };
    const send = async (r: HttpRequest): Promise<unknown> => {
      const qs = r.params.toString();
      const headers: Record<string, string> = { ...r.headers.values };
      let payload: string | undefined;
      if (r.body instanceof HttpParams) {
        payload = r.body.toString();
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      } else if (r.body !== null && r.body !== undefined) {
        payload = JSON.stringify(r.body);
        headers['Content-Type'] = 'application/json';
      }
      const res = await fetch(qs ? `${r.url}${r.url.includes('?') ? '&' : '?'}${qs}` : r.url, { method: r.method, headers, body: payload });
      if (!res.ok) throw Object.assign(new Error(`Http failure response for ${r.url}: ${res.status}`), { status: res.status });
      return res.json();
    };
    const chain = this.interceptors.reduceRight<(r: HttpRequest) => Promise<unknown>>((next, fn) => (r) => fn(r, next), send);
    return new Observable<T>(() => chain(req) as Promise<T>);
  }

  get<T>(url: string, options?: Options): Observable<T> {
    return this.request<T>('GET', url, null, options);
  }
  post<T>(url: string, body: unknown, options?: Options): Observable<T> {
    return this.request<T>('POST', url, body, options);
  }
  put<T>(url: string, body: unknown, options?: Options): Observable<T> {
    return this.request<T>('PUT', url, body, options);
  }
  delete<T>(url: string, options?: Options): Observable<T> {
    return this.request<T>('DELETE', url, null, options);
  }
}
